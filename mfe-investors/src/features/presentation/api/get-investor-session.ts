import { fetchCurrentSession } from '@gloh/shared/api-client';

/** GET /api/auth/me: ok means an active session; the answer carries its expiry. */
export const getInvestorSession = fetchCurrentSession;
