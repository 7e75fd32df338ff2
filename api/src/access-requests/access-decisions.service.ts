import { Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '@gloh/contract/email';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { formatAccessTime } from '@gloh/contract/investor-access';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { generateAccessCode, hashSecret } from '../auth/secrets.js';
import { Refusal } from '../common/errors/refusal.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { type AccessRequestStatus, accessRequests, investors } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** What staff see of an access request in a list (the CLI's and the console's). */
export const ACCESS_REQUEST_COLUMNS = {
  id: accessRequests.id,
  status: accessRequests.status,
  name: accessRequests.name,
  companyName: accessRequests.companyName,
  email: accessRequests.email,
  phoneNumber: accessRequests.phoneNumber,
  message: accessRequests.message,
  createdAt: accessRequests.createdAt,
};

/**
 * Staff decisions on access requests, the same for the admin CLI and the staff console: each is
 * recorded in the audit log under the actor, and a refusal (not found, already decided) is a
 * Refusal.
 */
@Injectable()
export class AccessDecisionsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditService,
    private readonly events: StaffEventBus,
  ) {}

  list(status?: AccessRequestStatus) {
    return this.db
      .select(ACCESS_REQUEST_COLUMNS)
      .from(accessRequests)
      .where(status ? eq(accessRequests.status, status) : undefined)
      .orderBy(asc(accessRequests.id));
  }

  /**
   * Creates (or reactivates) the investor and returns the access code; only its hash is kept.
   * The investor, the decision, the mail (outbox) and the audit entries commit together.
   */
  async approve(
    requestId: number,
    actor: string,
    { accessExpiresAt = null }: { accessExpiresAt?: Date | null } = {},
  ) {
    const accessCode = generateAccessCode();
    const accessCodeHash = await hashSecret(accessCode);
    const result = await this.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(accessRequests)
        .where(eq(accessRequests.id, requestId))
        .for('update')
        .limit(1);
      if (!request) throw new Refusal(`Access request ${requestId} not found`);
      if (request.status !== 'pending')
        throw new Refusal(`Access request ${requestId} is already ${request.status}`);
      const email = normalizeEmail(request.email);
      const [existing] = await tx
        .select()
        .from(investors)
        .where(eq(investors.email, email))
        .limit(1);
      if (existing?.status === 'active') {
        throw new Refusal(`${email} already has access; use reset-link to issue a new password`);
      }
      const { firstName, lastName } = splitName(request.name);
      const [investor] = existing
        ? await tx
            .update(investors)
            .set({
              accessCodeHash,
              status: 'active',
              revokedAt: null,
              // Access given again starts without the old terms.
              accessExpiresAt,
              accessReminderSentAt: null,
              firstName,
              lastName,
              accessRequestId: request.id,
            })
            .where(eq(investors.id, existing.id))
            .returning()
        : await tx
            .insert(investors)
            .values({
              email,
              firstName,
              lastName,
              accessCodeHash,
              accessRequestId: request.id,
              accessExpiresAt,
            })
            .returning();
      await tx
        .update(accessRequests)
        .set({ status: 'approved', decidedAt: sql`now()` })
        .where(eq(accessRequests.id, request.id));
      const mailId = await this.outbox.enqueue(
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
            `Sign in at ${this.outbox.siteLink(SITE_LINKS.presentationAccess)}`,
            ...(accessExpiresAt
              ? [
                  '',
                  `Your access is open until ${formatAccessTime(accessExpiresAt.toISOString())}.`,
                ]
              : []),
            '',
            'The code is personal; please do not share it.',
          ].join('\n'),
          secret: { kind: 'access-code', value: accessCode },
        },
        tx,
      );
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.requestApproved,
          actor,
          investorId: investor!.id,
          email,
          details: {
            requestId: request.id,
            reactivated: Boolean(existing),
            ...(accessExpiresAt && { accessExpiresAt: accessExpiresAt.toISOString() }),
          },
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
      return { requestId: request.id, investor: investor!, reactivated: Boolean(existing), mailId };
    });
    this.outbox.notify();
    this.events.publish('counts-changed', { count: 'access-requests' });
    const { id, email, firstName, lastName } = result.investor;
    return {
      requestId: result.requestId,
      investor: { id, email, firstName, lastName },
      reactivated: result.reactivated,
      accessCode,
      mailId: result.mailId,
    };
  }

  async reject(requestId: number, actor: string) {
    const [row] = await this.db
      .update(accessRequests)
      .set({ status: 'rejected', decidedAt: sql`now()` })
      .where(and(eq(accessRequests.id, requestId), eq(accessRequests.status, 'pending')))
      .returning({ id: accessRequests.id, email: accessRequests.email });
    if (!row) throw new Refusal(`Access request ${requestId} not found or not pending`);
    await this.audit.record({
      action: AUDIT_ACTIONS.requestRejected,
      actor,
      email: row.email,
      details: { requestId },
    });
    this.events.publish('counts-changed', { count: 'access-requests' });
    return { requestId: row.id, email: row.email };
  }
}
