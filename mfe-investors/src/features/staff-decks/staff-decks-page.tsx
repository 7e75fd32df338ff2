import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
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
import { DeckComparison } from './components/deck-comparison';
import { DeckUploadForm } from './components/deck-upload-form';
import { DeckVersionCard, pageCount } from './components/deck-version-card';

const getDeckVersions = () => getStaffIr('decks');

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
      text: !created
        ? `This PDF is already version ${version.version}; nothing new was stored.`
        : version.live
          ? `Version ${version.version} (${pageCount(version.pageCount)}) is live.`
          : `Version ${version.version} (${pageCount(version.pageCount)}) is uploaded; it is not live yet.`,
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

  const cancelSchedule = async (version: number) => {
    setActivating(true);
    setNotice(null);
    const outcome = await postStaffIrAction('deckScheduleCancel', { version }, {});
    setActivating(false);
    if (outcome.kind === 'ok') {
      setNotice({ kind: 'done', text: `Version ${version} is no longer scheduled.` });
      reload();
    } else {
      setNotice(
        staffActionRefusal(outcome, `The schedule of version ${version} was not cancelled.`),
      );
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
              onCancelSchedule={() => void cancelSchedule(version.version)}
              onChanged={(outcome, saved) => {
                setNotice(outcome);
                if (saved) reload();
              }}
            />
          ))}
      </section>
      {versions.status === 'loaded' && versions.body.versions.length > 1 && (
        <section aria-labelledby="deck-compare-heading">
          <h2 id="deck-compare-heading" className="h4">
            Compare two versions
          </h2>
          <DeckComparison versions={versions.body.versions} />
        </section>
      )}
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
