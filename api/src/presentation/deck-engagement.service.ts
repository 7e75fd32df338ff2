import { BadRequestException, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, type DatabaseTransaction, rowsOf } from '../database/database.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { ActiveSession } from '../auth/sessions.service.js';
import { DeckVersionsService } from './deck-versions.service.js';
import type { DeckEngagementDto } from './dto/deck-engagement.dto.js';
import { StaffNotifierService } from '../staff-notifications/staff-notifier.service.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';

/**
 * What the viewer reports of a session's reading, added up per session, deck version and page.
 * Each batch is one statement (a multi-row upsert that adds to the stored sums), so concurrent
 * batches of a session never overwrite each other.
 */
@Injectable()
export class DeckEngagementService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly rateLimits: RateLimitService,
    private readonly versions: DeckVersionsService,
    private readonly notifier: StaffNotifierService,
    private readonly outbox: MailOutboxService,
  ) {}

  async record(session: ActiveSession, batch: DeckEngagementDto): Promise<void> {
    await this.rateLimits.consumeOrThrow(
      'deckEngagementPerSession',
      `session:${session.sessionId}`,
    );
    const version = await this.versions.find(batch.deckVersion);
    if (!version)
      throw new BadRequestException(`Deck version ${batch.deckVersion} does not exist.`);
    const seen = new Set<number>();
    for (const { page } of batch.pages) {
      if (page > version.pageCount) {
        throw new BadRequestException(
          `Page ${page} is not in deck version ${version.version} (${version.pageCount} pages).`,
        );
      }
      if (seen.has(page)) throw new BadRequestException(`Page ${page} appears twice in the batch.`);
      seen.add(page);
    }
    const claimedMs = batch.pages.reduce((sum, entry) => sum + entry.visibleMs, 0);
    const finishedNoticeQueued = await this.db.transaction(async (tx) => {
      const grantedMs =
        claimedMs > 0 ? await this.grantReading(tx, session.sessionId, claimedMs) : 0;
      const credited = shareOut(batch.pages, claimedMs, grantedMs);
      const rows = batch.pages
        .map((entry, index) => ({ ...entry, visibleMs: credited[index]! }))
        .filter((entry) => entry.views > 0 || entry.visibleMs > 0);
      if (rows.length === 0) return false;
      const values = sql.join(
        rows.map(
          (entry) =>
            sql`(${session.sessionId}::uuid, ${session.user.id}::uuid, ${version.version}::integer, ${entry.page}::integer, ${entry.views}::integer, ${entry.visibleMs}::bigint)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO deck_page_reads (session_id, investor_id, deck_version, page, views, visible_ms)
        VALUES ${values}
        ON CONFLICT (session_id, deck_version, page) DO UPDATE SET
          views = deck_page_reads.views + excluded.views,
          visible_ms = deck_page_reads.visible_ms + excluded.visible_ms,
          last_at = now()`);
      const reachedLastPage = rows.some(
        (entry) => entry.page === version.pageCount && entry.views > 0,
      );
      return reachedLastPage && (await this.notifyFinished(tx, session.user.id, version.version));
    });
    if (finishedNoticeQueued) this.outbox.notify();
  }

  /**
   * Mails the members who chose to hear when an investor reaches the last page, once per investor
   * and deck version (claimed, so concurrent batches on any instance mail once).
   */
  private async notifyFinished(
    tx: DatabaseTransaction,
    investorId: string,
    deckVersion: number,
  ): Promise<boolean> {
    const claimed = await this.notifier.claimOnce(
      'deck-finished',
      `${investorId}:${deckVersion}`,
      investorId,
      tx,
    );
    if (!claimed) return false;
    const [investor] = rowsOf<{ who: string; email: string }>(
      await tx.execute(sql`
        SELECT i.first_name || ' ' || i.last_name
               || coalesce(' (' || r.company_name || ')', '') AS who, i.email
        FROM investors i LEFT JOIN access_requests r ON r.id = i.access_request_id
        WHERE i.id = ${investorId}`),
    );
    if (!investor) return false;
    const queued = await this.notifier.notify(
      'deck-finished',
      () => ({
        subject: `${investor.who} reached the last page of the deck`,
        lines: [
          `${investor.who} <${investor.email}> reached the last page of the investor deck (version ${deckVersion}).`,
        ],
        pageParams: { investorId },
      }),
      tx,
    );
    return queued > 0;
  }

  /**
   * Marks the moment a session first fetched the deck: its reading allowance runs from here. Later
   * views leave it alone.
   */
  async noteDeckOpened(sessionId: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE sessions SET deck_opened_at = now()
      WHERE id = ${sessionId} AND deck_opened_at IS NULL`);
  }

  /**
   * How much of the claimed reading time the session is credited with: no more, in all, than the
   * wall-clock time since it opened the deck (none before it did). The session's row is locked, so
   * concurrent batches are credited one after another and cannot both spend the same allowance.
   */
  private async grantReading(
    tx: DatabaseTransaction,
    sessionId: string,
    claimedMs: number,
  ): Promise<number> {
    const [row] = rowsOf<{ allowanceMs: string | number | null; readMs: string | number }>(
      await tx.execute(sql`
        SELECT floor(extract(epoch FROM now() - deck_opened_at) * 1000)::bigint AS "allowanceMs",
               deck_read_ms AS "readMs"
        FROM sessions WHERE id = ${sessionId} FOR UPDATE`),
    );
    if (!row || row.allowanceMs === null) return 0;
    const grantedMs = Math.max(
      0,
      Math.min(claimedMs, Number(row.allowanceMs) - Number(row.readMs)),
    );
    if (grantedMs > 0) {
      await tx.execute(sql`
        UPDATE sessions SET deck_read_ms = deck_read_ms + ${grantedMs}::bigint WHERE id = ${sessionId}`);
    }
    return grantedMs;
  }

  /**
   * Per investor who read the given version in the last `days` days: when, how long, which pages
   * and how long on each, and downloads (from the audit log, which keeps views and downloads).
   */
  async investorReport(options: {
    deckVersion: number;
    days: number;
    email?: string;
  }): Promise<InvestorEngagement[]> {
    const since = sql`now() - make_interval(days => ${options.days})`;
    const byEmail = options.email ? sql`AND lower(i.email) = lower(${options.email})` : sql``;
    const rows = rowsOf<{
      investorId: string;
      email: string;
      name: string;
      company: string | null;
      firstAt: Date | string | null;
      lastAt: Date | string | null;
      page: number;
      visibleMs: string | number;
      downloads: string | number;
    }>(
      await this.db.execute(sql`
        SELECT i.id AS "investorId", i.email, i.first_name || ' ' || i.last_name AS name,
               r.company_name AS company,
               min(d.first_at) OVER (PARTITION BY i.id) AS "firstAt",
               max(d.last_at) OVER (PARTITION BY i.id) AS "lastAt",
               d.page, d.visible_ms AS "visibleMs",
               (SELECT count(*) FROM audit_log a
                 WHERE a.investor_id = i.id AND a.action = 'presentation.download'
                   AND a.at >= ${since}) AS downloads
        FROM (
          SELECT investor_id, page, sum(visible_ms) AS visible_ms,
                 min(first_at) AS first_at, max(last_at) AS last_at
          FROM deck_page_reads
          WHERE deck_version = ${options.deckVersion} AND last_at >= ${since}
          GROUP BY investor_id, page
        ) d
        JOIN investors i ON i.id = d.investor_id
        LEFT JOIN access_requests r ON r.id = i.access_request_id
        WHERE true ${byEmail}
        ORDER BY i.email, d.page`),
    );
    const report = new Map<string, InvestorEngagement>();
    const iso = (value: Date | string | null) =>
      value === null ? null : new Date(value).toISOString();
    for (const row of rows) {
      let entry = report.get(row.investorId);
      if (!entry) {
        entry = {
          email: row.email,
          name: row.name,
          company: row.company,
          firstViewedAt: iso(row.firstAt),
          lastViewedAt: iso(row.lastAt),
          totalSeconds: 0,
          pagesReached: [],
          secondsPerPage: {},
          downloads: Number(row.downloads),
        };
        report.set(row.investorId, entry);
      }
      const seconds = Math.round(Number(row.visibleMs) / 100) / 10;
      entry.pagesReached.push(row.page);
      entry.secondsPerPage[String(row.page)] = seconds;
      entry.totalSeconds = Math.round((entry.totalSeconds + seconds) * 10) / 10;
    }
    return [...report.values()];
  }

  /**
   * The drop-off curve of a version: per page, how many investors reached it and the median of
   * their total time on it.
   */
  async deckReport(deckVersion: number, pageCount: number): Promise<DeckPageFunnel[]> {
    const rows = rowsOf<{
      page: number;
      investors: string | number;
      median: string | number | null;
    }>(
      await this.db.execute(sql`
        SELECT page, count(*) AS investors,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY visible_ms) AS median
        FROM (
          SELECT investor_id, page, sum(visible_ms) AS visible_ms
          FROM deck_page_reads WHERE deck_version = ${deckVersion}
          GROUP BY investor_id, page
        ) per_investor
        GROUP BY page`),
    );
    const byPage = new Map(rows.map((row) => [Number(row.page), row]));
    return Array.from({ length: pageCount }, (_, index) => {
      const row = byPage.get(index + 1);
      return {
        page: index + 1,
        investorsReached: row ? Number(row.investors) : 0,
        medianSeconds:
          row?.median === null || row === undefined
            ? null
            : Math.round(Number(row.median) / 100) / 10,
      };
    });
  }
}

/**
 * Each page's share of the credited time, in proportion to what it claimed, in whole milliseconds
 * that add up to exactly `grantedMs` (cumulative rounding, in BigInt: the products pass 2^53).
 */
export function shareOut(
  pages: readonly { visibleMs: number }[],
  claimedMs: number,
  grantedMs: number,
): number[] {
  if (grantedMs >= claimedMs) return pages.map((entry) => entry.visibleMs);
  if (grantedMs <= 0) return pages.map(() => 0);
  const claimed = BigInt(claimedMs);
  const granted = BigInt(grantedMs);
  let cumulative = 0n;
  let handedOut = 0n;
  return pages.map((entry) => {
    cumulative += BigInt(entry.visibleMs);
    const upTo = (cumulative * granted) / claimed;
    const share = upTo - handedOut;
    handedOut = upTo;
    return Number(share);
  });
}

export interface InvestorEngagement {
  email: string;
  name: string;
  company: string | null;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  totalSeconds: number;
  pagesReached: number[];
  secondsPerPage: Record<string, number>;
  downloads: number;
}

export interface DeckPageFunnel {
  page: number;
  investorsReached: number;
  medianSeconds: number | null;
}
