import { DECK_ENGAGEMENT_LIMITS } from '@gloh/contract/deck-engagement';
import { isEmailAddress } from '@gloh/contract/email';
import { POSTGRES_INTEGER_MAX } from '@gloh/contract/number-rules';
import {
  RELEASE_HEALTH_DEFAULT_DAYS,
  RELEASE_HEALTH_MAX_DAYS,
  RELEASE_HEALTH_REMOTES,
  type ReleaseHealthRemote,
} from '@gloh/contract/release-health';
import { MAIL_OUTBOX_STATES, type MailOutboxState } from '@gloh/contract/staff-ops';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { Refusal } from '../common/errors/refusal.js';
import { ACCESS_REQUEST_STATUSES, type AccessRequestStatus } from '../database/schema.js';
import { AdminError } from './admin-errors.js';
import type { AdminServices } from './admin-services.js';

/** The actor of a command run in-process by a caller that names nobody (the CLI always names one). */
export const ADMIN_ACTOR = 'admin-cli';

export const ADMIN_COMMANDS = [
  'requests',
  'approve',
  'reject',
  'investors',
  'revoke',
  'reset-link',
  'audit',
  'analytics',
  'vitals',
  'engagement',
  'deck',
  'staff',
  'outbox',
  'retention',
  'person',
] as const;
export type AdminCommandName = (typeof ADMIN_COMMANDS)[number];

export interface AdminCommand {
  name: AdminCommandName;
  /** Positional argument: a request id or an email. */
  target?: string;
  status?: string;
  limit?: number;
  /** analytics, engagement, vitals: how many days back. */
  days?: number;
  /** vitals: one remote only (or 'shell'). */
  remote?: string;
  /** engagement: one investor only. */
  email?: string;
  /** engagement: the per-page drop-off of the deck instead of the per-investor list. */
  deck?: boolean;
  /** engagement, deck: a deck version other than the current one. */
  version?: number;
  /** deck upload: the file's name and its bytes, base64 (read by the CLI, not by the API). */
  fileName?: string;
  pdfBase64?: string;
  /** Who runs the command (--as, by default the operating-system user): the audit log's actor. */
  actor?: string;
  /** staff invite: the roles and the name. */
  roles?: string[];
  staffName?: string;
  /** outbox retry: the mail's id. */
  mailId?: string;
  /** person erase: --yes, the operator's confirmation that the data goes for good. */
  confirmed?: boolean;
}

export const DEFAULT_AUDIT_LIMIT = 50;
export const DEFAULT_ANALYTICS_DAYS = 30;
const MAX_ANALYTICS_DAYS = 366;
const MAX_AUDIT_LIMIT = 1000;

function requestId(target: string | undefined): number {
  const id = Number(target);
  // Ids are PostgreSQL integers: a larger number is no request, not a database error.
  if (!target || !Number.isInteger(id) || id <= 0 || id > POSTGRES_INTEGER_MAX)
    throw new AdminError('A numeric request id is required');
  return id;
}

function deckVersion(version: number | undefined): number | undefined {
  if (version === undefined) return undefined;
  if (!Number.isInteger(version) || version < 1 || version > DECK_ENGAGEMENT_LIMITS.maxDeckVersion)
    throw new AdminError(
      `--version must be an integer from 1 to ${DECK_ENGAGEMENT_LIMITS.maxDeckVersion}`,
    );
  return version;
}

function email(target: string | undefined): string {
  if (!target || !target.includes('@')) throw new AdminError('An email address is required');
  return target;
}

/**
 * The staff service answers in HTTP terms (404, 409, 400); the CLI's refusal is an AdminError.
 * Recognised by shape: this file is loaded by a CLI that talks to a running API without Nest.
 */
async function refusedAsAdminError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const status = (error as { getStatus?: () => unknown }).getStatus?.();
    if (typeof status === 'number' && status < 500) throw new AdminError((error as Error).message);
    throw error;
  }
}

function runStaffCommand(admin: AdminServices, command: AdminCommand, actor: string) {
  if (command.target === 'list') return admin.staff.list();
  if (command.target === 'invite') {
    // Creates or invites again a staff account; the CLI prints its enrollment link, also mailed.
    if (!command.email || !isEmailAddress(command.email))
      throw new AdminError('staff invite needs a valid email address');
    return refusedAsAdminError(() =>
      admin.staff.invite(
        { email: command.email!, roles: command.roles ?? [], name: command.staffName },
        { actor },
      ),
    );
  }
  throw new AdminError('Use "staff invite <email> --role …" or "staff list"');
}

const OUTBOX_FILTERS = [...MAIL_OUTBOX_STATES, 'unsent'] as const;
const MAIL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function runOutboxCommand(admin: AdminServices, command: AdminCommand, actor: string) {
  if (command.target === 'list') {
    const state = command.status as MailOutboxState | 'unsent' | undefined;
    if (state !== undefined && !(OUTBOX_FILTERS as readonly string[]).includes(state)) {
      throw new AdminError(`--status must be one of ${OUTBOX_FILTERS.join(', ')}`);
    }
    // Newest first, as the console lists it (unsent: every mail not sent yet).
    const { mails } = await admin.mailOutbox.list({
      state: state === 'unsent' ? undefined : state,
      limit: STAFF_LIST_LIMITS.maxLimit,
      dir: 'desc',
    });
    return mails;
  }
  if (command.target === 'retry') {
    // Brings a retrying mail's next attempt forward, or gives a failed one another attempt.
    if (!command.mailId || !MAIL_ID.test(command.mailId))
      throw new AdminError('outbox retry needs a mail id (a uuid, as outbox list prints it)');
    return refusedAsAdminError(() => admin.mailOutbox.retryNow(command.mailId!, { actor }));
  }
  throw new AdminError('Use "outbox list" or "outbox retry <mailId>"');
}

