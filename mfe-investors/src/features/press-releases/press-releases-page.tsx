import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function PressReleasesPage() {
  return (
    <>
      <PageHead
        title={'Press Releases'}
        description={'Gloh press releases.'}
        path={getHref('press-releases')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Press Releases</h1>
          <p className="lead">Gloh press releases.</p>
        </div>
      </section>
    </>
  );
}
