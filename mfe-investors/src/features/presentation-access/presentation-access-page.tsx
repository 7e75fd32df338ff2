import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function PresentationAccessPage() {
  return (
    <>
      <PageHead
        title={'Investor Presentation Access'}
        description={
          'Log in with your access code or request access to the Gloh investor presentation.'
        }
        path={getHref('presentation-access')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Investor Presentation Access</h1>
          <p className="lead">
            Log in with your access code or request access to the Gloh investor presentation.
          </p>
        </div>
      </section>
    </>
  );
}
