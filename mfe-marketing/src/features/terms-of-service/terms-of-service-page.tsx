import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function TermsOfServicePage() {
  return (
    <>
      <PageHead
        title={'Terms of Service'}
        description={'The terms that govern your use of the Gloh website and investor portal.'}
        path={getHref('terms-of-service')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Terms of Service</h1>
          <p className="lead">
            The terms that govern your use of the Gloh website and investor portal.
          </p>
        </div>
      </section>
    </>
  );
}
