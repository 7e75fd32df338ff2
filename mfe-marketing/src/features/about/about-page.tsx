import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function AboutPage() {
  return (
    <>
      <PageHead
        title={'About Us'}
        description={'Our mission and the six values that guide how Gloh builds healthcare AI.'}
        path={getHref('about')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>About Us</h1>
          <p className="lead">
            Our mission and the six values that guide how Gloh builds healthcare AI.
          </p>
        </div>
      </section>
    </>
  );
}
