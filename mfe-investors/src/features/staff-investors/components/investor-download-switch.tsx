import { useId, useState } from 'react';
import type { InvestorAccess } from '@gloh/contract/investor-access';
import { staffActionRefusal, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { postInvestorDownload } from '../api/investor-access-api';

/**
 * Whether this investor may download the deck as a PDF. Turning it off asks first, naming the
 * person; turning it back on does not (it takes nothing away). Either way a passkey step-up.
 */
export function InvestorDownloadSwitch({
  investor,
  name,
  onDone,
}: {
  investor: InvestorAccess;
  name: string;
  onDone: (outcome: StaffActionOutcome, changed: boolean) => void;
}) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState<InvestorAccess | null>(null);
  const allowed = investor.downloadAllowed;

  const send = async (downloadAllowed: boolean) => {
    setSending(true);
    const outcome = await postInvestorDownload(
      investor.id,
      { downloadAllowed },
      {
        stepUpAction: downloadAllowed
          ? `let ${name} download the deck`
          : `stop ${name} downloading the deck`,
      },
    );
    setSending(false);
    if (outcome.kind === 'ok') {
      onDone(
        {
          kind: 'done',
          text: outcome.body.investor.downloadAllowed
            ? `${name} may download the deck again.`
            : `${name} can no longer download the deck; reading it in the viewer is unchanged.`,
        },
        true,
      );
    } else {
      onDone(staffActionRefusal(outcome, `Downloading for ${name} was not changed.`), false);
    }
  };

  return (
    <>
      <div className="form-check form-switch mt-3">
        <input
          id={`${id}-switch`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={allowed}
          disabled={sending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            if (event.target.checked) void send(true);
            else setConfirming(investor);
          }}
        />
        <label className="form-check-label" htmlFor={`${id}-switch`}>
          May download the deck
        </label>
      </div>
      <p id={`${id}-hint`} className="form-text mt-0 mb-0">
        {allowed
          ? 'Their viewer offers the PDF, stamped with their email.'
          : 'Downloading is off: their viewer has no download button and the download is refused. They can still read the deck in the viewer.'}
      </p>
      <ConfirmDialog
        subject={confirming}
        title={(subject) => `Stop ${name} (${subject.email}) downloading the deck?`}
        confirmLabel="Turn off downloading"
        confirmVariant="warning"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void send(false);
        }}
      >
        {() =>
          `Their viewer will no longer offer the PDF and the download will be refused from their next request. Copies they already downloaded are not affected.`
        }
      </ConfirmDialog>
    </>
  );
}
