import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function PatientsPage() {
  return (
    <>
      <PageHead
        title={'For Patients'}
        description={'How Gloh helps patients stay well between visits.'}
        path={getHref('patients')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>For Patients</h1>
          <p className="lead">How Gloh helps patients stay well between visits.</p>
        </div>
      </section>
    </>
  );
}
