import { createHash } from 'node:crypto';
import { chmod, stat } from 'node:fs/promises';
import {
  ForbiddenException,
  Injectable,
  Logger,
  type OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DECK_DOWNLOAD_MESSAGES } from '@gloh/contract/investor-access';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import type { ActiveSession } from '../auth/sessions.service.js';
import type { RequestContext } from '../auth/auth.service.js';
import { type StampedCopy, StampedDeckCache } from './stamped-deck-cache.js';
import { watermarkPdf } from './watermark.js';
import { DeckVersionsService, type LoadedDeckVersion } from './deck-versions.service.js';
import { DeckOpenNoticesService } from './deck-open-notices.service.js';
import { DeckEngagementService } from './deck-engagement.service.js';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('base64url');

@Injectable()
export class PresentationService implements OnModuleInit {
  private readonly logger = new Logger('Presentation');
  private loadedVersion?: string;
  private readonly viewerCopies: StampedDeckCache;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly versions: DeckVersionsService,
    private readonly openNotices: DeckOpenNoticesService,
    private readonly engagement: DeckEngagementService,
  ) {
    this.viewerCopies = new StampedDeckCache(config.deckViewCacheBytes);
  }

  /** The unstamped deck is for this process only: no group or other access. */
  async onModuleInit(): Promise<void> {
    try {
      const { mode } = await stat(this.config.deckPath);
      if ((mode & 0o077) !== 0) await chmod(this.config.deckPath, mode & 0o700);
    } catch (error) {
      this.logger.warn(`Could not make ${this.config.deckPath} owner-only: ${String(error)}`);
    }
  }

  /**
   * The current deck version (see DeckVersionsService); when it changed, the stamped copies of
   * the old one are dropped.
   */
  private async loadDeck(): Promise<LoadedDeckVersion> {
    const deck = await this.versions.current();
    if (!deck)
      throw new ServiceUnavailableException('The investor presentation is not published yet.');
    if (this.loadedVersion !== deck.sha256) {
      this.loadedVersion = deck.sha256;
      this.viewerCopies.clear();
    }
    return deck;
  }

  /**
   * The viewer's copy is stamped like the download, so a copy saved from the viewer names its
   * investor too. Stamping takes a while, so each investor's copy of each deck version is made
   * once and kept (bounded by DECK_VIEW_CACHE_MB); its date is the day it was made.
   */
  async view(session: ActiveSession, context: RequestContext): Promise<StampedCopy> {
    const deck = await this.loadDeck();
    const { id, email } = session.user;
    const copy = await this.viewerCopies.get(`${deck.sha256}\n${id}\n${email}`, async () => {
      const pdf = Buffer.from(await watermarkPdf(deck.pdf, email, new Date()));
      return { pdf, etag: `"${sha256(pdf).slice(0, 32)}"`, deckVersion: deck.version };
    });
    await this.record(AUDIT_ACTIONS.presentationView, session, context);
    await this.engagement.noteDeckOpened(session.sessionId);
    await this.openNotices.noteOpened(id, deck.version);
    return copy;
  }

  viewerCacheStats() {
    return this.viewerCopies.stats();
  }

  /** 403 when staff turned downloading off for this investor (the session reads it anew). */
  async download(session: ActiveSession, context: RequestContext): Promise<Buffer> {
    if (!session.user.downloadAllowed)
      throw new ForbiddenException(DECK_DOWNLOAD_MESSAGES.notOffered);
    const deck = await this.loadDeck();
    const stamped = Buffer.from(await watermarkPdf(deck.pdf, session.user.email, new Date()));
    await this.record(AUDIT_ACTIONS.presentationDownload, session, context);
    return stamped;
  }

  private record(
    action: typeof AUDIT_ACTIONS.presentationView | typeof AUDIT_ACTIONS.presentationDownload,
    session: ActiveSession,
    context: RequestContext,
  ): Promise<void> {
    return this.audit.record({
      action,
      actor: session.user.email,
      investorId: session.user.id,
      email: session.user.email,
      ip: context.ip,
      userAgent: context.userAgent,
      details: { sessionId: session.sessionId },
    });
  }
}
