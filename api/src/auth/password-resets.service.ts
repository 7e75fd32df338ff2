import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '@gloh/contract/email';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { Refusal } from '../common/errors/refusal.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { investors, passwordResetTokens } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { RESET_TOKEN_BYTES, RESET_TOKEN_LIFETIME_SECONDS } from './auth.constants.js';
import { generateToken, hashToken } from './secrets.js';

/** Password reset links that staff issue for an investor (the admin CLI and the staff console). */
@Injectable()
export class PasswordResetsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditService,
  ) {}

  /** The token, its mail (outbox) and the audit entry commit together; the link is answered. */
  async issue(emailInput: string, actor: string) {
    const email = normalizeEmail(emailInput);
    const token = generateToken(RESET_TOKEN_BYTES);
    const link = this.outbox.siteLink(SITE_LINKS.resetPassword, token);
    const result = await this.db.transaction(async (tx) => {
      const [investor] = await tx
        .select()
        .from(investors)
        .where(and(eq(investors.email, email), eq(investors.status, 'active')))
        .limit(1);
      if (!investor) throw new Refusal(`No active investor with email ${email}`);
      const [row] = await tx
        .insert(passwordResetTokens)
        .values({
          investorId: investor.id,
          tokenHash: hashToken(token),
          expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_LIFETIME_SECONDS})`,
        })
        .returning({ expiresAt: passwordResetTokens.expiresAt });
      const mailId = await this.outbox.enqueue(
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
          secret: { kind: 'reset-link', value: link },
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
      return { expiresAt: row!.expiresAt, mailId };
    });
    this.outbox.notify();
    return { email, link, expiresAt: result.expiresAt, mailId: result.mailId };
  }
}
