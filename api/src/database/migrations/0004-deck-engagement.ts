// Investor engagement: deck versions kept in the database, so every instance serves
// the same one; what each session read of each page; and one staff notice per investor per day.
export const deckEngagement = `
CREATE TABLE deck_versions (
  version integer PRIMARY KEY,
  sha256 text NOT NULL CONSTRAINT deck_versions_sha256_key UNIQUE,
  pdf bytea NOT NULL,
  page_count integer NOT NULL CONSTRAINT deck_versions_page_count_check CHECK (page_count > 0),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  uploaded_by text NOT NULL
);

CREATE TABLE deck_page_reads (
  session_id uuid NOT NULL,
  investor_id uuid NOT NULL
    CONSTRAINT deck_page_reads_investor_id_fkey REFERENCES investors (id) ON DELETE CASCADE,
  deck_version integer NOT NULL
    CONSTRAINT deck_page_reads_deck_version_fkey REFERENCES deck_versions (version),
  page integer NOT NULL,
  views integer NOT NULL DEFAULT 0,
  visible_ms bigint NOT NULL DEFAULT 0,
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deck_page_reads_pkey PRIMARY KEY (session_id, deck_version, page)
);
CREATE INDEX deck_page_reads_investor_idx ON deck_page_reads (investor_id, deck_version);

CREATE TABLE deck_open_notices (
  investor_id uuid NOT NULL
    CONSTRAINT deck_open_notices_investor_id_fkey REFERENCES investors (id) ON DELETE CASCADE,
  day date NOT NULL,
  CONSTRAINT deck_open_notices_pkey PRIMARY KEY (investor_id, day)
);
`;
