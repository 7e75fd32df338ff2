import { Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import {
  type AccessRequestStatus,
  accessRequests,
  investors,
  passwordResetTokens,
  sessions,
} from '../database/schema.js';
import { sessionIsLive, SessionsService } from '../auth/sessions.service.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { RESET_TOKEN_BYTES, RESET_TOKEN_LIFETIME_SECONDS } from '../auth/auth.constants.js';
import { generateAccessCode, generateToken, hashSecret, hashToken } from '../auth/secrets.js';
import { normalizeEmail } from '@gloh/contract/email';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { ADMIN_ACTOR } from './admin-commands.js';
import { AdminError } from './admin-errors.js';
import { AnalyticsService } from '../analytics/analytics.service.js';
import { ReleaseHealthService } from '../analytics/release-health.service.js';
import type { ReleaseHealthRemote } from '@gloh/contract/release-health';
import { DeckEngagementService } from '../presentation/deck-engagement.service.js';
import { DeckVersionsService, InvalidDeckError } from '../presentation/deck-versions.service.js';
import { StaffMembersService } from '../staff/staff-members.service.js';
import { MailOutboxAdminService } from '../staff-ops/mail-outbox-admin.service.js';
import type { MailOutboxQueryDto } from '../staff-ops/dto/staff-list.dto.js';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { PersonalDataService, UnknownPersonError } from '../personal-data/personal-data.service.js';
import { RetentionService } from '../retention/retention.service.js';

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

@Injectable()
export class AdminService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
    private readonly analytics: AnalyticsService,
    private readonly releaseHealth: ReleaseHealthService,
    private readonly deckVersions: DeckVersionsService,
    private readonly engagement: DeckEngagementService,
    private readonly staff: StaffMembersService,
    private readonly mailOutbox: MailOutboxAdminService,
    private readonly retention: RetentionService,
    private readonly personalData: PersonalDataService,
  ) {}

  /** The given deck version, or the current one; an AdminError when there is none. */
  private async deckVersion(version?: number) {
    const found = version
      ? await this.deckVersions.find(version)
      : await this.deckVersions.latest();
    if (!found) {
      throw new AdminError(
        version ? `There is no deck version ${version}` : 'No deck has been published yet',
      );
    }
    return found;
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
      if (!known) throw new AdminError(`No investor with email ${email}`);
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

  listDecks() {
    return this.deckVersions.list();
  }

  /** Publishes a deck (sent base64-encoded, so it crosses the admin channel as JSON). */
  async uploadDeck(pdfBase64: string, fileName: string, actor = ADMIN_ACTOR) {
    try {
      return await this.publishDeck(Buffer.from(pdfBase64, 'base64'), fileName, actor);
    } catch (error) {
      if (error instanceof InvalidDeckError) throw new AdminError(error.message);
      throw error;
    }
  }

  /**
   * Publishes a deck and records who did, for the CLI and the staff console alike. The same
   * content as an earlier version is that version (`created: false`, nothing recorded). A file
   * that is no deck throws InvalidDeckError.
   */
  async publishDeck(pdf: Buffer, fileName: string, actor: string) {
    const published = await this.deckVersions.publish(pdf, `${actor}:${fileName}`);
    if (published.created) {
      await this.audit.record({
        action: AUDIT_ACTIONS.deckUploaded,
        actor,
        details: {
          version: published.version.version,
          fileName,
          pages: published.version.pageCount,
        },
      });
    }
    return published;
  }

  /** Page views and visitors per page, and the top referrers, of the last `days` days. */
  analyticsReport(days: number) {
    return this.analytics.report(days);
  }

  /** p75 of the Core Web Vitals and the errors per release, beside the release before it. */
  releaseHealthReport(days: number, remote?: ReleaseHealthRemote) {
    return this.releaseHealth.report(days, remote);
  }

  listRequests(status?: AccessRequestStatus) {
    return this.db
      .select({
        id: accessRequests.id,
        status: accessRequests.status,
        name: accessRequests.name,
        companyName: accessRequests.companyName,
        email: accessRequests.email,
        phoneNumber: accessRequests.phoneNumber,
        message: accessRequests.message,
        createdAt: accessRequests.createdAt,
      })
      .from(accessRequests)
      .where(status ? eq(accessRequests.status, status) : undefined)
      .orderBy(asc(accessRequests.id));
  }

  /** Creates (or reactivates) the investor and returns the access code; only its hash is kept. */
  async approve(requestId: number, actor = ADMIN_ACTOR) {
    const accessCode = generateAccessCode();
    const accessCodeHash = await hashSecret(accessCode);
    const result = await this.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(accessRequests)
        .where(eq(accessRequests.id, requestId))
        .for('update')
        .limit(1);
      if (!request) throw new AdminError(`Access request ${requestId} not found`);
      if (request.status !== 'pending')
        throw new AdminError(`Access request ${requestId} is already ${request.status}`);
      const email = normalizeEmail(request.email);
      const [existing] = await tx
        .select()
        .from(investors)
        .where(eq(investors.email, email))
        .limit(1);
      if (existing?.status === 'active') {
        throw new AdminError(`${email} already has access; use reset-link to issue a new password`);
      }
      const { firstName, lastName } = splitName(request.name);
      const [investor] = existing
        ? await tx
            .update(investors)
            .set({
              accessCodeHash,
              status: 'active',
              revokedAt: null,
              firstName,
              lastName,
              accessRequestId: request.id,
            })
            .where(eq(investors.id, existing.id))
            .returning()
        : await tx
            .insert(investors)
            .values({ email, firstName, lastName, accessCodeHash, accessRequestId: request.id })
            .returning();
      await tx
        .update(accessRequests)
        .set({ status: 'approved', decidedAt: sql`now()` })
        .where(eq(accessRequests.id, request.id));
      await this.outbox.enqueue(
        {
          to: email,
          subject: 'Your access code for the Gloh investor presentation',
          text: [
            `Hello ${firstName || request.name},`,
            '',
            'Your request to view the Gloh investor presentation has been approved.',
            '',
            `Email: ${email}`,
            `Access code: ${accessCode}`,
            '',
            `Sign in at ${this.config.publicSiteUrl}${SITE_LINKS.presentationAccess}`,
            '',
            'The code is personal; please do not share it.',
          ].join('\n'),
          sensitive: true,
        },
        tx,
      );
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.requestApproved,
          actor,
          investorId: investor!.id,
          email,
          details: { requestId: request.id, reactivated: Boolean(existing) },
        },
        tx,
      );
      // An entry of its own, so that a revoked investor's return is found beside the revocation.
      if (existing)
        await this.audit.record(
          {
            action: AUDIT_ACTIONS.investorReactivated,
            actor,
            investorId: existing.id,
            email,
            details: {
              requestId: request.id,
              revokedAt: existing.revokedAt?.toISOString() ?? null,
            },
          },
          tx,
        );
      return { requestId: request.id, investor: investor!, reactivated: Boolean(existing) };
    });
    this.outbox.notify();
    const { id, email, firstName, lastName } = result.investor;
    return {
      requestId: result.requestId,
      investor: { id, email, firstName, lastName },
      reactivated: result.reactivated,
      accessCode,
    };
  }

  async reject(requestId: number, actor = ADMIN_ACTOR) {
    const [row] = await this.db
      .update(accessRequests)
      .set({ status: 'rejected', decidedAt: sql`now()` })
      .where(and(eq(accessRequests.id, requestId), eq(accessRequests.status, 'pending')))
      .returning({ id: accessRequests.id, email: accessRequests.email });
    if (!row) throw new AdminError(`Access request ${requestId} not found or not pending`);
    await this.audit.record({
      action: AUDIT_ACTIONS.requestRejected,
      actor,
      email: row.email,
      details: { requestId },
    });
    return { requestId: row.id, email: row.email };
  }

  listInvestors() {
    return this.db
      .select({
        id: investors.id,
        email: investors.email,
        firstName: investors.firstName,
        lastName: investors.lastName,
        status: investors.status,
        createdAt: investors.createdAt,
        revokedAt: investors.revokedAt,
        // One nested condition: drizzle strips the table from columns at the top level of a
        // single-table selection, which would make investors.id ambiguous in the subquery.
        activeSessions: sql<number>`(SELECT count(*)::int FROM ${sessions}
          WHERE ${and(eq(sessions.investorId, investors.id), sessionIsLive())})`,
      })
      .from(investors)
      .orderBy(asc(investors.email));
  }

  /** Access ends at once: the status check and the session rows both stop any live cookie. */
  async revoke(emailInput: string, actor = ADMIN_ACTOR) {
    const email = normalizeEmail(emailInput);
    return this.db.transaction(async (tx) => {
      const [investor] = await tx
        .update(investors)
        .set({ status: 'revoked', revokedAt: sql`now()` })
        .where(and(eq(investors.email, email), eq(investors.status, 'active')))
        .returning({ id: investors.id });
      if (!investor) throw new AdminError(`No active investor with email ${email}`);
      const sessionsEnded = await this.sessions.endAllFor(investor.id, tx);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(passwordResetTokens.investorId, investor.id), isNull(passwordResetTokens.usedAt)),
        );
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.investorRevoked,
          actor,
          investorId: investor.id,
          email,
          details: { sessionsEnded },
        },
        tx,
      );
      return { email, sessionsEnded };
    });
  }

  async createResetLink(emailInput: string, actor = ADMIN_ACTOR) {
    const email = normalizeEmail(emailInput);
    const token = generateToken(RESET_TOKEN_BYTES);
    const link = `${this.config.publicSiteUrl}${SITE_LINKS.resetPassword}?token=${encodeURIComponent(token)}`;
    const result = await this.db.transaction(async (tx) => {
      const [investor] = await tx
        .select()
        .from(investors)
        .where(and(eq(investors.email, email), eq(investors.status, 'active')))
        .limit(1);
      if (!investor) throw new AdminError(`No active investor with email ${email}`);
      const [row] = await tx
        .insert(passwordResetTokens)
        .values({
          investorId: investor.id,
          tokenHash: hashToken(token),
          expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_LIFETIME_SECONDS})`,
        })
        .returning({ expiresAt: passwordResetTokens.expiresAt });
      await this.outbox.enqueue(
        {
          to: email,
          subject: 'Reset your Gloh investor password',
          text: [
            `Hello ${investor.firstName},`,
            '',
            'Use this link within one hour to choose a new password:',
            link,
            '',
            'If you did not ask for this, you can ignore this message.',
          ].join('\n'),
          sensitive: true,
        },
        tx,
      );
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.resetLinkIssued,
          actor,
          investorId: investor.id,
          email,
        },
        tx,
      );
      return { expiresAt: row!.expiresAt };
    });
    this.outbox.notify();
    return { email, link, expiresAt: result.expiresAt };
  }

  listStaff() {
    return this.staff.list();
  }

  /** Creates or invites again a staff account; prints (CLI) and mails its enrollment link. */
  inviteStaff(input: { email: string; roles: string[]; name?: string }, actor: string) {
    return this.staff.invite(
      { email: input.email, roles: input.roles, name: input.name },
      { actor },
    );
  }

  listAudit(limit: number) {
    return this.audit.list(limit);
  }

  /** The mail outbox, newest first, as the console lists it (none: every unsent mail). */
  async listOutbox(state: MailOutboxQueryDto['state']) {
    const { mails } = await this.mailOutbox.list({
      state,
      limit: STAFF_LIST_LIMITS.maxLimit,
      dir: 'desc',
    });
    return mails;
  }

  /** Brings a retrying mail's next attempt forward, or gives a failed one another attempt. */
  retryMail(id: string, actor: string) {
    return this.mailOutbox.retryNow(id, { actor });
  }

  /** Removes now what is past its retention period (the API does it daily) and reports it. */
  runRetention(actor: string) {
    return this.retention.run(actor);
  }

  /** Everything stored about the person with this email. */
  exportPerson(email: string, actor: string) {
    return knownPerson(() => this.personalData.export(email, actor));
  }

  /** Deletes the person's data; the audit log keeps its events under a pseudonym. */
  erasePerson(email: string, actor: string) {
    return knownPerson(() => this.personalData.erase(email, actor));
  }
}

/** An email nothing is stored about is a refusal, as an unknown investor's is. */
async function knownPerson<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnknownPersonError) throw new AdminError(error.message);
    throw error;
  }
}
