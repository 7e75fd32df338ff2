import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function CareersPage() {
  return (
    <>
      <PageHead
        title={'Careers'}
        description={'Join Gloh and build AI that helps people stay well.'}
        path={getHref('careers')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Careers</h1>
          <p className="lead">Join Gloh and build AI that helps people stay well.</p>
        </div>
      </section>
    </>
  );
}
