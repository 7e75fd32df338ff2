// Access codes and reset links no longer wait in clear: their mail body is stored encrypted in
// sealed_body (the key is not in the database, so rows queued before this migration are
// sealed by the API at start-up, see MailOutboxService.sealLegacyRows).
export const sealedOutboxBodies = `
ALTER TABLE mail_outbox ADD COLUMN sealed_body text;
ALTER TABLE mail_outbox ALTER COLUMN text_body DROP NOT NULL;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_body_check
  CHECK (text_body IS NOT NULL OR sealed_body IS NOT NULL);
`;
