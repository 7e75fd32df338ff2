import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Refusal } from '../common/errors/refusal.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database, DatabaseTransaction } from '../database/database.js';
import { deckVersions } from '../database/schema.js';
import { pdfLibrary } from './pdf-library.js';

export interface DeckVersionInfo {
  version: number;
  sha256: string;
  pageCount: number;
  uploadedAt: Date;
  uploadedBy: string;
  fileName: string | null;
  note: string | null;
  noteUpdatedAt: Date | null;
  noteUpdatedBy: string | null;
  publishAt: Date | null;
  publishScheduledBy: string | null;
}

/** `uploaded_by` of the versions the API published from the DECK_PATH file itself. */
export const DECK_FILE_UPLOADER = 'deck-file';

/**
 * `activated_at` of a version stored without going live: it sorts before every activation, so
 * this release and the previous one (which serves the latest activation) both pass it over.
 */
const NEVER_ACTIVATED = sql`'-infinity'::timestamptz`;

export interface LoadedDeckVersion extends DeckVersionInfo {
  pdf: Buffer;
}

/** A version made live at its scheduled time, and who had scheduled it. */
export interface ScheduledPublish {
  version: DeckVersionInfo;
  scheduledBy: string | null;
}

/** A file staff tried to upload that is not a deck this API can serve and stamp. */
export class InvalidDeckError extends Refusal {}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The page count, or InvalidDeckError when pdf-lib cannot read the file as a PDF. */
async function countDeckPages(pdf: Uint8Array): Promise<number> {
  if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new InvalidDeckError('The file is not a PDF (it does not start with %PDF-).');
  }
  const { PDFDocument } = await pdfLibrary();
  try {
    const pages = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
    if (pages < 1) throw new InvalidDeckError('The PDF has no pages.');
    return pages;
  } catch (error) {
    if (error instanceof InvalidDeckError) throw error;
    throw new InvalidDeckError(`The PDF cannot be read: ${(error as Error).message}`);
  }
}

const INFO_COLUMNS = {
  version: deckVersions.version,
  sha256: deckVersions.sha256,
  pageCount: deckVersions.pageCount,
  uploadedAt: deckVersions.uploadedAt,
  uploadedBy: deckVersions.uploadedBy,
  fileName: deckVersions.fileName,
  note: deckVersions.note,
  noteUpdatedAt: deckVersions.noteUpdatedAt,
  noteUpdatedBy: deckVersions.noteUpdatedBy,
  publishAt: deckVersions.publishAt,
  publishScheduledBy: deckVersions.publishScheduledBy,
};

/**
 * The investor deck's versions, kept in PostgreSQL so every API instance serves the same one:
 * the one activated last is current (a new version is activated as it is stored, and staff can
 * switch an older one back). Staff publish a deck with `admin deck upload FILE`. The file at
 * DECK_PATH is published too, as version 1 of a new database and again whenever its content
 * changes (replacing it needs no restart, as before); content that is already a version is that
 * version, so instances holding the same file, or an older one, never publish it twice.
 */
