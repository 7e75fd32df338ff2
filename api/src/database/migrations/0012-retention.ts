// Data kept only as long as needed: the daily analytics figures that outlive their events, and the
// claim that lets one API instance a day run the retention job.
export const retention = `
CREATE TABLE analytics_daily_totals (
  day date PRIMARY KEY,
  views integer NOT NULL,
  visitors integer NOT NULL,
  leave_ms bigint
);

CREATE TABLE analytics_daily_pages (
  day date NOT NULL,
  path text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  leave_ms bigint,
  CONSTRAINT analytics_daily_pages_pkey PRIMARY KEY (day, path)
);

CREATE TABLE analytics_daily_referrers (
  day date NOT NULL,
  origin text NOT NULL,
  views integer NOT NULL,
  CONSTRAINT analytics_daily_referrers_pkey PRIMARY KEY (day, origin)
);

CREATE TABLE retention_runs (
  day date PRIMARY KEY,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  removed jsonb
);
`;
