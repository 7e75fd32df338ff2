import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function DemosPage() {
  return (
    <>
      <PageHead
        title={'Product Demos'}
        description={'Interactive demos of the Gloh products.'}
        path={getHref('demos')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Product Demos</h1>
          <p className="lead">Interactive demos of the Gloh products.</p>
        </div>
      </section>
    </>
  );
}
