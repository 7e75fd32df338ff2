import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ANALYTICS_PERIOD_MAX_DAYS,
  ANALYTICS_TOP_PAGES,
  ANALYTICS_TOP_REFERRERS,
  type AnalyticsPeriodResponse,
} from '@gloh/contract/staff-ops';
import { formatNumber } from '@gloh/shared/number-format';
import type { StaffPageProps } from '@gloh/staff-ui/pages';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
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
import { ReportRow, ReportSection, ReportTable, type ReportTableContent } from './report-table';
import { ViewsChart } from './views-chart';
import { ErrorAlert } from '../../components/error-alert';

const TITLE = STAFF_PAGE_TITLES.analytics;
const LOAD_FAILED = 'The analytics could not be loaded. Try again.';
const TIME_ON_PAGE = 'Average time on page';
const TABLES = {
  days: { caption: 'Views per day', headers: ['Day (UTC)', 'Views', 'Visitors', TIME_ON_PAGE] },
  pages: {
    caption: `The ${ANALYTICS_TOP_PAGES} most viewed pages`,
    headers: ['Path', 'Views', 'Visitors', TIME_ON_PAGE],
    empty: 'No page was viewed in this period.',
  },
  referrers: {
    caption: `The ${ANALYTICS_TOP_REFERRERS} sites that sent the most views`,
    headers: ['Origin', 'Views'],
    empty: 'No view came from another site in this period.',
  },
} satisfies Record<string, ReportTableContent>;
const PERIOD_FIELDS = [
  ['from', 'From'],
  ['to', 'To'],
] as const satisfies readonly (readonly [keyof AnalyticsPeriod, string])[];

function Report({ report }: { report: AnalyticsPeriodResponse }) {
  const totals = totalsOf(report.days);
  const figures = [
    { label: 'Views', value: formatNumber(totals.views) },
    { label: 'Visitors', value: formatNumber(totals.visitors) },
    { label: TIME_ON_PAGE, value: formatTimeOnPage(totals.avgSecondsOnPage) },
  ];
  return (
    <>
      <ReportSection id="analytics-totals" title="Totals">
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
      </ReportSection>
      <ReportSection id="analytics-days" title="Views and visitors per day">
        <ViewsChart days={report.days} />
        <ReportTable {...TABLES.days}>
          {report.days.map((day) => (
            <ReportRow
              key={day.day}
              label={<time dateTime={day.day}>{formatDay(day.day)}</time>}
              labelNoWrap
              figures={day}
            />
          ))}
        </ReportTable>
      </ReportSection>
      <ReportSection id="analytics-pages" title="Top pages" table={TABLES.pages}>
        {report.topPages.map((page) => (
          <ReportRow key={page.path} label={page.path} figures={page} />
        ))}
      </ReportSection>
      <ReportSection id="analytics-referrers" title="Top referrers" table={TABLES.referrers}>
        {report.topReferrers.map((referrer) => (
          <ReportRow key={referrer.origin} label={referrer.origin} figures={referrer} />
        ))}
      </ReportSection>
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
  const refs = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const ids = { from: useId(), to: useId(), hint: useId(), problem: useId() };

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = periodProblem(draft);
    setProblem(found);
    if (found) {
      refs[found.field].current?.focus();
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
          {PERIOD_FIELDS.map(([field, label]) => (
            <div key={field}>
              <label htmlFor={ids[field]} className="form-label">
                {label}
              </label>
              <input
                ref={refs[field]}
                id={ids[field]}
                type="date"
                className={`form-control${problem?.field === field ? ' is-invalid' : ''}`}
                value={draft[field]}
                aria-invalid={problem?.field === field || undefined}
                aria-describedby={describedBy(field)}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            </div>
          ))}
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
              <time dateTime={report.to}>{formatDay(report.to)}</time> (days in UTC)
            </p>
            <Report report={report} />
          </>
        )}
        {!report && loading && <p>Loading…</p>}
      </div>
    </>
  );
}
