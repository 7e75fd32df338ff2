import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { InvestorEngagementResponse } from '@gloh/contract/staff-ir';
import { Link, useParams } from '@gloh/shared/router';
import { staffPageHref } from '@gloh/staff-ui/pages';
import { EngagementChart } from '../../../components/engagement-chart/engagement-chart';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { STAFF_IR_PAGES } from '../../../config/staff-paths';
import { useStaffAnswer } from '../../../hooks/use-staff-answer';
import { formatStaffDateTime, formatStaffDuration } from '@gloh/staff-ui/format';
import { getStaffIr } from '../../../api/staff-ir-api';
import { InvestorAccessTerms } from './investor-access-terms';
import { InvestorAgreementStatus } from './investor-agreement-status';
import { StaffActionNotice } from '@gloh/staff-ui/action-notice';
import { useInvestorActions } from '../hooks/use-investor-actions';
import { VisitTimeline } from './visit-timeline';

/**
 * /staff/ir/investors/:id: one investor's visits, newest first, and how long they spent on each
 * page of the live deck; revoke their access or send a reset link.
 */
export function InvestorEngagementView() {
  const { id = '' } = useParams();
  const load = useCallback(() => getStaffIr('investorEngagement', { id }), [id]);
  const { state, reload } = useStaffAnswer(load, 'Their reading could not be loaded. Try again.');
  const actions = useInvestorActions(reload);
  const investor = state.status === 'loaded' ? state.body.investor : null;
  const name = investor?.name ?? 'Investor';

  return (
    <>
      <p className="mb-2">
        <Link to={staffPageHref(STAFF_IR_PAGES.investors.path)}>
          <span aria-hidden="true">← </span>All investors
        </Link>
      </p>
      <StaffPageHeading title={`${name} · ${STAFF_IR_PAGES.investors.title}`} heading={name} />
      {/* Once the investor is known to exist: a wrong id says so once, not twice. */}
      {state.status === 'loaded' && <InvestorAccessTerms id={id} />}
      {state.status === 'loaded' && <InvestorAgreementStatus id={id} />}
      {actions.dialogs}
      <StaffActionNotice outcome={actions.notice} />
      {investor && <div className="mb-3">{actions.buttons(investor)}</div>}
      {state.status === 'loading' && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      {state.status === 'loaded' && <InvestorReading engagement={state.body} />}
    </>
  );
}

function InvestorReading({ engagement }: { engagement: InvestorEngagementResponse }) {
  const read = engagement.pages
    .map((page, index) => ({
      page,
      seconds: engagement.secondsPerPage[index] ?? 0,
      reached: engagement.reached[index],
    }))
    .filter((entry) => entry.reached || entry.seconds > 0);
  return (
    <>
      <p>{summaryOf(engagement)}</p>
      {visitOf(engagement) && <p>{visitOf(engagement)}</p>}
      <VisitTimeline visits={engagement.visits} days={engagement.days} />
      {read.length === 0 ? (
        engagement.opens === 0 && (
          <p>They have not opened the deck in the last {engagement.days} days.</p>
        )
      ) : (
        <>
          <EngagementChart
            caption={`Time on each page of deck version ${engagement.deckVersion}`}
            labels={engagement.pages.map((page) => `Page ${page}`)}
            seriesName="Time on page"
            values={engagement.secondsPerPage}
            format={formatStaffDuration}
            textAlternative="The table below lists the same times."
          />
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="table-responsive" role="region" aria-label="Pages read" tabIndex={0}>
            <table className="table table-sm table-striped align-middle">
              <caption className="caption-top">Pages read</caption>
              <thead>
                <tr>
                  <th scope="col">Deck version</th>
                  <th scope="col">Page</th>
                  <th scope="col">Time on page</th>
                </tr>
              </thead>
              <tbody>
                {read.map((entry) => (
                  <tr key={entry.page}>
                    <td>{engagement.deckVersion}</td>
                    <td>{entry.page}</td>
                    <td>{formatStaffDuration(entry.seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

/**
 * Their visits, reported even when hardly any reading time was: a reader who opened the deck and
 * left at once, or only downloaded it, still visited.
 */
function visitOf(engagement: InvestorEngagementResponse): string | null {
  if (engagement.opens === 0 || !engagement.lastOpenedAt) return null;
  const seen = engagement.reached.filter(Boolean).length;
  const times = engagement.opens === 1 ? 'once' : `${engagement.opens} times`;
  return `Opened the deck ${times} in the last ${engagement.days} days, last on ${formatStaffDateTime(engagement.lastOpenedAt)}; ${seen} ${seen === 1 ? 'page' : 'pages'} of version ${engagement.deckVersion} seen.`;
}

function summaryOf(engagement: InvestorEngagementResponse): string {
  const parts = [
    `${engagement.investor.email} read deck version ${engagement.deckVersion} for ${formatStaffDuration(engagement.totalSeconds)} in the last ${engagement.days} days`,
  ];
  if (engagement.lastViewedAt)
    parts.push(`last on ${formatStaffDateTime(engagement.lastViewedAt)}`);
  parts.push(`${engagement.downloads} ${engagement.downloads === 1 ? 'download' : 'downloads'}`);
  return `${parts.join('; ')}.`;
}
