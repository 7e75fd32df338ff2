// First-party analytics: page views without a cookie or an IP address. A visitor is
// a hash of IP and user agent with the day's salt; a salt is kept for its own day only.
export const analytics = `
CREATE TABLE analytics_events (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('view', 'leave')),
  path text NOT NULL,
  referrer_origin text,
  viewport text NOT NULL CHECK (viewport IN ('mobile', 'tablet', 'desktop')),
  duration_ms integer,
  visitor_hash text NOT NULL
);
CREATE INDEX analytics_events_at_idx ON analytics_events (at);

CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);
`;
