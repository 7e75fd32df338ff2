import { Injectable } from '@nestjs/common';
import { STAFF_SESSION_ABSOLUTE_SECONDS, type StaffRole } from '@gloh/contract/staff';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/secrets.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { staffMembers, staffSessions } from '../database/schema.js';
import { STAFF_SESSION_TOKEN_BYTES } from './staff.constants.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';
import { secondsAfter, StaffClock } from './staff-clock.js';

export interface StaffSession {
  sessionId: string;
  staffId: string;
  email: string;
  name: string;
  roles: StaffRole[];
  expiresAt: Date;
  steppedUpAt: Date | null;
}

type Executor = Pick<Database, 'insert' | 'update'>;

/**
 * Staff sessions: only the token's SHA-256 is stored; 8 h absolute lifetime, and the idle lifetime
 * of STAFF_SESSION_IDLE_SECONDS (30 min unless set shorter).
 */
@Injectable()
export class StaffSessionsService {
  private readonly idleSeconds: number;

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() config: AppConfig,
    private readonly clock: StaffClock,
    private readonly events: StaffEventBus,
  ) {
    this.idleSeconds = config.staff.sessionIdleSeconds;
  }

  /** Sessions last used before this are idle. */
  private idleSince(now: Date): Date {
    return secondsAfter(now, -this.idleSeconds);
  }

  async create(
    staffId: string,
    executor: Executor = this.db,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = generateToken(STAFF_SESSION_TOKEN_BYTES);
    const now = this.clock.now();
    const expiresAt = secondsAfter(now, STAFF_SESSION_ABSOLUTE_SECONDS);
    await executor.insert(staffSessions).values({
      staffId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
    });
    return { token, expiresAt };
  }

  /**
   * The live session of this token, its idle time restarted: not ended, within its absolute
   * lifetime, used within the idle lifetime, and its staff member still active.
   */
  async touch(token: string | undefined): Promise<StaffSession | undefined> {
    if (!token) return undefined;
    const now = this.clock.now();
    const idleSince = this.idleSince(now);
    const [row] = await this.db
      .select({
        sessionId: staffSessions.id,
        staffId: staffMembers.id,
        email: staffMembers.email,
        name: staffMembers.name,
        roles: staffMembers.roles,
        expiresAt: staffSessions.expiresAt,
        steppedUpAt: staffSessions.steppedUpAt,
      })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, hashToken(token)),
          isNull(staffSessions.endedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleSince),
          eq(staffMembers.status, 'active'),
        ),
      )
      .limit(1);
    if (!row) {
      // A session found past its idle or absolute end is ended for good, so no instance whose
      // clock runs a little behind can take it up again.
      await this.db
        .update(staffSessions)
        .set({ endedAt: now })
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            isNull(staffSessions.endedAt),
            or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince)),
          ),
        );
      return undefined;
    }
    await this.db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.id, row.sessionId));
    return row;
  }

  /**
   * Whether a token that no longer opens a session belonged to an account an admin disabled, so
   * the console can say so instead of "session ended". Only asked after `touch` failed.
   */
  async endedByDisabling(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const [row] = await this.db
      .select({ status: staffMembers.status })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(eq(staffSessions.tokenHash, hashToken(token)))
      .limit(1);
    return row?.status === 'disabled';
  }

  /** Whether the session is still live, without restarting its idle time (event streams). */
  async isLive(sessionId: string): Promise<boolean> {
    const now = this.clock.now();
    const [row] = await this.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.id, sessionId),
          isNull(staffSessions.endedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, this.idleSince(now)),
          eq(staffMembers.status, 'active'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async recordStepUp(sessionId: string): Promise<Date> {
    const now = this.clock.now();
    await this.db
      .update(staffSessions)
      .set({ steppedUpAt: now })
      .where(eq(staffSessions.id, sessionId));
    return now;
  }

  async end(token: string): Promise<void> {
    await this.endWhere(this.db, eq(staffSessions.tokenHash, hashToken(token)));
  }

  /** Disabling an account ends every session of it. */
  endAllFor(staffId: string, executor: Executor = this.db): Promise<number> {
    return this.endWhere(executor, eq(staffSessions.staffId, staffId));
  }

  private async endWhere(executor: Executor, which: SQL): Promise<number> {
    const ended = await executor
      .update(staffSessions)
      .set({ endedAt: this.clock.now() })
      .where(and(which, isNull(staffSessions.endedAt)))
      .returning({ id: staffSessions.id });
    // Open event streams of these sessions end too.
    this.events.sessionsEnded(ended.map((row) => row.id));
    return ended.length;
  }
}
