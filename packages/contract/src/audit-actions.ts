/**
 * Every action the audit log records, with the words the console shows for it. The API's
 * AUDIT_ACTIONS must each be listed here (a test of the API checks), so no row shows a bare code.
 */
export const AUDIT_ACTION_LABELS = {
  'presentation.view': 'Investor opened the deck',
  'presentation.download': 'Investor downloaded the deck',
  'auth.login': 'Investor signed in',
  'auth.login_failed': 'Investor sign-in failed',
  'auth.logout': 'Investor signed out',
  'auth.password_reset': 'Investor reset their password',
  'admin.request_approved': 'Access request approved',
  'admin.request_rejected': 'Access request rejected',
  'admin.investor_revoked': 'Investor access revoked',
  'admin.investor_reactivated': 'Investor access restored',
  'admin.investor_access_expiry_set': 'Investor access end date set',
  'admin.investor_access_expiry_cleared': 'Investor access end date removed',
  'admin.investor_access_expired': 'Investor access expired',
  'admin.investor_access_reminder_mailed': 'Investor mailed that access ends soon',
  'admin.investor_download_allowed': 'Investor allowed to download the deck',
  'admin.investor_download_disallowed': 'Investor no longer allowed to download the deck',
  'admin.investors_exported': 'Investors exported',
  'admin.reset_link_issued': 'Reset link sent',
  'admin.deck_uploaded': 'Deck version uploaded',
  'admin.deck_activated': 'Deck version made live',
  'admin.deck_note_changed': 'Deck version note changed',
  'admin.deck_previewed': 'Deck version previewed',
  'admin.deck_publish_scheduled': 'Deck version scheduled',
  'admin.deck_publish_cancelled': 'Deck schedule cancelled',
  'admin.deck_scheduled_published': 'Scheduled deck version made live',
  'admin.deck_agreement_published': 'Confidentiality agreement published',
  'admin.deck_agreement_turned_off': 'Confidentiality agreement no longer required',
  'admin.deck_agreement_acceptances_exported': 'Agreement acceptances exported',
  'presentation.agreement_accepted': 'Investor accepted the confidentiality agreement',
  'staff.invited': 'Staff member invited',
  'staff.enrolled': 'Staff member set up a passkey',
  'staff.sign_in': 'Staff sign-in',
  'staff.sign_in_failed': 'Staff sign-in failed',
  'staff.step_up': 'Staff passkey confirmed',
  'staff.sign_out': 'Staff sign-out',
  'staff.roles_changed': 'Staff roles changed',
  'staff.disabled': 'Staff account disabled',
  'staff.passkey_removed': 'Staff passkey removed',
  'staff.notifications_changed': 'Staff notification settings changed',
  'marketing.contact_handled': 'Contact message marked handled',
  'marketing.contact_unhandled': 'Contact message marked not handled',
  'marketing.contacts_exported': 'Contact messages exported',
  'admin.mail_retried': 'Mail retried',
  'staff.mail_secret_revealed': 'Code or link revealed',
  'admin.audit_exported': 'Audit log exported',
  'retention.run': 'Old data deleted',
  'limits.daily_ceiling_reached': 'Daily limit reached',
  'admin.person_exported': 'Personal data exported',
  'admin.person_erased': 'Personal data erased',
  'release.auto_rolled_back': 'Release rolled back automatically',
} as const;

export type KnownAuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The console's words for an action; an action it does not know shows as recorded. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action as KnownAuditAction]
    : action;
}

/** The audit log's CSV export of a filter (admins only, itself audited). */
export const AUDIT_LOG_CSV_PATH = '/api/staff/admin/audit-log/export';

/** At most this many entries per export, newest first unless sorted otherwise. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
