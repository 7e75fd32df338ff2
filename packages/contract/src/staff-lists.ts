/**
 * What every server-paged staff list shares, whichever team's page shows it: the paging and
 * search limits, the sort directions, and the page a list answer describes.
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Server-side paging and search of the staff lists. */
export const STAFF_LIST_LIMITS = {
  defaultLimit: 25,
  maxLimit: 100,
  maxOffset: 1_000_000,
  maxSearchLength: 200,
} as const;

/** Where a list answer's rows sit among all the rows that match. */
export interface StaffPage {
  total: number;
  limit: number;
  offset: number;
}
