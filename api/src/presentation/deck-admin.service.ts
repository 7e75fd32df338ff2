import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@gloh/contract/email';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { Refusal } from '../common/errors/refusal.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { investors } from '../database/schema.js';
import { DeckEngagementService } from './deck-engagement.service.js';
import { DeckVersionsService } from './deck-versions.service.js';

/** What staff do with decks, from the admin CLI and the staff console alike. */
@Injectable()
export class DeckAdminService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
    private readonly deckVersions: DeckVersionsService,
    private readonly engagement: DeckEngagementService,
  ) {}

  /** The given deck version, or the current one; a Refusal when there is none. */
  private async deckVersion(version?: number) {
    const found = version
      ? await this.deckVersions.find(version)
      : await this.deckVersions.latest();
    if (!found) {
      throw new Refusal(
        version ? `There is no deck version ${version}` : 'No deck has been published yet',
      );
    }
    return found;
  }

  list() {
    return this.deckVersions.list();
  }

  /**
   * Publishes a deck and records who did. The same content as an earlier version is that
   * version (`created: false`, nothing recorded). A file that is no deck throws InvalidDeckError.
   */
  async publish(pdf: Buffer, fileName: string, actor: string, options: { live?: boolean } = {}) {
    const published = await this.deckVersions.publish(pdf, actor, fileName, options);
    if (published.created) {
      await this.audit.record({
        action: AUDIT_ACTIONS.deckUploaded,
        actor,
        details: {
          version: published.version.version,
          fileName,
          pages: published.version.pageCount,
          live: options.live ?? true,
        },
      });
    }
    return published;
  }

  /** What each investor read of a deck version in the last `days` days. */
  async engagementReport(options: { days: number; email?: string; version?: number }) {
    const email = options.email === undefined ? undefined : normalizeEmail(options.email);
    // A mistyped address must not read as "this investor read nothing".
    if (email !== undefined) {
      const [known] = await this.db
        .select({ id: investors.id })
        .from(investors)
        .where(eq(investors.email, email))
        .limit(1);
      if (!known) throw new Refusal(`No investor with email ${email}`);
    }
    const deck = await this.deckVersion(options.version);
    return {
      deckVersion: deck.version,
      pageCount: deck.pageCount,
      days: options.days,
      investors: await this.engagement.investorReport({
        deckVersion: deck.version,
        days: options.days,
        email,
      }),
    };
  }

  /** Per page of a deck version: investors who reached it and their median time on it. */
  async deckFunnel(version?: number) {
    const deck = await this.deckVersion(version);
    return {
      deckVersion: deck.version,
      pageCount: deck.pageCount,
      pages: await this.engagement.deckReport(deck.version, deck.pageCount),
    };
  }
}
