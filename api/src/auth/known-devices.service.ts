import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { ExpiringRows } from '../common/lifecycle/expiring-rows.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import { knownDevices } from '../database/schema.js';
import { DEVICE_COOKIE_LIFETIME_SECONDS, DEVICE_TOKEN_BYTES } from './auth.constants.js';
import { generateToken, hashToken } from './secrets.js';

/**
 * Browsers an investor has signed in or reset the password from. Their logins skip the per-account
 * throttle, so failures piled up by strangers elsewhere never keep the investor out of their own
 * browser. The token alone proves nothing: it must belong to the account being logged in to.
 */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** A token is good as long as the cookie that carries it (its Max-Age is not renewed). */
const lifetime = sql`make_interval(secs => ${DEVICE_COOKIE_LIFETIME_SECONDS})`;

@Injectable()
export class KnownDevicesService extends ExpiringRows {
  constructor(@InjectDatabase() private readonly db: Database) {
    super(CLEANUP_INTERVAL_MS);
  }

  protected async removeExpired(): Promise<void> {
    await this.db.execute(sql`DELETE FROM known_devices WHERE created_at < now() - ${lifetime}`);
  }

  /** Whether the token is one of this (active) account's browsers. */
  async recognizes(token: string, email: string): Promise<boolean> {
    const rows = rowsOf<{ known: number }>(
      await this.db.execute(sql`
        UPDATE known_devices d SET last_used_at = now()
        FROM investors i
        WHERE d.token_hash = ${hashToken(token)} AND i.id = d.investor_id
          AND d.created_at > now() - ${lifetime}
          AND i.email = ${email} AND i.status = 'active'
        RETURNING 1 AS known`),
    );
    return rows.length > 0;
  }

  /** A new browser token for the investor; the database keeps only its SHA-256. */
  async issue(investorId: string): Promise<string> {
    const token = generateToken(DEVICE_TOKEN_BYTES);
    await this.db.insert(knownDevices).values({ tokenHash: hashToken(token), investorId });
    return token;
  }
}
