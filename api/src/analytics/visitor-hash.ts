import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../database/database.js';
import { utcDayOf } from '../common/clock/clock.js';
import { addressKey } from '@gloh/connection-cap/address-key';

/** The UTC day an event belongs to, as the salts table keys it. */
export { utcDayOf as utcDay } from '../common/clock/clock.js';

/**
 * The day's salt, shared by every API instance through the database: created by whichever
 * instance needs it first, and the salts of earlier days deleted then, so yesterday's visitor
 * hashes can no longer be recomputed from an address. Kept in memory for the rest of the day.
 */
export class DailySalt {
  private current?: { day: string; salt: Promise<string> };

  constructor(private readonly db: Database) {}

  saltFor(now = new Date()): Promise<string> {
    const day = utcDayOf(now);
    if (this.current?.day !== day) {
      const salt = this.load(day);
      this.current = { day, salt };
      // A failed load is tried again by the next event rather than remembered.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  private async load(day: string): Promise<string> {
    const candidate = randomBytes(32).toString('base64');
    await this.db.execute(
      sql`INSERT INTO analytics_salts (day, salt) VALUES (${day}, ${candidate}) ON CONFLICT (day) DO NOTHING`,
    );
    const [row] = rowsOf<{ salt: string }>(
      await this.db.execute(sql`SELECT salt FROM analytics_salts WHERE day = ${day}`),
    );
    await this.db.execute(sql`DELETE FROM analytics_salts WHERE day < ${day}`);
    return row!.salt;
  }
}

/** A visitor of one day: not reversible without that day's salt, and unlinkable across days. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The rate limits' key for a client, by its address key (an IPv6 client by its /64): the address
 * itself is not written to the database either.
 */
export function clientKey(salt: string, ip: string): string {
  return createHash('sha256')
    .update(`${salt}\nrate\n${addressKey(ip)}`)
    .digest('base64url')
    .slice(0, 22);
}
