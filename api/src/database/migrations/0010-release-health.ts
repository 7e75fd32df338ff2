// Release health: Core Web Vitals and uncaught errors per remote and release, with the visitor's
// analytics consent and nothing about the visitor.
export const releaseHealth = `
CREATE TABLE release_health_events (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL DEFAULT now(),
  remote text NOT NULL CHECK (remote IN ('shell', 'marketing', 'investors', 'demos')),
  release text NOT NULL,
  path text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('LCP', 'INP', 'CLS', 'error')),
  value double precision,
  message text
);
CREATE INDEX release_health_events_at_idx ON release_health_events (at);
CREATE INDEX release_health_events_release_idx ON release_health_events (remote, release);
`;
