import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function HealthcareSystemsPage() {
  return (
    <>
      <PageHead
        title={'For Healthcare Systems'}
        description={'How Gloh helps healthcare systems reduce readmissions and coordinate care.'}
        path={getHref('healthcare-systems')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>For Healthcare Systems</h1>
          <p className="lead">
            How Gloh helps healthcare systems reduce readmissions and coordinate care.
          </p>
        </div>
      </section>
    </>
  );
}