@Injectable()
export class DeckVersionsService implements OnModuleInit {
  private readonly logger = new Logger('DeckVersions');
  /** The bytes of the last version loaded: a deck is a few MB and versions change rarely. */
  private loaded?: Promise<LoadedDeckVersion>;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDatabase() private readonly db: Database,
  ) {}

  /** The DECK_PATH file's identity when last looked at (a stat per view, as before). */
  private fileStamp?: string;

  async onModuleInit(): Promise<void> {
    await this.syncFile();
  }

  /** Publishes the DECK_PATH file when it is new or changed; a missing file is no error. */
  private async syncFile(): Promise<void> {
    let stamp: string;
    try {
      const stats = await stat(this.config.deckPath);
      stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch {
      return;
    }
    if (stamp === this.fileStamp) return;
    // Noted first: a file that cannot be published is tried again only once it changes.
    this.fileStamp = stamp;
    try {
      const pdf = await readFile(this.config.deckPath);
      await this.publish(pdf, DECK_FILE_UPLOADER, basename(this.config.deckPath));
    } catch (error) {
      this.logger.warn(`Could not publish ${this.config.deckPath}: ${String(error)}`);
    }
  }

  /**
   * The current (live) version's facts: the one activated last (every view asks, so instances
   * agree; the table holds a handful of rows).
   */
  async latest(): Promise<DeckVersionInfo | undefined> {
    const [row] = await this.db
      .select(INFO_COLUMNS)
      .from(deckVersions)
      .where(gt(deckVersions.activatedAt, NEVER_ACTIVATED))
      .orderBy(desc(deckVersions.activatedAt), desc(deckVersions.version))
      .limit(1);
    return row;
  }

  /** Changes one version; undefined when there is no such version. */
  private async change(
    version: number,
    values: PgUpdateSetSource<typeof deckVersions>,
  ): Promise<DeckVersionInfo | undefined> {
    const [row] = await this.db
      .update(deckVersions)
      .set(values)
      .where(eq(deckVersions.version, version))
      .returning(INFO_COLUMNS);
    return row;
  }

  /** Makes a version live (staff switching back, or a new one); its schedule, if any, is done with. */
  activate(version: number): Promise<DeckVersionInfo | undefined> {
    return this.change(version, {
      activatedAt: sql`clock_timestamp()`,
      publishAt: null,
      publishScheduledBy: null,
    });
  }

  /** Sets (or, with null, removes) a version's note. */
  setNote(version: number, note: string | null, actor: string) {
    return this.change(version, {
      note,
      noteUpdatedAt: sql`clock_timestamp()`,
      noteUpdatedBy: actor,
    });
  }

  /** Sets (or, with null, cancels) when a version goes live. */
  schedule(version: number, publishAt: Date | null, actor: string | null) {
    return this.change(version, { publishAt, publishScheduledBy: actor });
  }

  /**
   * Makes live every version whose scheduled time has come, in that order (so the latest
   * scheduled ends up live). Under concurrent instances each version is taken by one of them.
   * `onPublished` runs in each version's transaction, so what it writes (the audit entry)
   * commits with the publish or not at all.
   */
  async publishDue(
    onPublished: (published: ScheduledPublish, tx: DatabaseTransaction) => Promise<void>,
  ): Promise<ScheduledPublish[]> {
    const due = await this.db
      .select({ version: deckVersions.version, scheduledBy: deckVersions.publishScheduledBy })
      .from(deckVersions)
      .where(and(isNotNull(deckVersions.publishAt), lte(deckVersions.publishAt, sql`now()`)))
      .orderBy(deckVersions.publishAt, deckVersions.version);
    const published: ScheduledPublish[] = [];
    for (const { version, scheduledBy } of due) {
      const done = await this.db.transaction(async (tx) => {
        // Checked again in the UPDATE: another instance, or a cancel, may have come first.
        const [row] = await tx
          .update(deckVersions)
          .set({ activatedAt: sql`clock_timestamp()`, publishAt: null, publishScheduledBy: null })
          .where(and(eq(deckVersions.version, version), lte(deckVersions.publishAt, sql`now()`)))
          .returning(INFO_COLUMNS);
        if (!row) return undefined;
        const publish = { version: row, scheduledBy };
        await onPublished(publish, tx);
        return publish;
      });
      if (done) published.push(done);
    }
    return published;
  }

  /** A version's PDF as uploaded (unstamped: for staff only); undefined when there is none. */
  async pdf(version: number): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ pdf: deckVersions.pdf })
      .from(deckVersions)
      .where(eq(deckVersions.version, version));
    return row ? Buffer.from(row.pdf) : undefined;
  }

  async find(version: number): Promise<DeckVersionInfo | undefined> {
    const [row] = await this.db
      .select(INFO_COLUMNS)
      .from(deckVersions)
      .where(eq(deckVersions.version, version));
    return row;
  }

  private async findByHash(
    hash: string,
    executor: Pick<Database, 'select'> = this.db,
  ): Promise<DeckVersionInfo | undefined> {
    const [row] = await executor
      .select(INFO_COLUMNS)
      .from(deckVersions)
      .where(eq(deckVersions.sha256, hash));
    return row;
  }

  list(): Promise<DeckVersionInfo[]> {
    return this.db.select(INFO_COLUMNS).from(deckVersions).orderBy(desc(deckVersions.version));
  }

  /** The current version with its bytes; the bytes are read again only when the version changed. */
  async current(): Promise<LoadedDeckVersion | undefined> {
    await this.syncFile();
    const info = await this.latest();
    if (!info) return undefined;
    const cached = this.loaded && (await this.loaded.catch(() => undefined));
    if (cached?.version === info.version) return cached;
    const loading = this.db
      .select({ pdf: deckVersions.pdf })
      .from(deckVersions)
      .where(eq(deckVersions.version, info.version))
      .then(([row]) => ({ ...info, pdf: Buffer.from(row!.pdf) }));
    this.loaded = loading;
    return loading;
  }

  /**
   * Stores a new version and makes it current (unless `live` is false). The same bytes as an existing version are that
   * version again (nothing is stored), so re-running an upload is harmless.
   */
  async publish(
    pdf: Buffer,
    uploadedBy: string,
    fileName: string,
    { live = true }: { live?: boolean } = {},
  ): Promise<{ version: DeckVersionInfo; created: boolean }> {
    const hash = sha256(pdf);
    // Known content (the DECK_PATH file at every start, a repeated upload) costs a hash and one
    // read; only new content is parsed, which for a large deck takes a while.
    const known = await this.findByHash(hash);
    if (known) return { version: known, created: false };
    const pageCount = await countDeckPages(pdf);
    return this.db.transaction(async (tx) => {
      // One publisher at a time, across instances: version numbers are max + 1.
      await tx.execute(sql`LOCK TABLE deck_versions IN SHARE ROW EXCLUSIVE MODE`);
      // Checked again under the lock: another instance may have published it meanwhile.
      const same = await this.findByHash(hash, tx);
      if (same) return { version: same, created: false };
      const [last] = await tx
        .select({ version: deckVersions.version })
        .from(deckVersions)
        .orderBy(desc(deckVersions.version))
        .limit(1);
      const [row] = await tx
        .insert(deckVersions)
        .values({
          version: (last?.version ?? 0) + 1,
          sha256: hash,
          pdf,
          pageCount,
          uploadedBy,
          fileName,
          ...(live ? {} : { activatedAt: NEVER_ACTIVATED }),
        })
        .returning(INFO_COLUMNS);
      return { version: row!, created: true };
    });
  }
}
