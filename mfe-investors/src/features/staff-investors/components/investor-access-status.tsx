import { accessTerm } from '@gloh/contract/investor-access';
import type { InvestorSummary } from '@gloh/contract/staff-ir';
import { formatStaffDateTime } from '@gloh/staff-ui/format';

type AccessFields = Pick<InvestorSummary, 'status' | 'revokedAt' | 'accessExpiresAt'>;

/** "active" with "Access until …" under it, "Expired …", or the bare status. */
export function InvestorAccessStatus({ investor }: { investor: AccessFields }) {
  const term = accessTerm(investor);
  if (term?.kind === 'expired') {
    return (
      <>
        Expired <time dateTime={term.at}>{formatStaffDateTime(term.at)}</time>
      </>
    );
  }
  return (
    <>
      {investor.status}
      {term && (
        <>
          <br />
          <small>
            Access until <time dateTime={term.at}>{formatStaffDateTime(term.at)}</time>
          </small>
        </>
      )}
    </>
  );
}
