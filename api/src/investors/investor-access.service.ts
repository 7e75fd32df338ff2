import { Injectable } from '@nestjs/common';
import { and, asc, eq, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { normalizeEmail } from '@gloh/contract/email';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { sessionIsLive, SessionsService } from '../auth/sessions.service.js';
import { Refusal } from '../common/errors/refusal.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { investors, passwordResetTokens, sessions } from '../database/schema.js';

/** The investors who were given access, and the end of it: for the admin CLI and the staff console. */
@Injectable()
export class InvestorAccessService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
  ) {}

  list() {
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
  async revoke(emailInput: string, actor: string) {
    const email = normalizeEmail(emailInput);
    const ended = await this.end(eq(investors.email, email), actor, AUDIT_ACTIONS.investorRevoked);
    if (!ended) throw new Refusal(`No active investor with email ${email}`);
    return { email, sessionsEnded: ended.sessionsEnded };
  }

  /**
   * Ends the access of an investor whose expiry has come, by the revocation's own path (so an
   * open deck viewer hears of it as of a revocation), audited as expired under `actor` (who set
   * the expiry). Nothing when the expiry was moved or cleared meanwhile, or access already ended.
   */
  expire(investorId: string, actor: string) {
    return this.end(
      and(
        eq(investors.id, investorId),
        isNotNull(investors.accessExpiresAt),
        lte(investors.accessExpiresAt, sql`now()`),
      )!,
      actor,
      AUDIT_ACTIONS.investorAccessExpired,
    );
  }

  private async end(
    which: SQL,
    actor: string,
    action: typeof AUDIT_ACTIONS.investorRevoked | typeof AUDIT_ACTIONS.investorAccessExpired,
  ) {
    return this.db.transaction(async (tx) => {
      const [investor] = await tx
        .update(investors)
        .set({ status: 'revoked', revokedAt: sql`now()` })
        .where(and(which, eq(investors.status, 'active')))
        .returning({
          id: investors.id,
          email: investors.email,
          accessExpiresAt: investors.accessExpiresAt,
        });
      if (!investor) return undefined;
      const sessionsEnded = await this.sessions.endAllFor(investor.id, tx);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(passwordResetTokens.investorId, investor.id), isNull(passwordResetTokens.usedAt)),
        );
      await this.audit.record(
        {
          action,
          actor,
          investorId: investor.id,
          email: investor.email,
          details:
            action === AUDIT_ACTIONS.investorAccessExpired
              ? { sessionsEnded, accessExpiresAt: investor.accessExpiresAt?.toISOString() ?? null }
              : { sessionsEnded },
        },
        tx,
      );
      return { email: investor.email, sessionsEnded };
    });
  }
}
