import { type ButtonHTMLAttributes, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import {
  type DeckVersionSummary,
  STAFF_IR_API_PATHS,
  staffIrApiPath,
} from '@gloh/contract/staff-ir';
import type { StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { DeckEngagement } from './deck-engagement';
import { DeckNoteForm } from './deck-note-form';
import { DeckScheduleForm } from './deck-schedule-form';

export const pageCount = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** "Ivy Reyes (ivy@…)", the email alone, or the deck file the server was set up with. */
function uploader(version: DeckVersionSummary): string {
  if (version.uploadedBy === null) return 'the server (its configured deck file)';
  return version.uploadedByName
    ? `${version.uploadedByName} (${version.uploadedBy})`
    : version.uploadedBy;
}

/** A button of a version's card, named with the version for screen readers. */
function CardButton({
  version,
  children,
  ...props
}: { version: number } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="btn btn-outline-secondary btn-sm" {...props}>
      {children}
      <span className="visually-hidden"> of version {version}</span>
    </button>
  );
}

/** One deck version: its file and uploader, note, preview, schedule, and how it was read. */
export function DeckVersionCard({
  version,
  busy,
  onMakeLive,
  onCancelSchedule,
  onChanged,
}: {
  version: DeckVersionSummary;
  busy: boolean;
  onMakeLive: () => void;
  onCancelSchedule: () => void;
  /** A form of the card finished: its notice, and whether the list should be loaded again. */
  onChanged: (outcome: StaffActionOutcome, saved: boolean) => void;
}) {
  // The live version's engagement is open from the start; older ones load when asked for.
  const [open, setOpen] = useState(version.live);
  const [editing, setEditing] = useState<'note' | 'schedule' | null>(null);
  const headingId = `deck-version-${version.version}`;
  const engagementId = `deck-version-${version.version}-engagement`;
  const done = (outcome: StaffActionOutcome, saved: boolean) => {
    if (saved) setEditing(null);
    onChanged(outcome, saved);
  };
  return (
    <article className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 id={headingId} className="h5 mb-0 me-auto">
            Version {version.version}{' '}
            {version.live && (
              <Badge bg="success" className="align-middle">
                Live
              </Badge>
            )}
          </h3>
          <a
            className="btn btn-outline-secondary btn-sm"
            href={staffIrApiPath(STAFF_IR_API_PATHS.deckPdf, { version: version.version })}
            target="_blank"
            rel="noopener noreferrer"
          >
            Preview PDF
            <span className="visually-hidden">
              {' '}
              of version {version.version} (opens in a new tab)
            </span>
          </a>
          {!version.live && (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={`Make live: version ${version.version}`}
              disabled={busy}
              onClick={onMakeLive}
            >
              Make live
            </button>
          )}
        </div>
        <p className="mb-2 text-break">
          <span className="fw-semibold">{version.fileName}</span>, {pageCount(version.pageCount)},
          uploaded {formatStaffDateTime(version.uploadedAt)} by {uploader(version)}.{' '}
          <span className="text-body-secondary">SHA-256 {version.sha256.slice(0, 12)}…</span>
        </p>
        {version.publishAt && (
          <p className="mb-2">
            Goes live {formatStaffDateTime(version.publishAt)}
            {version.publishScheduledBy && <> (scheduled by {version.publishScheduledBy})</>}.{' '}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              disabled={busy}
              onClick={onCancelSchedule}
            >
              Cancel schedule<span className="visually-hidden"> of version {version.version}</span>
            </button>
          </p>
        )}
        {version.note && editing !== 'note' && (
          <p className="mb-2 text-break">
            <span className="fw-semibold">Note:</span> {version.note}{' '}
            {version.noteUpdatedBy && version.noteUpdatedAt && (
              <span className="text-body-secondary">
                ({version.noteUpdatedBy}, {formatStaffDateTime(version.noteUpdatedAt)})
              </span>
            )}
          </p>
        )}
        {editing === 'note' && (
          <DeckNoteForm version={version} onDone={done} onCancel={() => setEditing(null)} />
        )}
        {editing === 'schedule' && (
          <DeckScheduleForm version={version} onDone={done} onCancel={() => setEditing(null)} />
        )}
        <div className="d-flex flex-wrap gap-2 mb-2">
          {editing !== 'note' && (
            <CardButton version={version.version} onClick={() => setEditing('note')}>
              {version.note ? 'Edit note' : 'Add note'}
            </CardButton>
          )}
          {!version.live && editing !== 'schedule' && (
            <CardButton version={version.version} onClick={() => setEditing('schedule')}>
              {version.publishAt ? 'Change schedule' : 'Schedule publish'}
            </CardButton>
          )}
          <CardButton
            version={version.version}
            aria-expanded={open}
            aria-controls={engagementId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide engagement' : 'Show engagement'}
          </CardButton>
        </div>
        <div id={engagementId}>{open && <DeckEngagement version={version.version} />}</div>
      </div>
    </article>
  );
}
