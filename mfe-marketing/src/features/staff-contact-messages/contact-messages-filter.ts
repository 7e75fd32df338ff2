import { CONTACT_MESSAGE_SORTS, type ContactMessageSort } from '@gloh/contract/staff-ops';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS, type SortDirection } from '@gloh/contract/staff-lists';
import { staffQueryString } from '@gloh/staff-ui/api-client';
import type { StaffStatusOption } from '@gloh/staff-ui/list-filters';

/** Which messages to show: every one, those still waiting, or those handled. */
export type HandledFilter = '' | 'false' | 'true';

export const HANDLED_OPTIONS: StaffStatusOption<HandledFilter>[] = [
  { value: '', label: 'All' },
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
];

/** What the list shows, as the API's query takes it. */
export interface ContactMessagesFilter {
  q: string;
  handled: HandledFilter;
  sort: ContactMessageSort;
  dir: SortDirection;
  limit: number;
  offset: number;
}

/** Newest first, as the API lists them when asked nothing. */
export const INITIAL_FILTER: ContactMessagesFilter = {
  q: '',
  handled: '',
  sort: 'createdAt',
  dir: 'desc',
  limit: STAFF_LIST_LIMITS.defaultLimit,
  offset: 0,
};

/** What a link to the list may choose. */
export const URL_CHOICES = {
  handled: HANDLED_OPTIONS.map((option) => option.value),
  sort: CONTACT_MESSAGE_SORTS,
  dir: SORT_DIRECTIONS,
};

/** The query of the CSV export: the list's filter and order, without paging. */
export function exportQueryString({ q, handled, sort, dir }: ContactMessagesFilter): string {
  return staffQueryString({ q: q.trim(), handled, sort, dir });
}

/** The query of one page of the list. */
export function listQueryString(filter: ContactMessagesFilter): string {
  return staffQueryString({
    q: filter.q.trim(),
    handled: filter.handled,
    sort: filter.sort,
    dir: filter.dir,
    limit: filter.limit === STAFF_LIST_LIMITS.defaultLimit ? undefined : filter.limit,
    offset: filter.offset === 0 ? undefined : filter.offset,
  });
}
