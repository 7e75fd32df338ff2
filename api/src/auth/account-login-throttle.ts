import { Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import { ExpiringRows } from '../common/lifecycle/expiring-rows.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';

/**
 * Failed logins of one account from every client address together. The per-address limits stop one
 * address; without this, a hundred addresses at ten tries per 15 minutes each could make ~96,000
 * guesses a day at an investor's own password.
 */
export const ACCOUNT_THROTTLE = {
  /** Failures of one account within the window before its attempts are spaced out at all. */
  freeFailures: 10,
  /** Spacing after the free failures: 1 s, doubling with each further failure… */
  baseMs: 1000,
  /** …up to one attempt per 15 minutes (about a hundred guesses a day). */
  maxMs: 15 * 60 * 1000,
  /** Failures are forgotten a day after the first of them (and when the password is reset). */
  windowSeconds: 24 * 60 * 60,
  /** How often rows whose window ended are deleted. */
  cleanupIntervalMs: 10 * 60 * 1000,
} as const;

/** The spacing the account's attempts need once `failures` of them have failed in the window. */
export function accountSpacingMs(failures: number, rule = ACCOUNT_THROTTLE): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over - 1, 30));
}

/** The same, as SQL of a failure count, so the claiming statement is one atomic upsert. */
function spacingSql(failures: SQL) {
  const { freeFailures, baseMs, maxMs } = ACCOUNT_THROTTLE;
  return sql`make_interval(secs => CASE WHEN ${failures} <= ${freeFailures} THEN 0
    ELSE LEAST(${maxMs}, ${baseMs} * power(2, LEAST(${failures} - ${freeFailures} - 1, 30))) / 1000.0 END)`;
}

export type AccountTurn = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * The account's turn is decided before the code is checked, so a refused attempt costs no argon2
 * hash. Refused means "wait", never "locked": the spacing is at most ACCOUNT_THROTTLE.maxMs, and
 * the investor's own browsers (known devices) are not held back at all.
 */
@Injectable()
export class AccountLoginThrottle extends ExpiringRows {
  constructor(@InjectDatabase() private readonly db: Database) {
    super(ACCOUNT_THROTTLE.cleanupIntervalMs);
  }

  /**
   * Takes the account's next turn if it is due. The attempt counts as a failure from here on (so a
   * burst of parallel guesses cannot all get past the count) and reserves the spacing that count
   * calls for; a successful login gives it back (giveBack). Of parallel attempts once the free
   * failures are spent, one gets the turn and the others are told how long to wait.
   */
  async claimTurn(email: string): Promise<AccountTurn> {
    const window = sql`make_interval(secs => ${ACCOUNT_THROTTLE.windowSeconds})`;
    const expired = sql`t.window_start <= now() - ${window}`;
    const due = sql`(${expired} OR t.next_attempt_at <= now())`;
    const [row] = rowsOf<{ granted: boolean | string; retryAfter: number | string }>(
      await this.db.execute(sql`
        INSERT INTO login_account_throttle AS t (email, window_start, failures, next_attempt_at, last_claim_at)
        VALUES (${email}, now(), 1, now() + ${spacingSql(sql`1`)}, now())
        ON CONFLICT (email) DO UPDATE SET
          window_start = CASE WHEN ${expired} THEN now() ELSE t.window_start END,
          failures = CASE WHEN ${expired} THEN 1 WHEN ${due} THEN t.failures + 1 ELSE t.failures END,
          next_attempt_at = CASE
            WHEN ${expired} THEN now() + ${spacingSql(sql`1`)}
            WHEN ${due} THEN now() + ${spacingSql(sql`(t.failures + 1)`)}
            ELSE t.next_attempt_at END,
          last_claim_at = CASE WHEN ${due} THEN now() ELSE t.last_claim_at END
        RETURNING t.last_claim_at = now() AS granted,
          GREATEST(1, CEIL(EXTRACT(EPOCH FROM (t.next_attempt_at - now()))))::int AS "retryAfter"`),
    );
    if (row!.granted === true || row!.granted === 't' || row!.granted === 'true')
      return { granted: true };
    return { granted: false, retryAfterSeconds: Number(row!.retryAfter) };
  }

  /** A successful login was no failure: its count is given back (the spacing already set stays). */
  async giveBack(email: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE login_account_throttle SET failures = GREATEST(failures - 1, 0) WHERE email = ${email}`);
  }

  /** A new password makes the guesses at the old one moot. */
  async forget(email: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM login_account_throttle WHERE email = ${email}`);
  }

  protected async removeExpired(): Promise<void> {
    await this.db.execute(sql`
      DELETE FROM login_account_throttle
      WHERE window_start < now() - make_interval(secs => ${ACCOUNT_THROTTLE.windowSeconds})
        AND next_attempt_at < now()`);
  }
}
