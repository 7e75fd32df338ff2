// Failed logins counted per account across all client addresses (keyed by the normalized email,
// known or not, so the answers do not tell accounts apart), and the browsers an investor has
// signed in or reset the password from, which that throttle does not hold back.
export const accountLoginThrottle = `
CREATE TABLE login_account_throttle (
  email text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  failures integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_claim_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE known_devices (
  token_hash text PRIMARY KEY,
  investor_id uuid NOT NULL
    CONSTRAINT known_devices_investor_id_fkey REFERENCES investors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX known_devices_investor_idx ON known_devices (investor_id);
`;
