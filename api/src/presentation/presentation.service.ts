import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import type { ActiveSession } from '../auth/sessions.service.js';
import type { RequestContext } from '../auth/auth.service.js';
import { watermarkPdf } from './watermark.js';

@Injectable()
export class PresentationService {
  private deck?: Promise<Buffer>;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** Read once; the deck is outside any public folder and only ever leaves through this service. */
  private loadDeck(): Promise<Buffer> {
    this.deck ??= readFile(this.config.deckPath).catch((error: unknown) => {
      this.deck = undefined;
      throw error;
    });
    return this.deck;
  }

  async view(session: ActiveSession, context: RequestContext): Promise<Buffer> {
    const deck = await this.loadDeck();
    await this.record(AUDIT_ACTIONS.presentationView, session, context);
    return deck;
  }

  async download(session: ActiveSession, context: RequestContext): Promise<Buffer> {
    const stamped = Buffer.from(
      await watermarkPdf(await this.loadDeck(), session.user.email, new Date()),
    );
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
