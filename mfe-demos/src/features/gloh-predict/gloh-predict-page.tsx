import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function GlohPredictPage() {
  return (
    <>
      <PageHead
        title={'GlohPredict Demo'}
        description={'The GlohPredict risk dashboard demo.'}
        path={getHref('gloh-predict')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>GlohPredict Demo</h1>
          <p className="lead">The GlohPredict risk dashboard demo.</p>
        </div>
      </section>
    </>
  );
}
