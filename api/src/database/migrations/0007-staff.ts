// Staff of the console: accounts with roles, enrollment invitations (only the token's SHA-256),
// passkeys, server-side WebAuthn challenges and staff sessions (apart from investor sessions).
export const staff = `
CREATE TABLE staff_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CONSTRAINT staff_members_email_key UNIQUE,
  name text NOT NULL DEFAULT '',
  roles text[] NOT NULL,
  status text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  CONSTRAINT staff_members_email_check CHECK (email = lower(email)),
  CONSTRAINT staff_members_roles_check
    CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['ir', 'marketing', 'admin']::text[]),
  CONSTRAINT staff_members_status_check CHECK (status IN ('active', 'disabled'))
);

CREATE TABLE staff_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL
    CONSTRAINT staff_invitations_staff_id_fkey REFERENCES staff_members (id) ON DELETE CASCADE,
  token_hash text NOT NULL CONSTRAINT staff_invitations_token_hash_key UNIQUE,
  invited_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_invitations_staff_idx ON staff_invitations (staff_id);

CREATE TABLE staff_passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL
    CONSTRAINT staff_passkeys_staff_id_fkey REFERENCES staff_members (id) ON DELETE CASCADE,
  credential_id text NOT NULL CONSTRAINT staff_passkeys_credential_id_key UNIQUE,
  public_key bytea NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}'::text[],
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX staff_passkeys_staff_idx ON staff_passkeys (staff_id);

CREATE TABLE staff_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  challenge text NOT NULL CONSTRAINT staff_challenges_challenge_key UNIQUE,
  purpose text NOT NULL,
  staff_id uuid
    CONSTRAINT staff_challenges_staff_id_fkey REFERENCES staff_members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT staff_challenges_purpose_check CHECK (purpose IN ('enroll', 'sign-in', 'step-up'))
);
CREATE INDEX staff_challenges_expires_idx ON staff_challenges (expires_at);

CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL
    CONSTRAINT staff_sessions_staff_id_fkey REFERENCES staff_members (id) ON DELETE CASCADE,
  token_hash text NOT NULL CONSTRAINT staff_sessions_token_hash_key UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  stepped_up_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);
`;
