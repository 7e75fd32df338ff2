import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { and, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import {
  ACCESS_EXPIRY_MESSAGES,
  formatAccessTime,
  type InvestorAccess,
} from '@gloh/contract/investor-access';
import { STAFF_IR_MESSAGES } from '@gloh/contract/staff-ir';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog, investors } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { InvestorAccessService } from './investor-access.service.js';

/** What the console shows of an investor's access (InvestorAccess), read together. */
export const ACCESS_COLUMNS = {
  id: investors.id,
  email: investors.email,
  firstName: investors.firstName,
  lastName: investors.lastName,
  status: investors.status,
  revokedAt: investors.revokedAt,
  accessExpiresAt: investors.accessExpiresAt,
  accessReminderSentAt: investors.accessReminderSentAt,
  downloadAllowed: investors.downloadAllowed,
};

type AccessRow = Pick<typeof investors.$inferSelect, keyof typeof ACCESS_COLUMNS>;

export function accessOf(row: AccessRow): InvestorAccess {
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return {
    ...row,
    revokedAt: iso(row.revokedAt),
    accessExpiresAt: iso(row.accessExpiresAt),
    accessReminderSentAt: iso(row.accessReminderSentAt),
  };
}

/** Who set an expiry: the audit's actor, so the automatic end is recorded under them. */
const EXPIRY_ACTOR_FALLBACK = 'access-expiry';

/**
 * Access with terms: staff give an investor's access an end; the API mails the investor before it
 * (once per end date) and ends the access when it comes, through the revocation's path.
 */
@Injectable()
export class AccessExpiryService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
    private readonly outbox: MailOutboxService,
    private readonly access: InvestorAccessService,
  ) {}

  async get(id: string): Promise<InvestorAccess> {
    const [row] = await this.db.select(ACCESS_COLUMNS).from(investors).where(eq(investors.id, id));
    if (!row) throw new NotFoundException(STAFF_IR_MESSAGES.investorNotFound);
    return accessOf(row);
  }

  /**
   * Sets, moves or clears (null) when an active investor's access ends. A new end date earns a
   * new reminder. 404 for no such investor, 409 when their access has already ended.
   */
  async setExpiry(id: string, expiresAt: Date | null, actor: string) {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select(ACCESS_COLUMNS)
        .from(investors)
        .where(eq(investors.id, id))
        .for('update');
      if (!before) throw new NotFoundException(STAFF_IR_MESSAGES.investorNotFound);
      if (before.status !== 'active') throw new ConflictException(ACCESS_EXPIRY_MESSAGES.notActive);
      const [after] = await tx
        .update(investors)
        .set({ accessExpiresAt: expiresAt, accessReminderSentAt: null })
        .where(eq(investors.id, id))
        .returning(ACCESS_COLUMNS);
      const previous = before.accessExpiresAt?.toISOString() ?? null;
      await this.audit.record(
        {
          action: expiresAt
            ? AUDIT_ACTIONS.investorAccessExpirySet
            : AUDIT_ACTIONS.investorAccessExpiryCleared,
          actor,
          investorId: id,
          email: before.email,
          details: { accessExpiresAt: expiresAt?.toISOString() ?? null, previous },
        },
        tx,
      );
      return { investor: accessOf(after!), previousAccessExpiresAt: previous };
    });
  }

  /** The ids of the active investors that also meet `conditions`. */
  private activeInvestorsWhere(...conditions: SQL[]) {
    return this.db
      .select({ id: investors.id })
      .from(investors)
      .where(and(eq(investors.status, 'active'), ...conditions));
  }

  /** Ends every access whose time has come; the emails whose access ended. */
  async endDue(): Promise<string[]> {
    const due = await this.activeInvestorsWhere(
      isNotNull(investors.accessExpiresAt),
      lte(investors.accessExpiresAt, sql`now()`),
    );
    const ended: string[] = [];
    for (const { id } of due) {
      const result = await this.access.expire(id, await this.expirySetter(id));
      if (result) ended.push(result.email);
    }
    return ended;
  }

  /**
   * Mails each active investor whose access ends within `days` that it does, once per end date:
   * the row is marked in the same transaction as the mail is queued, so two instances never both
   * send it. The emails reminded.
   */
  async remindDue(days: number): Promise<string[]> {
    if (days <= 0) return [];
    const reminded: string[] = [];
    const due = await this.activeInvestorsWhere(
      isNull(investors.accessReminderSentAt),
      gt(investors.accessExpiresAt, sql`now()`),
      lte(investors.accessExpiresAt, sql`now() + make_interval(days => ${days})`),
    );
    for (const { id } of due) {
      const sent = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(investors)
          .set({ accessReminderSentAt: sql`now()` })
          .where(
            and(
              eq(investors.id, id),
              eq(investors.status, 'active'),
              isNull(investors.accessReminderSentAt),
              gt(investors.accessExpiresAt, sql`now()`),
            ),
          )
          .returning(ACCESS_COLUMNS);
        if (!row) return undefined;
        const endsAt = formatAccessTime(row.accessExpiresAt!.toISOString());
        await this.outbox.enqueue(
          {
            to: row.email,
            subject: 'Your access to the Gloh investor presentation ends soon',
            text: [
              `Hello ${row.firstName || row.email},`,
              '',
              `Your access to the Gloh investor presentation ends on ${endsAt}.`,
              `Until then you can sign in at ${this.outbox.siteLink(SITE_LINKS.presentationAccess)}.`,
              '',
              `To keep your access after that date, write to our investor relations team at ${this.outbox.companyInbox}.`,
              '',
              'The Gloh team',
            ].join('\n'),
          },
          tx,
        );
        await this.audit.record(
          {
            action: AUDIT_ACTIONS.investorAccessReminderMailed,
            actor: EXPIRY_ACTOR_FALLBACK,
            investorId: row.id,
            email: row.email,
            details: { accessExpiresAt: row.accessExpiresAt!.toISOString() },
          },
          tx,
        );
        return row.email;
      });
      if (sent) reminded.push(sent);
    }
    if (reminded.length > 0) this.outbox.notify();
    return reminded;
  }

  /** Whoever last set the investor's expiry, for the audit entry of its end. */
  private async expirySetter(investorId: string): Promise<string> {
    const [last] = await this.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.investorId, investorId),
          eq(auditLog.action, AUDIT_ACTIONS.investorAccessExpirySet),
        ),
      )
      .orderBy(sql`${auditLog.at} DESC`)
      .limit(1);
    return last?.actor ?? EXPIRY_ACTOR_FALLBACK;
  }
}
