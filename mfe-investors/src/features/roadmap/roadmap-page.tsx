import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function RoadmapPage() {
  return (
    <>
      <PageHead
        title={'Roadmap'}
        description={"Gloh's 24-month roadmap from pilot to scale."}
        path={getHref('roadmap')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Roadmap</h1>
          <p className="lead">Gloh's 24-month roadmap from pilot to scale.</p>
        </div>
      </section>
    </>
  );
}
