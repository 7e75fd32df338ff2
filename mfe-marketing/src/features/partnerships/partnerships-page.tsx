import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function PartnershipsPage() {
  return (
    <>
      <PageHead
        title={'Partnerships'}
        description={
          'Partner with Gloh: clinical partners, integrations and the data-to-action loop.'
        }
        path={getHref('partnerships')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Partnerships</h1>
          <p className="lead">
            Partner with Gloh: clinical partners, integrations and the data-to-action loop.
          </p>
        </div>
      </section>
    </>
  );
}
