import {
  STAFF_LIST_LIMIT_DEFAULT,
  STAFF_OPS_API_PATHS,
  type MailOutboxMailResponse,
  type MailOutboxResponse,
  type MailOutboxState,
  type SortDirection,
} from '@gloh/contract/staff-ops';
import { sendStaffJson, staffQueryString } from '@gloh/shared/staff-api-client';

export interface MailOutboxQuery {
  /** No state: every mail not sent yet (the API's default). */
  state?: MailOutboxState;
  /** Part of the address or the subject. */
  q?: string;
  dir: SortDirection;
  offset: number;
}

/** GET /api/staff/admin/mail-outbox with the query, as useStaffList fetches it. */
export function mailOutboxUrl(query: MailOutboxQuery): string {
  return `${STAFF_OPS_API_PATHS.mailOutbox}${staffQueryString({
    state: query.state,
    q: query.q,
    dir: query.dir,
    limit: STAFF_LIST_LIMIT_DEFAULT,
    offset: query.offset,
  })}`;
}

export const mailsOf = (answer: MailOutboxResponse) => answer.mails;

/** A failed mail is tried again now rather than after its back-off delay. */
export function retryMail(id: string) {
  return sendStaffJson<MailOutboxMailResponse>(
    'POST',
    STAFF_OPS_API_PATHS.mailOutboxRetry.replace(':id', encodeURIComponent(id)),
  );
}
