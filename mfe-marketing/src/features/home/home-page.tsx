import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function HomePage() {
  return (
    <>
      <PageHead
        title="Healthcare AI, From Insight to Action"
        description={
          'Gloh turns behavioral health data into timely action: AI risk prediction, care coordination and research analytics on one platform.'
        }
        path={getHref('home')}
      />
      <section className="page-hero page-hero-home">
        <div className="container">
          <h1>From Insight to Action</h1>
          <p className="lead">
            Gloh turns behavioral health data into timely action: AI risk prediction, care
            coordination and research analytics on one platform.
          </p>
        </div>
      </section>
    </>
  );
}
