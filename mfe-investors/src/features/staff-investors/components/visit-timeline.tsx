import { useId } from 'react';
import type { InvestorVisit, VisitDevice } from '@gloh/contract/staff-investor-reading';
import { formatStaffDateTime, formatStaffDuration } from '@gloh/staff-ui/format';

const DEVICE_NAMES: Record<VisitDevice, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

/** Page numbers as runs: [1, 2, 3, 5] → "1–3, 5". */
export function pageRuns(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    runs.push(end === index ? `${sorted[index]}` : `${sorted[index]}–${sorted[end]}`);
    index = end + 1;
  }
  return runs.join(', ');
}

/** "3 pages of version 2 (1–3)", per version the visit read; "None reported" for none. */
export function pagesSeenOf(visit: InvestorVisit): string {
  if (visit.pages.length === 0) return 'None reported';
  const byVersion = new Map<number, number[]>();
  for (const { deckVersion, page } of visit.pages) {
    byVersion.set(deckVersion, [...(byVersion.get(deckVersion) ?? []), page]);
  }
  return [...byVersion]
    .map(
      ([version, pages]) =>
        `${pages.length} ${pages.length === 1 ? 'page' : 'pages'} of version ${version} (${pageRuns(pages)})`,
    )
    .join('; ');
}

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * An investor's visits, newest first, one card each: when, from what device, the pages seen,
 * the reading time, openings and downloads. A visit too short for any reading report still
 * shows, with 0 s.
 */
export function VisitTimeline({ visits, days }: { visits: InvestorVisit[]; days: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4">
        Visits
      </h2>
      {visits.length === 0 ? (
        <p>No visits in the last {days} days.</p>
      ) : (
        <>
          <p className="text-body-secondary">
            Newest first: {times(visits.length, 'visit', 'visits')} in the last {days} days.
          </p>
          <ol className="list-unstyled mb-0">
            {visits.map((visit) => (
              <li key={visit.sessionId} className="card mb-2">
                <div className="card-body py-2">
                  <h3 className="h6 card-title mb-2">
                    <time dateTime={visit.startedAt}>{formatStaffDateTime(visit.startedAt)}</time>
                    {visit.viewingNow && (
                      <span className="badge text-bg-success ms-2">Viewing now</span>
                    )}
                  </h3>
                  <dl className="row mb-0 small">
                    <dt className="col-5 col-md-3">Device</dt>
                    <dd className="col-7 col-md-9 mb-1">
                      {visit.device ? DEVICE_NAMES[visit.device] : 'Not known'}
                    </dd>
                    <dt className="col-5 col-md-3">Pages seen</dt>
                    <dd className="col-7 col-md-9 mb-1">{pagesSeenOf(visit)}</dd>
                    <dt className="col-5 col-md-3">Reading time</dt>
                    <dd className="col-7 col-md-9 mb-1">
                      {formatStaffDuration(visit.readingSeconds)}
                    </dd>
                    <dt className="col-5 col-md-3">Deck opened</dt>
                    <dd className="col-7 col-md-9 mb-1">
                      {visit.opens === 0 ? 'Not opened' : times(visit.opens, 'time', 'times')}
                    </dd>
                    <dt className="col-5 col-md-3">Downloads</dt>
                    <dd className="col-7 col-md-9 mb-1">{visit.downloads}</dd>
                    <dt className="col-5 col-md-3">Last activity</dt>
                    <dd className="col-7 col-md-9 mb-0">
                      <time dateTime={visit.lastActivityAt}>
                        {formatStaffDateTime(visit.lastActivityAt)}
                      </time>
                    </dd>
                  </dl>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
