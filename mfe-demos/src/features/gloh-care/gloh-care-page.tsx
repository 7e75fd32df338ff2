import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function GlohCarePage() {
  return (
    <>
      <PageHead
        title={'GlohCare Demo'}
        description={'The GlohCare patient portal demo.'}
        path={getHref('gloh-care')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>GlohCare Demo</h1>
          <p className="lead">The GlohCare patient portal demo.</p>
        </div>
      </section>
    </>
  );
}
