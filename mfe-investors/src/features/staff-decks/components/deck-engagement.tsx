import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { DeckEngagementResponse } from '@gloh/contract/staff-ir';
import { EngagementChart } from '../../../components/engagement-chart/engagement-chart';
import { useStaffAnswer } from '../../../hooks/use-staff-answer';
import { formatStaffDuration } from '@gloh/staff-ui/format';
import { getStaffIr } from '../../../api/staff-ir-api';

const readers = (count: number) => `${count} ${count === 1 ? 'reader' : 'readers'}`;

/** How a deck version was read: median time on each page and how many readers got that far. */
export function DeckEngagement({ version }: { version: number }) {
  const load = useCallback(() => getStaffIr('deckEngagement', { version }), [version]);
  const { state } = useStaffAnswer(load, 'The engagement could not be loaded. Try again.');
  if (state.status === 'loading') {
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">Loading the engagement of version {version}…</span>
      </Spinner>
    );
  }
  if (state.status === 'failed') return <Alert variant="danger">{state.message}</Alert>;
  return <DeckEngagementFigures engagement={state.body} />;
}

function DeckEngagementFigures({ engagement }: { engagement: DeckEngagementResponse }) {
  const { deckVersion: version, days, viewers } = engagement;
  if (viewers === 0) {
    return (
      <p>
        Nobody has read version {version} in the last {days} days.
      </p>
    );
  }
  const captionId = `deck-version-${version}-engagement-caption`;
  const labels = engagement.pages.map((page) => `Page ${page}`);
  return (
    <>
      <p>
        {readers(viewers)} in the last {days} days.
      </p>
      <div className="row">
        <div className="col-12 col-lg-6">
          <EngagementChart
            caption={`Median time on each page of version ${version}`}
            labels={labels}
            seriesName="Median time on page"
            values={engagement.medianSeconds.map((seconds) => seconds ?? 0)}
            format={formatStaffDuration}
            textAlternative="The table below lists the same numbers."
          />
        </div>
        <div className="col-12 col-lg-6">
          <EngagementChart
            caption={`Readers who reached each page of version ${version}`}
            labels={labels}
            seriesName="Readers"
            values={engagement.reached}
            format={(value) => readers(Math.round(value))}
            textAlternative="The table below lists the same numbers."
          />
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-responsive" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table table-sm table-striped align-middle">
          <caption id={captionId} className="caption-top">
            Engagement of version {version}, page by page
          </caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Readers who reached it</th>
              <th scope="col">Share of readers</th>
              <th scope="col">Median time on page</th>
            </tr>
          </thead>
          <tbody>
            {engagement.pages.map((page, index) => {
              const median = engagement.medianSeconds[index];
              return (
                <tr key={page}>
                  <th scope="row">{page}</th>
                  <td>{engagement.reached[index] ?? 0}</td>
                  <td>{`${Math.round(engagement.reachedPercent[index] ?? 0)} %`}</td>
                  <td>
                    {median === null || median === undefined ? '—' : formatStaffDuration(median)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
