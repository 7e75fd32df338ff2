import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { DECK_AGREEMENT_API_PATHS } from '@gloh/contract/deck-agreement';
import {
  StaffActionNotice,
  staffActionRefusal,
  type StaffActionOutcome,
} from '@gloh/staff-ui/action-notice';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { STAFF_IR_PAGES } from '../../config/staff-paths';
import { useStaffAnswer } from '../../hooks/use-staff-answer';
import { getAgreement } from './api/get-agreement';
import { publishAgreement } from './api/publish-agreement';
import { turnOffAgreement } from './api/turn-off-agreement';
import { AgreementForm } from './components/agreement-form';
import { AgreementVersions } from './components/agreement-versions';

/** What the member asked to do, waiting for their confirmation. */
type Pending =
  { kind: 'publish'; body: string; version: number } | { kind: 'turn-off'; version: number };

/**
 * /staff/ir/agreement: the confidentiality agreement investors accept before the deck opens —
 * write and publish a new version, stop requiring it, see each version and export acceptances.
 */
export default function StaffAgreementPage() {
  const { state, reload } = useStaffAnswer(
    getAgreement,
    'The agreement could not be loaded. Try again.',
  );
  const [notice, setNotice] = useState<StaffActionOutcome>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const act = async (action: Pending) => {
    setBusy(true);
    setNotice(null);
    if (action.kind === 'publish') {
      const outcome = await publishAgreement(action.body);
      if (outcome.kind === 'ok') {
        setNotice({
          kind: 'done',
          text: `Version ${outcome.body.version.version} is published: investors accept it before the deck opens.`,
        });
        reload();
      } else setNotice(staffActionRefusal(outcome, 'The agreement was not published.'));
    } else {
      const outcome = await turnOffAgreement();
      if (outcome.kind === 'ok') {
        setNotice({ kind: 'done', text: 'Investors no longer need to accept an agreement.' });
        reload();
      } else setNotice(staffActionRefusal(outcome, 'The agreement is still required.'));
    }
    setBusy(false);
  };

  return (
    <>
      <StaffPageHeading
        title={STAFF_IR_PAGES.agreement.title}
        heading="Confidentiality agreement"
      />
      <StaffActionNotice outcome={notice} />
      {state.status === 'loading' && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      {state.status === 'loaded' && (
        <>
          <section aria-labelledby="agreement-status-heading" className="mb-4">
            <h2 id="agreement-status-heading" className="h4">
              Status
            </h2>
            <p>
              {state.body.required === null
                ? 'No agreement is required: investors open the deck straight away.'
                : `Investors must accept version ${state.body.required} before the deck opens.`}
            </p>
            <div className="d-flex flex-wrap gap-2">
              {state.body.required !== null && (
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={busy}
                  onClick={() => setPending({ kind: 'turn-off', version: state.body.required! })}
                >
                  Stop requiring the agreement
                </button>
              )}
              <a
                className="btn btn-outline-secondary"
                href={DECK_AGREEMENT_API_PATHS.staffAcceptancesCsv}
                download
              >
                Export acceptances (CSV)
              </a>
            </div>
          </section>
          <section aria-labelledby="agreement-publish-heading" className="mb-4">
            <h2 id="agreement-publish-heading" className="h4">
              Publish a new version
            </h2>
            {/* A new version in force starts the form again from its text. */}
            <AgreementForm
              key={state.body.versions[0]?.version ?? 0}
              initialText={state.body.versions[0]?.body ?? ''}
              nextVersion={(state.body.versions[0]?.version ?? 0) + 1}
              busy={busy}
              onPublish={(body) =>
                setPending({
                  kind: 'publish',
                  body,
                  version: (state.body.versions[0]?.version ?? 0) + 1,
                })
              }
            />
          </section>
          <section aria-labelledby="agreement-versions-heading">
            <h2 id="agreement-versions-heading" className="h4">
              Versions
            </h2>
            <AgreementVersions versions={state.body.versions} required={state.body.required} />
          </section>
        </>
      )}
      <ConfirmDialog
        subject={pending}
        title={(action) =>
          action.kind === 'publish'
            ? `Publish version ${action.version} of the agreement?`
            : 'Stop requiring the agreement?'
        }
        confirmLabel={(pending?.kind ?? 'publish') === 'publish' ? 'Publish' : 'Stop requiring'}
        confirmVariant={(pending?.kind ?? 'publish') === 'publish' ? 'primary' : 'danger'}
        onCancel={() => setPending(null)}
        onConfirm={(action) => {
          setPending(null);
          void act(action);
        }}
      >
        {(action) =>
          action.kind === 'publish'
            ? `Every investor, including those who accepted an earlier version, must accept version ${action.version} before the deck opens again.`
            : `Investors open the deck without accepting version ${action.version}. Publishing a version later requires it again.`
        }
      </ConfirmDialog>
    </>
  );
}
