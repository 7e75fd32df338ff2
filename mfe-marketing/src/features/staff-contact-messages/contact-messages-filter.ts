import type { ContactMessageSort } from '@gloh/contract/staff-ops';
import type { SortDirection } from '@gloh/contract/staff-lists';
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
  offset: number;
}

/** Newest first, as the API lists them when asked nothing. */
export const INITIAL_FILTER: ContactMessagesFilter = {
  q: '',
  handled: '',
  sort: 'createdAt',
  dir: 'desc',
  offset: 0,
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
    offset: filter.offset === 0 ? undefined : filter.offset,
  });
}
