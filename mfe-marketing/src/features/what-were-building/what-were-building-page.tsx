import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function WhatWereBuildingPage() {
  return (
    <>
      <PageHead
        title={'Empower Patients. Predict Risk. Coordinate Care.'}
        description={
          'The Gloh products: care coordination, AI risk prediction, staffing and research analytics.'
        }
        path={getHref('what-were-building')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Empower Patients. Predict Risk. Coordinate Care.</h1>
          <p className="lead">
            The Gloh products: care coordination, AI risk prediction, staffing and research
            analytics.
          </p>
        </div>
      </section>
    </>
  );
}
