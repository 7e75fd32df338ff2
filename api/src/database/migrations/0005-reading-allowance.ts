// Reading time is believed only up to the wall-clock time since the session first opened the deck:
// when that was, and how much reading the session has been credited with since.
export const readingAllowance = `
ALTER TABLE sessions ADD COLUMN deck_opened_at timestamptz;
ALTER TABLE sessions ADD COLUMN deck_read_ms bigint NOT NULL DEFAULT 0;
`;
