import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function GlohResearchPage() {
  return (
    <>
      <PageHead
        title={'GlohResearch'}
        description={'GlohResearch demo, coming soon.'}
        path={getHref('gloh-research')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>GlohResearch</h1>
          <p className="lead">GlohResearch demo, coming soon.</p>
        </div>
      </section>
    </>
  );
}
