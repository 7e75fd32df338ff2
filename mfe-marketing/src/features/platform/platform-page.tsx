import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function PlatformPage() {
  return (
    <>
      <PageHead
        title={'Flexible by design. Powerful when unified.'}
        description={'One secure, explainable and scalable platform behind every Gloh product.'}
        path={getHref('platform')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Flexible by design. Powerful when unified.</h1>
          <p className="lead">
            One secure, explainable and scalable platform behind every Gloh product.
          </p>
        </div>
      </section>
    </>
  );
}
