import { Injectable } from '@nestjs/common';
import { STAFF_CHALLENGE_SECONDS } from '@gloh/contract/staff';
import { and, eq, gt, isNull, lt, or, isNotNull, type SQL } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { type StaffChallengePurpose, staffChallenges } from '../database/schema.js';
import { secondsAfter, StaffClock } from './staff-clock.js';

/** Who may spend a challenge: the staff member and, for a step-up, the session that asked. */
export interface ChallengeOwner {
  staffId: string;
  sessionId?: string;
}

/**
 * WebAuthn challenges, kept on the server (so every API instance knows them), bound to their
 * ceremony and, when known, to the staff member and their session, and spent once.
 */
@Injectable()
export class StaffChallengesService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly clock: StaffClock,
  ) {}

  async store(
    challenge: string,
    purpose: StaffChallengePurpose,
    owner?: ChallengeOwner,
  ): Promise<void> {
    const now = this.clock.now();
    // Spent and expired challenges are of no further use: each new one clears them away.
    await this.db
      .delete(staffChallenges)
      .where(or(lt(staffChallenges.expiresAt, now), isNotNull(staffChallenges.usedAt)));
    await this.db.insert(staffChallenges).values({
      challenge,
      purpose,
      staffId: owner?.staffId ?? null,
      sessionId: owner?.sessionId ?? null,
      createdAt: now,
      expiresAt: secondsAfter(now, STAFF_CHALLENGE_SECONDS),
    });
  }

  /**
   * Spends the challenge in one atomic UPDATE: true only for the first caller, within its expiry,
   * for the ceremony it was made for (and the staff member and session it was made for, when
   * given).
   */
  async consume(
    challenge: string,
    purpose: StaffChallengePurpose,
    owner?: ChallengeOwner,
  ): Promise<boolean> {
    const now = this.clock.now();
    const conditions: SQL[] = [
      eq(staffChallenges.challenge, challenge),
      eq(staffChallenges.purpose, purpose),
      isNull(staffChallenges.usedAt),
      gt(staffChallenges.expiresAt, now),
    ];
    if (owner) conditions.push(eq(staffChallenges.staffId, owner.staffId));
    if (owner?.sessionId !== undefined)
      conditions.push(eq(staffChallenges.sessionId, owner.sessionId));
    const spent = await this.db
      .update(staffChallenges)
      .set({ usedAt: now })
      .where(and(...conditions))
      .returning({ id: staffChallenges.id });
    return spent.length === 1;
  }
}
