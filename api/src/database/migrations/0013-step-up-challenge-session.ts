// A step-up challenge belongs to the staff session that asked for it: a passkey signature made in
// one session must not raise another. Challenges of earlier releases have no session and expire
// within minutes.
export const stepUpChallengeSession = `
ALTER TABLE staff_challenges ADD COLUMN session_id uuid
  CONSTRAINT staff_challenges_session_id_fkey REFERENCES staff_sessions (id) ON DELETE CASCADE;
`;
