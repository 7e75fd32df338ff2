import { BadRequestException, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { ActiveSession } from '../auth/sessions.service.js';
import { DeckVersionsService } from './deck-versions.service.js';
import type { DeckEngagementDto } from './dto/deck-engagement.dto.js';

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
    const rows = batch.pages.filter((entry) => entry.views > 0 || entry.visibleMs > 0);
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map(
        (entry) =>
          sql`(${session.sessionId}::uuid, ${session.user.id}::uuid, ${version.version}::integer, ${entry.page}::integer, ${entry.views}::integer, ${entry.visibleMs}::bigint)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      INSERT INTO deck_page_reads (session_id, investor_id, deck_version, page, views, visible_ms)
      VALUES ${values}
      ON CONFLICT (session_id, deck_version, page) DO UPDATE SET
        views = deck_page_reads.views + excluded.views,
        visible_ms = deck_page_reads.visible_ms + excluded.visible_ms,
        last_at = now()`);
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
