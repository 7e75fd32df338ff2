import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function PrivacyPage() {
  return (
    <>
      <PageHead
        title={'Privacy Policy'}
        description={'How Gloh collects, uses and protects your information.'}
        path={getHref('privacy')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Privacy Policy</h1>
          <p className="lead">How Gloh collects, uses and protects your information.</p>
        </div>
      </section>
    </>
  );
}
