import { Injectable } from '@nestjs/common';
import { desc } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog } from '../database/schema.js';

export const AUDIT_ACTIONS = {
  presentationView: 'presentation.view',
  presentationDownload: 'presentation.download',
  loginSuccess: 'auth.login',
  loginFailure: 'auth.login_failed',
  logout: 'auth.logout',
  passwordReset: 'auth.password_reset',
  requestApproved: 'admin.request_approved',
  requestRejected: 'admin.request_rejected',
  investorRevoked: 'admin.investor_revoked',
  investorReactivated: 'admin.investor_reactivated',
  /** Staff set or moved the time an investor's access ends by itself. */
  investorAccessExpirySet: 'admin.investor_access_expiry_set',
  investorAccessExpiryCleared: 'admin.investor_access_expiry_cleared',
  /** The API ended an investor's access at its expiry; `actor` is who set the expiry. */
  investorAccessExpired: 'admin.investor_access_expired',
  investorAccessReminderMailed: 'admin.investor_access_reminder_mailed',
  /** Staff let an investor download the deck again, or stopped them. */
  investorDownloadAllowed: 'admin.investor_download_allowed',
  investorDownloadDisallowed: 'admin.investor_download_disallowed',
  /** Staff exported the investors list (with their reading) as CSV. */
  investorsExported: 'admin.investors_exported',
  resetLinkIssued: 'admin.reset_link_issued',
  deckUploaded: 'admin.deck_uploaded',
  deckActivated: 'admin.deck_activated',
  deckNoteChanged: 'admin.deck_note_changed',
  /** Staff opened a version's PDF in the console (investors' openings are presentation.view). */
  deckPreviewed: 'admin.deck_previewed',
  deckScheduled: 'admin.deck_publish_scheduled',
  deckScheduleCancelled: 'admin.deck_publish_cancelled',
  /** The API made a scheduled version live; `actor` is who scheduled it. */
  deckScheduledPublished: 'admin.deck_scheduled_published',
  /** Staff published a version of the confidentiality agreement investors accept. */
  deckAgreementPublished: 'admin.deck_agreement_published',
  deckAgreementTurnedOff: 'admin.deck_agreement_turned_off',
  deckAgreementExported: 'admin.deck_agreement_acceptances_exported',
  /** An investor accepted the agreement in force (with their address and browser). */
  deckAgreementAccepted: 'presentation.agreement_accepted',
  staffInvited: 'staff.invited',
  staffEnrolled: 'staff.enrolled',
  staffSignIn: 'staff.sign_in',
  staffSignInFailed: 'staff.sign_in_failed',
  staffStepUp: 'staff.step_up',
  staffSignOut: 'staff.sign_out',
  staffRolesChanged: 'staff.roles_changed',
  staffDisabled: 'staff.disabled',
  staffPasskeyRemoved: 'staff.passkey_removed',
  /** A member changed which events mail them (their own settings). */
  staffNotificationsChanged: 'staff.notifications_changed',
  contactHandled: 'marketing.contact_handled',
  contactUnhandled: 'marketing.contact_unhandled',
  contactExported: 'marketing.contacts_exported',
  mailRetried: 'admin.mail_retried',
  auditExported: 'admin.audit_exported',
  mailSecretRevealed: 'staff.mail_secret_revealed',
  retentionRun: 'retention.run',
  /** All addresses together reached a kind's daily ceiling: once per kind and UTC day. */
  dailyCeilingReached: 'limits.daily_ceiling_reached',
  personExported: 'admin.person_exported',
  personErased: 'admin.person_erased',
  /** The release guard returned a remote to its previous release (see release-guard.service.ts). */
  releaseAutoRolledBack: 'release.auto_rolled_back',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  action: AuditAction;
  actor: string;
  investorId?: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

/** What an event was, who did it, when and from where: the columns every reader of the log shows first. */
export const AUDIT_EVENT_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  actor: auditLog.actor,
  email: auditLog.email,
  ip: auditLog.ip,
};

type Executor = Pick<Database, 'insert'>;

@Injectable()
export class AuditService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Pass a transaction as executor when the entry must commit together with the change. */
  async record(entry: AuditEntry, executor: Executor = this.db): Promise<void> {
    await executor.insert(auditLog).values({
      action: entry.action,
      actor: entry.actor,
      investorId: entry.investorId ?? null,
      email: entry.email ?? null,
      ip: entry.ip ?? null,
      userAgent: entry.userAgent?.slice(0, 512) ?? null,
      details: entry.details ?? null,
    });
  }

  list(limit: number) {
    return this.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
  }
}
