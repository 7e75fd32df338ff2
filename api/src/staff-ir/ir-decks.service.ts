import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { and, count, eq, gte, inArray, max, min, sql } from 'drizzle-orm';
import { type DeckVersionSummary, STAFF_IR_MESSAGES } from '@gloh/contract/staff-ir';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog, investors } from '../database/schema.js';
import { DeckAdminService } from '../presentation/deck-admin.service.js';
import { DeckEngagementService } from '../presentation/deck-engagement.service.js';
import {
  type DeckVersionInfo,
  DeckVersionsService,
  InvalidDeckError,
} from '../presentation/deck-versions.service.js';

/** One decimal place, as the engagement reports give seconds. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** Deck versions and what investors read of them, as series a chart takes as they are. */
@Injectable()
export class IrDecksService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly versions: DeckVersionsService,
    private readonly engagement: DeckEngagementService,
    private readonly audit: AuditService,
    private readonly decks: DeckAdminService,
  ) {}

  private summary(info: DeckVersionInfo, liveVersion: number | undefined): DeckVersionSummary {
    return {
      version: info.version,
      pageCount: info.pageCount,
      sha256: info.sha256,
      uploadedAt: info.uploadedAt.toISOString(),
      uploadedBy: info.uploadedBy,
      live: info.version === liveVersion,
    };
  }

  async list(): Promise<DeckVersionSummary[]> {
    const [all, live] = await Promise.all([this.versions.list(), this.versions.latest()]);
    return all.map((info) => this.summary(info, live?.version));
  }

  private async version(version?: number): Promise<DeckVersionInfo> {
    const found =
      version === undefined ? await this.versions.latest() : await this.versions.find(version);
    if (!found) {
      throw new NotFoundException(
        version === undefined ? STAFF_IR_MESSAGES.noDeck : STAFF_IR_MESSAGES.deckNotFound,
      );
    }
    return found;
  }

  /** Publishes an uploaded PDF (as the CLI's `deck upload` does); it goes live at once. */
  async upload(pdf: Buffer, fileName: string, actor: string) {
    let published;
    try {
      published = await this.decks.publish(pdf, fileName, actor);
    } catch (error) {
      if (error instanceof InvalidDeckError) throw new BadRequestException(error.message);
      throw error;
    }
    // The same content as an earlier version is that version: uploading it makes it live again.
    if (!published.created) {
      return { version: await this.activate(published.version.version, actor), created: false };
    }
    // A new version is stored as the one activated last: live.
    return { version: this.summary(published.version, published.version.version), created: true };
  }

  /** Switches the live deck to an earlier (or any) version. */
  async activate(version: number, actor: string) {
    const before = await this.versions.latest();
    const activated = await this.versions.activate(version);
    if (!activated) throw new NotFoundException(STAFF_IR_MESSAGES.deckNotFound);
    await this.audit.record({
      action: AUDIT_ACTIONS.deckActivated,
      actor,
      details: { version, previous: before?.version ?? null },
    });
    return this.summary(activated, activated.version);
  }

  /** Per page of a version: investors who reached it (the drop-off) and their median time. */
  async deckEngagement(version: number, days: number) {
    const deck = await this.version(version);
    const [funnel, readers] = await Promise.all([
      this.engagement.deckReport(deck.version, deck.pageCount),
      this.engagement.investorReport({ deckVersion: deck.version, days }),
    ]);
    const viewers = readers.length;
    const ids = await this.investorIds(readers.map((reader) => reader.email));
    return {
      deckVersion: deck.version,
      pageCount: deck.pageCount,
      days,
      viewers,
      pages: funnel.map((entry) => entry.page),
      reached: funnel.map((entry) => entry.investorsReached),
      reachedPercent: funnel.map((entry) =>
        viewers === 0 ? 0 : tenths((100 * entry.investorsReached) / viewers),
      ),
      medianSeconds: funnel.map((entry) => entry.medianSeconds),
      investors: readers.map((reader) => ({
        id: ids.get(reader.email) ?? '',
        email: reader.email,
        name: reader.name,
        company: reader.company,
        totalSeconds: reader.totalSeconds,
        pagesReached: reader.pagesReached.length,
        lastViewedAt: reader.lastViewedAt,
      })),
    };
  }

  private async investorIds(emails: string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({ id: investors.id, email: investors.email })
      .from(investors)
      .where(inArray(investors.email, emails));
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  /** One investor's seconds per page of a version (the live one by default). */
  async investorEngagement(id: string, options: { version?: number; days: number }) {
    const [investor] = await this.db
      .select({
        id: investors.id,
        email: investors.email,
        firstName: investors.firstName,
        lastName: investors.lastName,
      })
      .from(investors)
      .where(eq(investors.id, id));
    if (!investor) throw new NotFoundException(STAFF_IR_MESSAGES.investorNotFound);
    const deck = await this.version(options.version);
    const [read] = await this.engagement.investorReport({
      deckVersion: deck.version,
      days: options.days,
      email: investor.email,
    });
    // Openings and downloads come from the audit log, which records each one however short the
    // visit: a reader who left before any reading time was reported still shows as a visit.
    const since = sql`now() - make_interval(days => ${options.days})`;
    const visits = (action: string) =>
      this.db
        .select({ times: count(), first: min(auditLog.at), last: max(auditLog.at) })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.investorId, investor.id),
            eq(auditLog.action, action),
            gte(auditLog.at, since),
          ),
        );
    const [[opened], [downloaded]] = await Promise.all([
      visits(AUDIT_ACTIONS.presentationView),
      visits(AUDIT_ACTIONS.presentationDownload),
    ]);
    const iso = (value: Date | string | null | undefined) =>
      value ? new Date(value).toISOString() : null;
    const pages = Array.from({ length: deck.pageCount }, (_, index) => index + 1);
    return {
      opens: Number(opened?.times ?? 0),
      firstOpenedAt: iso(opened?.first),
      lastOpenedAt: iso(opened?.last),
      investor: {
        id: investor.id,
        email: investor.email,
        name: `${investor.firstName} ${investor.lastName}`.trim(),
      },
      deckVersion: deck.version,
      pageCount: deck.pageCount,
      days: options.days,
      totalSeconds: read?.totalSeconds ?? 0,
      firstViewedAt: read?.firstViewedAt ?? null,
      lastViewedAt: read?.lastViewedAt ?? null,
      downloads: Number(downloaded?.times ?? 0),
      pages,
      secondsPerPage: pages.map((page) => read?.secondsPerPage[String(page)] ?? 0),
      reached: pages.map((page) => read?.pagesReached.includes(page) ?? false),
    };
  }
}
