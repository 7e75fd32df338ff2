// Marketing marks contact messages as handled from the staff console (who and when).
export const contactHandled = `
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN handled_by text;
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);
`;
