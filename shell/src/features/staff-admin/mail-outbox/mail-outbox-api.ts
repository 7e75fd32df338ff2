import {
  STAFF_OPS_API_PATHS,
  type MailOutboxMailResponse,
  type MailOutboxResponse,
  type MailOutboxState,
} from '@gloh/contract/staff-ops';
import type { SortDirection } from '@gloh/contract/staff-lists';
import { getStaff, postStaffAction } from '@gloh/staff-ui/api-client';

export interface MailOutboxQuery {
  /** No state: every mail not sent yet (the API's default). */
  state?: MailOutboxState;
  /** Part of the address or the subject. */
  q?: string;
  dir: SortDirection;
  limit: number;
  offset: number;
}

/** GET /api/staff/admin/mail-outbox: one page of the mails the query matches. */
export function fetchMailOutbox(query: MailOutboxQuery) {
  const { state, q, dir, limit, offset } = query;
  return getStaff<MailOutboxResponse>(STAFF_OPS_API_PATHS.mailOutbox, {
    state,
    q,
    dir,
    limit,
    offset,
  });
}

export const mailsOf = (answer: MailOutboxResponse) => answer.mails;

/** A failed mail is tried again now rather than after its back-off delay. */
export function retryMail(id: string) {
  return postStaffAction<MailOutboxMailResponse>(
    STAFF_OPS_API_PATHS.mailOutboxRetry.replace(':id', encodeURIComponent(id)),
  );
}