function runPersonCommand(admin: AdminServices, command: AdminCommand, actor: string) {
  if (!command.email || !isEmailAddress(command.email))
    throw new AdminError('person needs --email with an email address');
  // Everything stored about the person; nothing stored is a refusal, as an unknown investor is.
  if (command.target === 'export') return admin.personalData.export(command.email, actor);
  if (command.target === 'erase') {
    // Checked here too: the admin channel takes commands from more than this CLI's parser.
    if (!command.confirmed)
      throw new AdminError('person erase needs --yes: the data goes for good');
    // The audit log keeps the person's events under a pseudonym.
    return admin.personalData.erase(command.email, actor);
  }
  throw new AdminError('Use "person export --email E" or "person erase --email E --yes"');
}

/**
 * One entry point for both transports: in-process (CLI on its own) and the running API's admin
 * channel. The features' services do the work, as they do for the staff console; their
 * refusals reach the terminal as AdminErrors.
 */
export async function runAdminCommand(
  admin: AdminServices,
  command: AdminCommand,
): Promise<unknown> {
  try {
    return await runCommand(admin, command);
  } catch (error) {
    if (error instanceof Refusal) throw new AdminError(error.message);
    throw error;
  }
}

function runCommand(admin: AdminServices, command: AdminCommand): Promise<unknown> | unknown {
  const actor = command.actor ?? ADMIN_ACTOR;
  switch (command.name) {
    case 'requests': {
      const status = command.status as AccessRequestStatus | undefined;
      if (status && !ACCESS_REQUEST_STATUSES.includes(status)) {
        throw new AdminError(`--status must be one of ${ACCESS_REQUEST_STATUSES.join(', ')}`);
      }
      return admin.accessDecisions.list(status);
    }
    case 'approve':
      return admin.accessDecisions.approve(requestId(command.target), actor);
    case 'reject':
      return admin.accessDecisions.reject(requestId(command.target), actor);
    case 'investors':
      return admin.investorAccess.list();
    case 'revoke':
      return admin.investorAccess.revoke(email(command.target), actor);
    case 'reset-link':
      return admin.passwordResets.issue(email(command.target), actor);
    case 'audit': {
      const limit = command.limit ?? DEFAULT_AUDIT_LIMIT;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_AUDIT_LIMIT) {
        throw new AdminError(`--limit must be an integer from 1 to ${MAX_AUDIT_LIMIT}`);
      }
      return admin.audit.list(limit);
    }
    case 'analytics': {
      const days = command.days ?? DEFAULT_ANALYTICS_DAYS;
      if (!Number.isInteger(days) || days < 1 || days > MAX_ANALYTICS_DAYS) {
        throw new AdminError(`--days must be an integer from 1 to ${MAX_ANALYTICS_DAYS}`);
      }
      return admin.analytics.report(days);
    }
    case 'vitals': {
      const days = command.days ?? RELEASE_HEALTH_DEFAULT_DAYS;
      if (!Number.isInteger(days) || days < 1 || days > RELEASE_HEALTH_MAX_DAYS) {
        throw new AdminError(`--days must be an integer from 1 to ${RELEASE_HEALTH_MAX_DAYS}`);
      }
      const remote = command.remote as ReleaseHealthRemote | undefined;
      if (remote !== undefined && !RELEASE_HEALTH_REMOTES.includes(remote)) {
        throw new AdminError(`--remote must be one of ${RELEASE_HEALTH_REMOTES.join(', ')}`);
      }
      return admin.releaseHealth.report(days, remote);
    }
    case 'engagement': {
      if (command.deck) return admin.decks.deckFunnel(deckVersion(command.version));
      const days = command.days ?? DEFAULT_ANALYTICS_DAYS;
      if (!Number.isInteger(days) || days < 1 || days > MAX_ANALYTICS_DAYS) {
        throw new AdminError(`--days must be an integer from 1 to ${MAX_ANALYTICS_DAYS}`);
      }
      return admin.decks.engagementReport({
        days,
        email: command.email === undefined ? undefined : email(command.email),
        version: deckVersion(command.version),
      });
    }
    case 'deck':
      if (command.target === 'list') return admin.decks.list();
      if (command.target === 'upload') {
        if (!command.pdfBase64 || !command.fileName) throw new AdminError('A PDF file is required');
        // Sent base64-encoded, so that it crosses the admin channel as JSON.
        return admin.decks.publish(
          Buffer.from(command.pdfBase64, 'base64'),
          command.fileName,
          actor,
        );
      }
      throw new AdminError('Use "deck list" or "deck upload <file.pdf>"');
    case 'staff':
      return runStaffCommand(admin, command, actor);
    case 'outbox':
      return runOutboxCommand(admin, command, actor);
    case 'retention':
      if (command.target !== 'run') throw new AdminError('Use "retention run"');
      // Removes now what is past its retention period (the API does it daily) and reports it.
      return admin.retention.run(actor);
    case 'person':
      return runPersonCommand(admin, command, actor);
    default:
      throw new AdminError(`Unknown command "${String((command as { name: unknown }).name)}"`);
  }
}
