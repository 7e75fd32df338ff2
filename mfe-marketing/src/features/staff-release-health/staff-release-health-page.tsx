import { useId, useState, type FormEvent } from 'react';
import {
  RELEASE_HEALTH_DEFAULT_DAYS,
  RELEASE_HEALTH_REMOTES,
  VITAL_GOOD_P75,
  type ReleaseHealthRemote,
  type ReleaseHealthRow,
  type VitalMetric,
} from '@gloh/contract/release-health';
import { formatNumber } from '@gloh/shared/number-format';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import type { StaffPageProps } from '@gloh/staff-ui/pages';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { STAFF_PAGE_TITLES } from '../../config/staff-pages';
import { useStaffReport } from '../../hooks/use-staff-report';
import { getReleaseHealth, type ReleaseHealthQuery } from './get-release-health';
import { changeFrom, formatVital, isOverTarget, REMOTE_LABELS } from './release-figures';
import { ErrorAlert } from '../../components/error-alert';
import { ReleasePreviews } from './release-previews';

const TITLE = STAFF_PAGE_TITLES.releaseHealth;
const LOAD_FAILED = 'The release health could not be loaded. Try again.';
const PERIODS = [7, RELEASE_HEALTH_DEFAULT_DAYS, 90] as const;
const ALL = 'all';

const METRICS: {
  metric: VitalMetric;
  header: string;
  field: 'lcpP75Ms' | 'inpP75Ms' | 'clsP75';
}[] = [
  { metric: 'LCP', header: 'LCP (p75)', field: 'lcpP75Ms' },
  { metric: 'INP', header: 'INP (p75)', field: 'inpP75Ms' },
  { metric: 'CLS', header: 'CLS (p75)', field: 'clsP75' },
];

function VitalCell({
  metric,
  value,
  previous,
}: {
  metric: VitalMetric;
  value: number | null;
  previous: number | null | undefined;
}) {
  const over = isOverTarget(metric, value);
  const change = changeFrom(value, previous);
  return (
    <td className="text-end text-nowrap">
      <span className={over ? 'text-danger fw-semibold' : undefined}>
        {formatVital(metric, value)}
      </span>
      {over && <span className="d-block small text-danger">over target</span>}
      {previous !== undefined && (
        <span className="d-block small text-body-secondary">
          was {formatVital(metric, previous)}
          {change && `, ${change}`}
        </span>
      )}
    </td>
  );
}

function ReleaseRow({ row }: { row: ReleaseHealthRow }) {
  const before = row.previous ?? undefined;
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {REMOTE_LABELS[row.remote]}
        <code className="d-block">{row.release}</code>
        {before && (
          <span className="d-block small text-body-secondary">
            after <code>{before.release}</code>
          </span>
        )}
      </th>
      <td className="text-nowrap">{formatStaffDateTime(row.firstSeen)}</td>
      <td className="text-end">{formatNumber(row.pageLoads)}</td>
      {METRICS.map(({ metric, field }) => (
        <VitalCell key={metric} metric={metric} value={row[field]} previous={before?.[field]} />
      ))}
      <td className="text-end">
        {formatNumber(row.errors)}
        {before && (
          <span className="d-block small text-body-secondary">
            was {formatNumber(before.errors)}
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * Each release of each part of the site, newest first, beside the release before it: the 75th
 * percentile of the Core Web Vitals visitors measured and the uncaught errors, so a regression
 * shows the day a release ships.
 */
export default function StaffReleaseHealthPage(_props: StaffPageProps) {
  const [draft, setDraft] = useState<ReleaseHealthQuery>({ days: RELEASE_HEALTH_DEFAULT_DAYS });
  // A new object per Show, so showing the same choice again asks the API again.
  const [query, setQuery] = useState<ReleaseHealthQuery>(draft);
  const { report, loading, loadError } = useStaffReport(query, getReleaseHealth, LOAD_FAILED);
  const ids = { remote: useId(), days: useId(), caption: useId() };

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ ...draft });
  };

  return (
    <>
      <StaffPageHeading title={TITLE} />
      <ReleasePreviews />
      <form onSubmit={show} aria-label="Releases to show" className="mb-4">
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor={ids.remote} className="form-label">
              Part of the site
            </label>
            <select
              id={ids.remote}
              className="form-select"
              value={draft.remote ?? ALL}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  remote:
                    event.target.value === ALL
                      ? undefined
                      : (event.target.value as ReleaseHealthRemote),
                })
              }
            >
              <option value={ALL}>All</option>
              {RELEASE_HEALTH_REMOTES.map((remote) => (
                <option key={remote} value={remote}>
                  {REMOTE_LABELS[remote]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.days} className="form-label">
              Period
            </label>
            <select
              id={ids.days}
              className="form-select"
              value={draft.days}
              onChange={(event) => setDraft({ ...draft, days: Number(event.target.value) })}
            >
              {PERIODS.map((days) => (
                <option key={days} value={days}>
                  Last {days} days
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary">
            Show
          </button>
        </div>
      </form>
      <ErrorAlert message={loadError} />
      <div aria-busy={loading}>
        {report && report.autoRollbacks.length > 0 && (
          <ul className="list-unstyled" aria-label="Automatic rollbacks">
            {report.autoRollbacks.map((line) => (
              <li key={`${line.remote}/${line.release}`} className="alert alert-warning">
                Release {line.release} of {REMOTE_LABELS[line.remote].toLowerCase()} was rolled back
                automatically at {formatStaffDateTime(line.at)}: {line.reason}. Release{' '}
                {line.returnedTo} is live again.
              </li>
            ))}
          </ul>
        )}
        {report && (
          // Scrolls sideways on a narrow screen rather than the page (focusable for the keyboard).
          <div
            className="table-responsive"
            role="region"
            aria-labelledby={ids.caption}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="table table-striped table-sm align-middle">
              <caption id={ids.caption} className="caption-top">
                Releases
              </caption>
              <thead>
                <tr>
                  <th scope="col">Release</th>
                  <th scope="col">First seen</th>
                  <th scope="col" className="text-end">
                    Page loads
                  </th>
                  {METRICS.map(({ metric, header }) => (
                    <th key={metric} scope="col" className="text-end">
                      {header}
                    </th>
                  ))}
                  <th scope="col" className="text-end">
                    Errors
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.releases.length === 0 ? (
                  <tr>
                    <td colSpan={4 + METRICS.length}>No release reported in this period.</td>
                  </tr>
                ) : (
                  report.releases.map((row) => (
                    <ReleaseRow key={`${row.remote}/${row.release}`} row={row} />
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
        {!report && loading && <p>Loading…</p>}
      </div>
      <p className="small text-body-secondary">
        p75: three visits in four were at least this good. Measured by visitors who allowed
        analytics. &ldquo;Over target&rdquo; is past Google&rsquo;s &ldquo;good&rdquo; (LCP{' '}
        {formatNumber(VITAL_GOOD_P75.LCP)} ms, INP {VITAL_GOOD_P75.INP} ms, CLS {VITAL_GOOD_P75.CLS}
        ). &ldquo;Was&rdquo;: the release before, over its whole life.
      </p>
    </>
  );
}
