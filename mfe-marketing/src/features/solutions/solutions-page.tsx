import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function SolutionsPage() {
  return (
    <>
      <PageHead
        title={'Healthcare Data, Reimagined'}
        description={
          'Care coordination, risk prediction and research analytics for every healthcare stakeholder.'
        }
        path={getHref('solutions')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Healthcare Data, Reimagined</h1>
          <p className="lead">
            Care coordination, risk prediction and research analytics for every healthcare
            stakeholder.
          </p>
        </div>
      </section>
    </>
  );
}
