// Mail that could not be delivered is tried a bounded number of times, then marked failed and left
// for staff to retry.
export const outboxFailed = `
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed'));
`;
