import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function ContactPage() {
  return (
    <>
      <PageHead
        title={'Contact Us'}
        description={'Get in touch with the Gloh team.'}
        path={getHref('contact')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Contact Us</h1>
          <p className="lead">Get in touch with the Gloh team.</p>
        </div>
      </section>
    </>
  );
}
