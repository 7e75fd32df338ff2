import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import type { DeckVersionSummary } from '@gloh/contract/staff-ir';
import {
  StaffActionNotice,
  staffActionRefusal,
  type StaffActionOutcome,
} from '@gloh/staff-ui/action-notice';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { getStaffIr, postStaffIrAction } from '../../api/staff-ir-api';
import { STAFF_IR_PAGES } from '../../config/staff-paths';
import { useStaffAnswer } from '../../hooks/use-staff-answer';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { DeckEngagement } from './components/deck-engagement';
import { DeckUploadForm } from './components/deck-upload-form';

const getDeckVersions = () => getStaffIr('decks');

const pageCount = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** /staff/ir/decks: the deck's versions, which one investors see, and how each was read. */
export default function StaffDecksPage() {
  const { state: versions, reload } = useStaffAnswer(
    getDeckVersions,
    'The deck versions could not be loaded. Try again.',
  );
  const [notice, setNotice] = useState<StaffActionOutcome>(null);
  const [activating, setActivating] = useState(false);
  const [confirming, setConfirming] = useState<DeckVersionSummary | null>(null);

  const published = (version: DeckVersionSummary, created: boolean) => {
    setNotice({
      kind: 'done',
      text: created
        ? `Version ${version.version} (${pageCount(version.pageCount)}) is live.`
        : `This PDF is already version ${version.version}; nothing new was stored.`,
    });
    reload();
  };

  const makeLive = async (version: number) => {
    setActivating(true);
    setNotice(null);
    const outcome = await postStaffIrAction(
      'deckActivate',
      { version },
      {},
      { stepUpAction: `make version ${version} of the deck live` },
    );
    setActivating(false);
    if (outcome.kind === 'ok') {
      setNotice({ kind: 'done', text: `Version ${outcome.body.version.version} is live.` });
      reload();
    } else {
      setNotice(staffActionRefusal(outcome, `Version ${version} was not made live.`));
    }
  };

  return (
    <>
      <StaffPageHeading title={STAFF_IR_PAGES.decks.title} />
      <StaffActionNotice outcome={notice} />
      <section aria-labelledby="deck-upload-heading">
        <h2 id="deck-upload-heading" className="h4">
          Publish a new version
        </h2>
        <DeckUploadForm onPublished={published} />
      </section>
      <section aria-labelledby="deck-versions-heading">
        <h2 id="deck-versions-heading" className="h4">
          Versions
        </h2>
        {versions.status === 'loading' && (
          <Spinner animation="border" role="status">
            <span className="visually-hidden">Loading…</span>
          </Spinner>
        )}
        {versions.status === 'failed' && <Alert variant="danger">{versions.message}</Alert>}
        {versions.status === 'loaded' && versions.body.versions.length === 0 && (
          <p>No deck has been published yet.</p>
        )}
        {versions.status === 'loaded' &&
          versions.body.versions.map((version) => (
            <DeckVersionCard
              key={version.version}
              version={version}
              busy={activating}
              onMakeLive={() => setConfirming(version)}
            />
          ))}
      </section>
      <ConfirmDialog
        subject={confirming}
        title={(version) => `Make version ${version.version} live?`}
        confirmLabel="Make live"
        confirmVariant="primary"
        onCancel={() => setConfirming(null)}
        onConfirm={(version) => {
          setConfirming(null);
          void makeLive(version.version);
        }}
      >
        {(version) =>
          `Investors see version ${version.version} (${pageCount(version.pageCount)}, uploaded ${formatStaffDateTime(version.uploadedAt)}) from their next page load instead of the live one.`
        }
      </ConfirmDialog>
    </>
  );
}

function DeckVersionCard({
  version,
  busy,
  onMakeLive,
}: {
  version: DeckVersionSummary;
  busy: boolean;
  onMakeLive: () => void;
}) {
  // The live version's engagement is open from the start; older ones load when asked for.
  const [open, setOpen] = useState(version.live);
  const headingId = `deck-version-${version.version}`;
  const engagementId = `deck-version-${version.version}-engagement`;
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
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-expanded={open}
            aria-controls={engagementId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide engagement' : 'Show engagement'}
            <span className="visually-hidden"> of version {version.version}</span>
          </button>
        </div>
        <p className="mb-2 text-break">
          {pageCount(version.pageCount)}, uploaded {formatStaffDateTime(version.uploadedAt)} by{' '}
          {version.uploadedBy}.{' '}
          <span className="text-body-secondary">SHA-256 {version.sha256.slice(0, 12)}…</span>
        </p>
        <div id={engagementId}>{open && <DeckEngagement version={version.version} />}</div>
      </div>
    </article>
  );
}
