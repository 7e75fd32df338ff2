import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function PresentationPage() {
  return (
    <>
      <PageHead
        title={'Investor Presentation'}
        description={'The Gloh investor presentation.'}
        path={getHref('presentation')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Investor Presentation</h1>
          <p className="lead">The Gloh investor presentation.</p>
        </div>
      </section>
    </>
  );
}
