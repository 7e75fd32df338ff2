import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function IndustriesPage() {
  return (
    <>
      <PageHead
        title={'Industries We Serve'}
        description={'Gloh for pharma, biotech, hospitals, clinics, CROs and digital health.'}
        path={getHref('industries')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Industries We Serve</h1>
          <p className="lead">
            Gloh for pharma, biotech, hospitals, clinics, CROs and digital health.
          </p>
        </div>
      </section>
    </>
  );
}
