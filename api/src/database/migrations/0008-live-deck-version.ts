// Which deck version is live: the one activated last (an upload activates its version, and staff
// can switch an older one back). Existing versions went live when they were uploaded.
export const liveDeckVersion = `
ALTER TABLE deck_versions ADD COLUMN activated_at timestamptz NOT NULL DEFAULT now();
UPDATE deck_versions SET activated_at = uploaded_at;
`;
