import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { and, count, eq, gte, inArray, max, min, sql } from 'drizzle-orm';
import {
  DECK_SCHEDULE_MAX_DAYS,
  type DeckVersionSummary,
  STAFF_IR_MESSAGES,
} from '@gloh/contract/staff-ir';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog, investors, staffMembers } from '../database/schema.js';
import { DeckAdminService } from '../presentation/deck-admin.service.js';
import { DeckEngagementService } from '../presentation/deck-engagement.service.js';
import {
  DECK_FILE_UPLOADER,
  type DeckVersionInfo,
  DeckVersionsService,
  InvalidDeckError,
} from '../presentation/deck-versions.service.js';
import { investorVisits } from './investor-visits.js';

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

  /** Staff members' names by email, for the uploaders of these versions. */
  private async uploaderNames(infos: DeckVersionInfo[]): Promise<Map<string, string>> {
    const emails = [...new Set(infos.map((info) => info.uploadedBy))];
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({ email: staffMembers.email, name: staffMembers.name })
      .from(staffMembers)
      .where(inArray(staffMembers.email, emails));
    return new Map(rows.filter((row) => row.name).map((row) => [row.email, row.name]));
  }

  private async summaries(infos: DeckVersionInfo[]): Promise<DeckVersionSummary[]> {
    const [names, live] = await Promise.all([this.uploaderNames(infos), this.versions.latest()]);
    const iso = (value: Date | null) => value?.toISOString() ?? null;
    return infos.map((info) => {
      const fromFile = info.uploadedBy === DECK_FILE_UPLOADER;
      return {
        version: info.version,
        pageCount: info.pageCount,
        sha256: info.sha256,
        fileName: info.fileName ?? `deck-v${info.version}.pdf`,
        uploadedAt: info.uploadedAt.toISOString(),
        uploadedBy: fromFile ? null : info.uploadedBy,
        uploadedByName: names.get(info.uploadedBy) ?? null,
        note: info.note,
        noteUpdatedAt: iso(info.noteUpdatedAt),
        noteUpdatedBy: info.noteUpdatedBy,
        publishAt: iso(info.publishAt),
        publishScheduledBy: info.publishScheduledBy,
        live: info.version === live?.version,
      };
    });
  }

  private async summary(info: DeckVersionInfo): Promise<DeckVersionSummary> {
    const [one] = await this.summaries([info]);
    return one!;
  }

  async list(): Promise<DeckVersionSummary[]> {
    return this.summaries(await this.versions.list());
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
  async upload(pdf: Buffer, fileName: string, actor: string, live: boolean) {
    let published;
    try {
      published = await this.decks.publish(pdf, fileName, actor, { live });
    } catch (error) {
      if (error instanceof InvalidDeckError) throw new BadRequestException(error.message);
      throw error;
    }
    // The same content as an earlier version is that version: uploading it makes it live again.
    if (!published.created) {
      const version = live
        ? await this.activate(published.version.version, actor)
        : await this.summary(published.version);
      return { version, created: false };
    }
    return { version: await this.summary(published.version), created: true };
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
    return this.summary(activated);
  }

  /** Sets a version's note; an empty one removes it. */
  async setNote(version: number, note: string, actor: string) {
    const text = note.trim() || null;
    const updated = await this.versions.setNote(version, text, actor);
    if (!updated) throw new NotFoundException(STAFF_IR_MESSAGES.deckNotFound);
    await this.audit.record({
      action: AUDIT_ACTIONS.deckNoteChanged,
      actor,
      details: { version, note: text },
    });
    return this.summary(updated);
  }

  /** A version's PDF for staff to look at, recorded as a view of it. */
  async preview(version: number, actor: string) {
    const info = await this.version(version);
    const pdf = await this.versions.pdf(version);
    if (!pdf) throw new NotFoundException(STAFF_IR_MESSAGES.deckNotFound);
    await this.audit.record({ action: AUDIT_ACTIONS.deckPreviewed, actor, details: { version } });
    return { pdf, fileName: info.fileName ?? `deck-v${version}.pdf` };
  }

  /** Makes a version go live at `publishAt` (the API's scheduler does it), or cancels that. */
  async schedule(version: number, publishAt: Date | null, actor: string) {
    const before = await this.version(version);
    if (publishAt && publishAt.getTime() <= Date.now())
      throw new BadRequestException(STAFF_IR_MESSAGES.scheduleInPast);
    if (publishAt && publishAt.getTime() > Date.now() + DECK_SCHEDULE_MAX_DAYS * 86_400_000)
      throw new BadRequestException(STAFF_IR_MESSAGES.scheduleTooFar);
    const updated = await this.versions.schedule(version, publishAt, publishAt ? actor : null);
    if (!updated) throw new NotFoundException(STAFF_IR_MESSAGES.deckNotFound);
    await this.audit.record(
      publishAt
        ? {
            action: AUDIT_ACTIONS.deckScheduled,
            actor,
            details: { version, publishAt: publishAt.toISOString() },
          }
        : {
            action: AUDIT_ACTIONS.deckScheduleCancelled,
            actor,
            details: { version, publishAt: before.publishAt?.toISOString() ?? null },
          },
    );
    return this.summary(updated);
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
        status: investors.status,
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
    const [[opened], [downloaded], timeline] = await Promise.all([
      visits(AUDIT_ACTIONS.presentationView),
      visits(AUDIT_ACTIONS.presentationDownload),
      investorVisits(this.db, investor.id, options.days),
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
        status: investor.status,
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
      visits: timeline,
    };
  }
}
