import Alert from 'react-bootstrap/Alert';
import type { AccessRequestSummary } from '@gloh/contract/staff-ir';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { RequesterList } from './requester-list';
import { requestCount } from './request-count';
import { useAccessEndField } from './access-end-field';

/**
 * Asks once before approving several requests, naming how many and whom. Those whose email was
 * revoked get their access back, which the member must see before they confirm. One optional end
 * date applies to every access given.
 */
export function BulkApproveDialog({
  requests,
  onCancel,
  onConfirm,
}: {
  requests: readonly AccessRequestSummary[] | null;
  onCancel: () => void;
  onConfirm: (requests: readonly AccessRequestSummary[], accessExpiresAt: string | null) => void;
}) {
  const end = useAccessEndField();
  return (
    <ConfirmDialog
      subject={requests}
      title={(shown) => `Approve ${requestCount(shown.length)}?`}
      confirmLabel={requests ? `Approve ${requestCount(requests.length)}` : 'Approve'}
      confirmVariant="primary"
      onCancel={() => {
        end.reset();
        onCancel();
      }}
      canConfirm={end.check}
      onConfirm={(shown) => onConfirm(shown, end.take())}
    >
      {(shown) => {
        const revoked = shown.filter((request) => request.investorRevokedAt !== null);
        return (
          <>
            <RequesterList requests={shown} label={`The ${requestCount(shown.length)}`} />
            {revoked.length > 0 && (
              <Alert variant="warning">
                Approving restores the access to the deck of{' '}
                {revoked.map((request) => request.email).join(', ')}, revoked before.
              </Alert>
            )}
            <p className="mb-0">
              Each is mailed an access code. A request decided meanwhile elsewhere is left as it is
              and named in the result.
            </p>
            {end.field}
          </>
        );
      }}
    </ConfirmDialog>
  );
}
