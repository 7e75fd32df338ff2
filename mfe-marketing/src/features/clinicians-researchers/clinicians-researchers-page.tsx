import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function CliniciansResearchersPage() {
  return (
    <>
      <PageHead
        title={'For Clinicians & Researchers'}
        description={
          'Explainable risk insights and research analytics for clinicians and researchers.'
        }
        path={getHref('clinicians-researchers')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>For Clinicians & Researchers</h1>
          <p className="lead">
            Explainable risk insights and research analytics for clinicians and researchers.
          </p>
        </div>
      </section>
    </>
  );
}
