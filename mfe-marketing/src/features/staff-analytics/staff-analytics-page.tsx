import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ANALYTICS_PERIOD_MAX_DAYS,
  ANALYTICS_TOP_PAGES,
  ANALYTICS_TOP_REFERRERS,
  type AnalyticsPeriodResponse,
} from '@gloh/contract/staff-ops';
import { formatNumber } from '@gloh/shared/number-format';
import type { StaffPageProps } from '@gloh/shared/staff-pages';
import { StaffPageHeading } from '@gloh/shared/staff-page-heading';
import { STAFF_PAGE_TITLES } from '../../config/staff-pages';
import { useStaffReport } from '../../hooks/use-staff-report';
import { formatDay } from './analytics-days';
import {
  defaultPeriod,
  periodProblem,
  type AnalyticsPeriod,
  type PeriodProblem,
} from './analytics-period';
import { totalsOf } from './analytics-totals';
import { formatTimeOnPage } from './time-on-page';
import { getAnalytics } from './get-analytics';
import { ReportTable } from './report-table';
import { ViewsChart } from './views-chart';
import { ErrorAlert } from '../../components/error-alert';

const TITLE = STAFF_PAGE_TITLES.analytics;
const LOAD_FAILED = 'The analytics could not be loaded. Try again.';
const TIME_ON_PAGE = 'Average time on page';

function Report({ report }: { report: AnalyticsPeriodResponse }) {
  const totals = totalsOf(report.days);
  const figures = [
    { label: 'Views', value: formatNumber(totals.views) },
    { label: 'Visitors', value: formatNumber(totals.visitors) },
    { label: TIME_ON_PAGE, value: formatTimeOnPage(totals.avgSecondsOnPage) },
  ];
  return (
    <>
      <section aria-labelledby="analytics-totals" className="mb-4">
        <h2 id="analytics-totals" className="h4">
          Totals
        </h2>
        <dl className="d-flex flex-wrap gap-3 mb-1">
          {figures.map((figure) => (
            <div key={figure.label} className="card card-body flex-grow-0 py-2 px-3">
              <dt className="fw-normal text-body-secondary">{figure.label}</dt>
              <dd className="fs-4 fw-semibold mb-0">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary">
          A visitor is recognised within one day only: one person on three days counts as three
          visitors.
        </p>
      </section>
      <section aria-labelledby="analytics-days" className="mb-4">
        <h2 id="analytics-days" className="h4">
          Views and visitors per day
        </h2>
        <ViewsChart days={report.days} />
        <ReportTable caption="Views per day" headers={['Day', 'Views', 'Visitors', TIME_ON_PAGE]}>
          {report.days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="fw-normal text-nowrap">
                <time dateTime={day.day}>{formatDay(day.day)}</time>
              </th>
              <td className="text-end">{formatNumber(day.views)}</td>
              <td className="text-end">{formatNumber(day.visitors)}</td>
              <td className="text-end text-nowrap">{formatTimeOnPage(day.avgSecondsOnPage)}</td>
            </tr>
          ))}
        </ReportTable>
      </section>
      <section aria-labelledby="analytics-pages" className="mb-4">
        <h2 id="analytics-pages" className="h4">
          Top pages
        </h2>
        <ReportTable
          caption={`The ${ANALYTICS_TOP_PAGES} most viewed pages`}
          headers={['Path', 'Views', 'Visitors', TIME_ON_PAGE]}
        >
          {report.topPages.length === 0 ? (
            <tr>
              <td colSpan={4}>No page was viewed in this period.</td>
            </tr>
          ) : (
            report.topPages.map((page) => (
              <tr key={page.path}>
                <th scope="row" className="fw-normal text-break">
                  {page.path}
                </th>
                <td className="text-end">{formatNumber(page.views)}</td>
                <td className="text-end">{formatNumber(page.visitors)}</td>
                <td className="text-end text-nowrap">{formatTimeOnPage(page.avgSecondsOnPage)}</td>
              </tr>
            ))
          )}
        </ReportTable>
      </section>
      <section aria-labelledby="analytics-referrers" className="mb-4">
        <h2 id="analytics-referrers" className="h4">
          Top referrers
        </h2>
        <ReportTable
          caption={`The ${ANALYTICS_TOP_REFERRERS} sites that sent the most views`}
          headers={['Origin', 'Views']}
        >
          {report.topReferrers.length === 0 ? (
            <tr>
              <td colSpan={2}>No view came from another site in this period.</td>
            </tr>
          ) : (
            report.topReferrers.map((referrer) => (
              <tr key={referrer.origin}>
                <th scope="row" className="fw-normal text-break">
                  {referrer.origin}
                </th>
                <td className="text-end">{formatNumber(referrer.views)}</td>
              </tr>
            ))
          )}
        </ReportTable>
      </section>
    </>
  );
}

/** The site's visits over a chosen period: totals, a chart per day, top pages and referrers. */
export default function StaffAnalyticsPage({ now }: StaffPageProps & { now?: Date }) {
  const [draft, setDraft] = useState<AnalyticsPeriod>(() => defaultPeriod(now ?? new Date()));
  // A new object per Show, so showing the same period again asks the API again.
  const [request, setRequest] = useState<AnalyticsPeriod>(draft);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  const { report, loading, loadError } = useStaffReport(request, getAnalytics, LOAD_FAILED);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const ids = { from: useId(), to: useId(), hint: useId(), problem: useId() };

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = periodProblem(draft);
    setProblem(found);
    if (found) {
      (found.field === 'from' ? fromRef : toRef).current?.focus();
      return;
    }
    setRequest({ ...draft });
  };

  const describedBy = (field: keyof AnalyticsPeriod) =>
    problem?.field === field ? `${ids.problem} ${ids.hint}` : ids.hint;

  return (
    <>
      <StaffPageHeading title={TITLE} />
      {/* The checks are the page's own, with messages that say what to change. */}
      <form noValidate onSubmit={show} aria-label="Period" className="mb-4">
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor={ids.from} className="form-label">
              From
            </label>
            <input
              ref={fromRef}
              id={ids.from}
              type="date"
              className={`form-control${problem?.field === 'from' ? ' is-invalid' : ''}`}
              value={draft.from}
              aria-invalid={problem?.field === 'from' || undefined}
              aria-describedby={describedBy('from')}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="form-label">
              To
            </label>
            <input
              ref={toRef}
              id={ids.to}
              type="date"
              className={`form-control${problem?.field === 'to' ? ' is-invalid' : ''}`}
              value={draft.to}
              aria-invalid={problem?.field === 'to' || undefined}
              aria-describedby={describedBy('to')}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            Show
          </button>
        </div>
        <p id={ids.hint} className="form-text mb-0">
          Days are UTC days, both included; at most {ANALYTICS_PERIOD_MAX_DAYS} days.
        </p>
        <div id={ids.problem} role="alert" className="text-danger">
          {problem?.message}
        </div>
      </form>
      <ErrorAlert message={loadError} />
      <div aria-busy={loading}>
        {report && (
          <>
            <p aria-live="polite">
              From <time dateTime={report.from}>{formatDay(report.from)}</time> to{' '}
              <time dateTime={report.to}>{formatDay(report.to)}</time>
            </p>
            <Report report={report} />
          </>
        )}
        {!report && loading && <p>Loading…</p>}
      </div>
    </>
  );
}
