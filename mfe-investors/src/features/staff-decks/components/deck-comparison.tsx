import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { DeckEngagementResponse, DeckVersionSummary } from '@gloh/contract/staff-ir';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import { formatStaffDuration, STAFF_NONE } from '@gloh/staff-ui/format';
import { getStaffIr } from '../../../api/staff-ir-api';

type Comparison =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; first: DeckEngagementResponse; second: DeckEngagementResponse };

const readers = (count: number) => `${count} ${count === 1 ? 'reader' : 'readers'}`;

/** `+12 s`, `−1 min 05 s`, `0 s`: how much longer the first version's readers stayed. */
export function formatSecondsDifference(seconds: number): string {
  const rounded = Math.round(seconds);
  if (rounded === 0) return '0 s';
  return `${rounded > 0 ? '+' : '−'}${formatStaffDuration(Math.abs(rounded))}`;
}

/** The live version first, else the newest; then the newest other one. */
function defaultPair(versions: readonly DeckVersionSummary[]): [number, number] {
  const first = (versions.find((version) => version.live) ?? versions[0])!.version;
  const second = versions.find((version) => version.version !== first)!.version;
  return [first, second];
}

/**
 * Time per page of two deck versions side by side, as read in the engagement period: where a new
 * version holds readers longer or loses them sooner. Loaded when asked, not with the page.
 */
export function DeckComparison({ versions }: { versions: readonly DeckVersionSummary[] }) {
  const id = useId();
  const [[first, second], setPair] = useState(() => defaultPair(versions));
  const [problem, setProblem] = useState<string | null>(null);
  const [comparison, setComparison] = useState<Comparison>({ status: 'idle' });

  async function compare(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (first === second) {
      setProblem('Choose two different versions.');
      return;
    }
    setProblem(null);
    setComparison({ status: 'loading' });
    const [a, b] = await Promise.all(
      [first, second].map((version) => getStaffIr('deckEngagement', { version })),
    );
    if (a?.kind === 'ok' && b?.kind === 'ok') {
      setComparison({ status: 'loaded', first: a.body, second: b.body });
      return;
    }
    const failed = a?.kind !== 'ok' ? a : b;
    setComparison({
      status: 'failed',
      message: staffFailureMessage(failed!, 'The versions could not be compared. Try again.'),
    });
  }

  const choose = (label: string, value: number, onChange: (version: number) => void) => {
    const selectId = `${id}-${label === 'Version' ? 'first' : 'second'}`;
    return (
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={selectId}>
          {label}
        </label>
        <select
          id={selectId}
          className="form-select"
          value={value}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : `${id}-problem`}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {versions.map((version) => (
            <option key={version.version} value={version.version}>
              {`Version ${version.version}${version.live ? ' (live)' : ''}`}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <>
      <form
        className="row g-3 align-items-end mb-3"
        onSubmit={(event) => void compare(event)}
        noValidate
      >
        {choose('Version', first, (version) => setPair([version, second]))}
        {choose('with version', second, (version) => setPair([first, version]))}
        <div className="col-12 col-md-3">
          <button type="submit" className="btn btn-outline-primary">
            Compare
          </button>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="col-12 text-danger mb-0" role="alert">
            {problem}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {comparison.status === 'loading' && <p role="status">Loading both versions…</p>}
        {comparison.status === 'failed' && <Alert variant="danger">{comparison.message}</Alert>}
        {comparison.status === 'loaded' && <ComparisonTable {...comparison} />}
      </div>
    </>
  );
}

function ComparisonTable({
  first,
  second,
}: {
  first: DeckEngagementResponse;
  second: DeckEngagementResponse;
}) {
  const captionId = useId();
  const [a, b] = [first.deckVersion, second.deckVersion];
  const pages = Array.from(
    { length: Math.max(first.pageCount, second.pageCount) },
    (_, index) => index + 1,
  );
  const median = (engagement: DeckEngagementResponse, page: number) =>
    engagement.medianSeconds[page - 1] ?? null;
  const shown = (seconds: number | null) =>
    seconds === null ? STAFF_NONE : formatStaffDuration(seconds);
  return (
    <>
      <p>
        In the last {first.days} days: version {a}, {readers(first.viewers)}; version {b},{' '}
        {readers(second.viewers)}. A page nobody reached shows {STAFF_NONE}.
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-responsive" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table table-sm table-striped align-middle">
          <caption id={captionId} className="caption-top">
            Median time on each page, version {a} and version {b}
          </caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Version {a}</th>
              <th scope="col">Version {b}</th>
              <th scope="col">
                Version {a} against {b}
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => {
              const [x, y] = [median(first, page), median(second, page)];
              return (
                <tr key={page}>
                  <th scope="row">{page}</th>
                  <td>{shown(x)}</td>
                  <td>{shown(y)}</td>
                  <td>{x === null || y === null ? STAFF_NONE : formatSecondsDifference(x - y)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
