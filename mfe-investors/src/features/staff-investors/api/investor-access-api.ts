import {
  INVESTOR_ACCESS_API_PATHS,
  type InvestorAccessExpiryRequest,
  type InvestorAccessExpiryResponse,
  type InvestorAccessResponse,
  type InvestorDownloadRequest,
  type InvestorDownloadResponse,
} from '@gloh/contract/investor-access';
import { getStaff, postStaffAction, type StaffCallOptions } from '@gloh/staff-ui/api-client';

const accessPath = (id: string) =>
  INVESTOR_ACCESS_API_PATHS.investorAccess.replace(':id', encodeURIComponent(id));

/** GET …/investors/:id/access: their status and when their access ends. */
export function getInvestorAccess(id: string) {
  return getStaff<InvestorAccessResponse>(accessPath(id));
}

/** POST …/investors/:id/access: sets, moves or (null) clears the end (after a passkey step-up). */
export function postInvestorAccessExpiry(
  id: string,
  body: InvestorAccessExpiryRequest,
  options?: StaffCallOptions,
) {
  return postStaffAction<InvestorAccessExpiryResponse>(accessPath(id), body, options);
}

/** POST …/investors/:id/download: allows or disallows downloading the deck (after a step-up). */
export function postInvestorDownload(
  id: string,
  body: InvestorDownloadRequest,
  options?: StaffCallOptions,
) {
  return postStaffAction<InvestorDownloadResponse>(
    INVESTOR_ACCESS_API_PATHS.investorDownload.replace(':id', encodeURIComponent(id)),
    body,
    options,
  );
}
