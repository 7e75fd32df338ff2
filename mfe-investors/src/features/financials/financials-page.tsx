import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function FinancialsPage() {
  return (
    <>
      <PageHead
        title={'Financials'}
        description={'Regulatory filings of Gloh.'}
        path={getHref('financials')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Financials</h1>
          <p className="lead">Regulatory filings of Gloh.</p>
        </div>
      </section>
    </>
  );
}
