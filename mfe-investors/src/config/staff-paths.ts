import { staffPageHref } from '@gloh/staff-ui/pages';

/**
 * The investor-relations pages of the staff console: their paths below /staff/ and titles,
 * written once for the declarations the shell reads and for the pages themselves.
 */
export const STAFF_IR_PAGES = {
  accessRequests: { path: 'ir/access-requests', title: 'Access requests' },
  investors: { path: 'ir/investors', title: 'Investors' },
  decks: { path: 'ir/decks', title: 'Deck versions' },
  agreement: { path: 'ir/agreement', title: 'Agreement' },
} as const;

/** One investor's engagement, a page below the investors list. */
export function staffInvestorHref(investorId: string): string {
  return `${staffPageHref(STAFF_IR_PAGES.investors.path)}/${encodeURIComponent(investorId)}`;
}
