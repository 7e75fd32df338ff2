import { Injectable } from '@nestjs/common';
import type { CurrentInvestor } from '@gloh/contract/api';
import { SESSION_END_REASONS, type SessionEndReason } from '@gloh/contract/auth';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, prepareArrayStatement } from '../database/database.js';
import { investors, sessions } from '../database/schema.js';
import { SESSION_LIFETIME_SECONDS, SESSION_TOKEN_BYTES } from './auth.constants.js';
import { generateToken, hashToken } from './secrets.js';

export interface ActiveSession {
  sessionId: string;
  user: CurrentInvestor;
  expiresAt: Date;
}

type Executor = Pick<Database, 'insert' | 'update'>;

/**
 * The one definition of a live session row: not ended and within its absolute lifetime on
 * the database clock. The login check and the admin's session count both use it, so they
 * cannot drift apart.
 */
export function sessionIsLive(): SQL {
  return and(isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`))!;
}

/** Answers how many sessions it ended; an already ended one keeps its original end time. */
async function endSessions(executor: Executor, which: SQL): Promise<number> {
  const ended = await executor
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(which, isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The investor as `CurrentInvestor` describes them, in its order (the session lookup reads rows by position). */
export const CURRENT_INVESTOR_COLUMNS = {
  id: investors.id,
  email: investors.email,
  firstName: investors.firstName,
  lastName: investors.lastName,
  role: investors.role,
  isVerified: investors.isVerified,
  downloadAllowed: investors.downloadAllowed,
};

type SessionRow = [
  sessionId: string,
  expiresAt: Date,
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  role: CurrentInvestor['role'],
  isVerified: boolean,
  downloadAllowed: boolean,
];

/** Prepared once: this lookup runs on every authenticated request. */
function prepareSessionLookup(db: Database) {
  const query = db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      ...CURRENT_INVESTOR_COLUMNS,
    })
    .from(sessions)
    .innerJoin(investors, eq(investors.id, sessions.investorId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        sessionIsLive(),
        eq(investors.status, 'active'),
      ),
    )
    .limit(1);
  // The columns in the order SessionRow reads them.
  return prepareArrayStatement<SessionRow>(db, 'session_by_token_hash', query.getSQL());
}

/** Only the hash of a session token is stored; the token itself lives in the cookie. */
@Injectable()
export class SessionsService {
  constructor(@InjectDatabase() private readonly db: Database) {
    this.findByHash = prepareSessionLookup(db);
  }

  async create(
    investorId: string,
    executor: Executor = this.db,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = generateToken(SESSION_TOKEN_BYTES);
    const [row] = await executor
      .insert(sessions)
      .values({
        investorId,
        tokenHash: hashToken(token),
        // Database clock, so every instance agrees on when a session ends.
        expiresAt: sql`now() + make_interval(secs => ${SESSION_LIFETIME_SECONDS})`,
      })
      .returning({ expiresAt: sessions.expiresAt });
    return { token, expiresAt: row!.expiresAt };
  }

  private readonly findByHash: ReturnType<typeof prepareSessionLookup>;

  async find(token: string | undefined): Promise<ActiveSession | undefined> {
    if (!token) return undefined;
    const [row] = await this.findByHash({ tokenHash: hashToken(token) });
    if (!row) return undefined;
    const [
      sessionId,
      expiresAt,
      id,
      email,
      firstName,
      lastName,
      role,
      isVerified,
      downloadAllowed,
    ] = row;
    return {
      sessionId,
      expiresAt,
      user: { id, email, firstName, lastName, role, isVerified, downloadAllowed },
    };
  }

  /**
   * Why this token no longer opens a session, for the 401's `reason`: the investor's access was
   * revoked, the session ended (sign-out, a newer sign-in, a password reset) or ran out. Only
   * asked after `find` failed, so the common path stays one prepared lookup.
   */
  async endReason(token: string | undefined): Promise<SessionEndReason> {
    if (!token) return SESSION_END_REASONS.notSignedIn;
    const [row] = await this.db
      .select({
        status: investors.status,
        ended: sql<boolean>`${sessions.endedAt} is not null`,
        expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      })
      .from(sessions)
      .innerJoin(investors, eq(investors.id, sessions.investorId))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return SESSION_END_REASONS.notSignedIn;
    if (row.status === 'revoked') return SESSION_END_REASONS.revoked;
    if (row.ended) return SESSION_END_REASONS.signedOut;
    if (row.expired) return SESSION_END_REASONS.expired;
    return SESSION_END_REASONS.notSignedIn;
  }

  async end(token: string): Promise<void> {
    await endSessions(this.db, eq(sessions.tokenHash, hashToken(token)));
  }

  /** Logout, password reset and admin revocation all end sessions through here. */
  async endAllFor(investorId: string, executor: Executor = this.db): Promise<number> {
    return endSessions(executor, eq(sessions.investorId, investorId));
  }
}
