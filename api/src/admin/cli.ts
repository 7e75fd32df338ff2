#!/usr/bin/env node
/**
 * Staff tool for investor access. Works against the same database as the API:
 * PostgreSQL via DATABASE_URL, or the embedded PGlite directory. When an API process holds
 * that directory, the command runs inside the API through its admin channel.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { validateEnv, type AppConfig } from '../config/env.validation.js';
import { readAdminEndpoint } from '../database/pglite-owner.js';
import { RemoteAdminError, sendAdminCommand } from './admin-channel.js';
import { type AdminCommand, runAdminCommand } from './admin-commands.js';
import { parseCommandLine, UsageError } from './cli-arguments.js';
import { AdminError } from './admin-errors.js';
import type { StaffMemberSummary } from '@gloh/contract/staff';
import type { AnalyticsReport } from '../analytics/analytics.service.js';
import {
  VITAL_GOOD_P75,
  type ReleaseFigures,
  type ReleaseHealthReport,
} from '@gloh/contract/release-health';
import type {
  DeckPageFunnel,
  InvestorEngagement,
} from '../presentation/deck-engagement.service.js';
import type { PersonErasure } from '../personal-data/personal-data.service.js';
import type { RetentionReport } from '../retention/retention.service.js';

type Row = Record<string, unknown>;

/** The CLI reads the file, so the API (maybe in another container) needs no access to it. */
function readDeckFile(file: string): { fileName: string; pdfBase64: string } {
  try {
    return { fileName: basename(file), pdfBase64: readFileSync(file).toString('base64') };
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function runViaRunningApi(
  config: AppConfig,
  command: AdminCommand,
): Promise<{ result: unknown } | undefined> {
  if (config.databaseUrl || config.pgliteDir.startsWith('memory://')) return undefined;
  const endpoint = readAdminEndpoint(config.pgliteDir);
  if (!endpoint) return undefined;
  try {
    return { result: await sendAdminCommand(endpoint, command) };
  } catch (error) {
    if (error instanceof RemoteAdminError) throw new AdminError(error.message);
    // Nothing listening: the API is gone and left its file behind, unless the process lives on.
    if (isProcessAlive(endpoint.pid)) {
      throw new Error(
        `The API (pid ${endpoint.pid}) holds ${config.pgliteDir} but its admin channel does not answer`,
      );
    }
    return undefined;
  }
}

async function runLocally(command: AdminCommand): Promise<{ result: unknown; mailNote: string }> {
  // Loaded only here: talking to a running API needs none of Nest or the database drivers.
  await import('reflect-metadata');
  const { NestFactory } = await import('@nestjs/core');
  // The CLI is an entry point, as main.ts is: it boots the whole app.
  // eslint-disable-next-line api-layers/feature-imports
  const { AppModule } = await import('../app.module.js');
  const { AdminServices } = await import('./admin-services.js');
  const { MailOutboxWorker } = await import('../mail/mail-outbox.worker.js');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ role: 'cli' }), {
    logger: false,
  });
  try {
    const result = await runAdminCommand(app.get(AdminServices), command);
    const config = app.get<AppConfig>('APP_CONFIG');
    let mailNote =
      'No SMTP configured: the mail waits in the outbox until an API with SMTP_URL sends it.';
    if (config.smtpUrl) {
      try {
        await app.get(MailOutboxWorker).drain();
        mailNote = 'Mail handed to the SMTP server (or queued for retry by the API).';
      } catch {
        mailNote = 'SMTP unreachable: the mail stays in the outbox and the API will retry it.';
      }
    }
    return { result, mailNote };
  } finally {
    await app.close();
  }
}

function printTable(rows: Row[], columns: string[]): void {
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const text = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const widths = columns.map((column) =>
    Math.min(60, Math.max(column.length, ...rows.map((row) => text(row[column]).length))),
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => cell.slice(0, 60).padEnd(widths[i]!)).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => text(row[column]))));
}

/** A p75 beside the previous release's: "2140 (was 1980, +8%)", and a mark past "good". */
function vitalCell(
  value: number | null,
  previous: number | null | undefined,
  good: number,
  unit = '',
): string {
  if (value === null) return '–';
  const flag = value > good ? ' !' : '';
  if (previous === null || previous === undefined) return `${value}${unit}${flag}`;
  const change =
    previous === 0
      ? ''
      : `, ${value >= previous ? '+' : ''}${Math.round((value / previous - 1) * 100)}%`;
  return `${value}${unit} (was ${previous}${change})${flag}`;
}

function printReleaseHealth(report: ReleaseHealthReport): void {
  console.log(`Release health, last ${report.days} day(s), since ${report.since}: p75 per release`);
  console.log('');
  const figures = (previous: ReleaseFigures | null) => previous ?? undefined;
  printTable(
    report.releases.map((row) => {
      const before = figures(row.previous);
      return {
        remote: row.remote,
        release: row.release,
        firstSeen: row.firstSeen.slice(0, 16).replace('T', ' '),
        loads: row.pageLoads,
        'LCP ms': vitalCell(row.lcpP75Ms, before?.lcpP75Ms, VITAL_GOOD_P75.LCP),
        'INP ms': vitalCell(row.inpP75Ms, before?.inpP75Ms, VITAL_GOOD_P75.INP),
        CLS: vitalCell(row.clsP75, before?.clsP75, VITAL_GOOD_P75.CLS),
        errors: before ? `${row.errors} (was ${before.errors})` : row.errors,
        previous: row.previous?.release ?? '',
      };
    }),
    ['remote', 'release', 'firstSeen', 'loads', 'LCP ms', 'INP ms', 'CLS', 'errors', 'previous'],
  );
  console.log('');
  console.log(
    `"was": the previous release of the same remote, over its whole life. "!": p75 above Google's "good" (LCP ${VITAL_GOOD_P75.LCP} ms, INP ${VITAL_GOOD_P75.INP} ms, CLS ${VITAL_GOOD_P75.CLS}).`,
  );
}

/** What each count of a retention run stands for, and which period governs it. */
const RETENTION_ROWS: [
  keyof RetentionReport['removed'],
  string,
  keyof RetentionReport['periods'],
][] = [
  ['analyticsEvents', 'page-view records (summed per day first)', 'analyticsEvents'],
  ['analyticsDaysSummed', 'days of page views summed', 'analyticsEvents'],
  ['releaseHealthEvents', 'release-health events', 'releaseHealth'],
  ['contactMessages', 'contact messages', 'contactMessages'],
  ['investorAccounts', 'investor accounts revoked', 'accessRequests'],
  ['accessRequests', 'decided access requests', 'accessRequests'],
  ['auditEntries', 'audit log entries', 'auditLog'],
  ['mails', 'sent and failed mails', 'mail'],
  ['investorSessions', 'investor sessions', 'sessions'],
  ['resetTokens', 'password reset links', 'sessions'],
  ['deckOpenNotices', 'deck-opened notices', 'sessions'],
  ['staffSessions', 'staff sessions', 'sessions'],
  ['staffInvitations', 'staff invitation links', 'sessions'],
  ['staffChallenges', 'passkey challenges', 'sessions'],
  ['clientAddresses', 'client addresses cleared', 'clientAddresses'],
];

function printRetention(report: RetentionReport): void {
  console.log(`Retention run at ${report.at}: removed what was older than its period`);
  console.log('');
  printTable(
    RETENTION_ROWS.map(([key, what, period]) => ({
      what,
      'kept (days)': report.periods[period],
      removed: report.removed[key],
    })),
    ['what', 'kept (days)', 'removed'],
  );
}

function printErasure(email: string, erasure: PersonErasure): void {
  console.log(`Erased ${email}; the audit log now calls them ${erasure.pseudonym}`);
  console.log('');
  printTable(
    [
      ...Object.entries(erasure.removed).map(([what, count]) => ({ what, deleted: count })),
      ...Object.entries(erasure.pseudonymised).map(([what, count]) => ({
        what,
        pseudonymised: count,
      })),
    ],
    ['what', 'deleted', 'pseudonymised'],
  );
}

function printHuman(command: AdminCommand, result: unknown, mailNote: string | undefined): void {
  switch (command.name) {
    case 'retention':
      printRetention(result as RetentionReport);
      return;
    case 'person':
      // An export is for handing over: JSON either way.
      if (command.target === 'export') console.log(JSON.stringify(result, null, 2));
      else printErasure(command.email ?? '', result as PersonErasure);
      return;
    case 'requests':
      printTable(result as Row[], [
        'id',
        'status',
        'name',
        'companyName',
        'email',
        'phoneNumber',
        'createdAt',
      ]);
      return;
    case 'investors':
      printTable(result as Row[], [
        'id',
        'email',
        'firstName',
        'lastName',
        'status',
        'activeSessions',
        'createdAt',
      ]);
      return;
    case 'audit':
      printTable(result as Row[], ['id', 'at', 'action', 'actor', 'email', 'ip', 'details']);
      return;
    case 'analytics': {
      const report = result as AnalyticsReport;
      console.log(
        `Last ${report.days} day(s), since ${report.since}: ${report.totals.views} page view(s), ${report.totals.visitors} visitor(s)`,
      );
      console.log('');
      printTable(report.pages as unknown as Row[], [
        'path',
        'views',
        'visitors',
        'avgSecondsOnPage',
      ]);
      console.log('');
      console.log('Top referrers');
      printTable(report.referrers as unknown as Row[], ['origin', 'views']);
      console.log('');
      console.log(
        'Visitors are counted once per day (a daily salted hash; no cookie, no IP kept).',
      );
      return;
    }
    case 'vitals':
      printReleaseHealth(result as ReleaseHealthReport);
      return;
    case 'engagement': {
      if (command.deck) {
        const funnel = result as {
          deckVersion: number;
          pageCount: number;
          pages: DeckPageFunnel[];
        };
        console.log(
          `Deck version ${funnel.deckVersion} (${funnel.pageCount} pages): who reached each page`,
        );
        printTable(funnel.pages as unknown as Row[], ['page', 'investorsReached', 'medianSeconds']);
        return;
      }
      const report = result as {
        deckVersion: number;
        days: number;
        investors: InvestorEngagement[];
      };
      console.log(`Deck version ${report.deckVersion}, last ${report.days} day(s)`);
      if (report.investors.length === 0) console.log('(no reading recorded)');
      for (const investor of report.investors) {
        console.log('');
        console.log(
          `${investor.name}${investor.company ? ` (${investor.company})` : ''} <${investor.email}>`,
        );
        console.log(
          `  viewed ${investor.firstViewedAt} … ${investor.lastViewedAt}; ${investor.totalSeconds} s in all; ` +
            `${investor.pagesReached.length} page(s) reached; ${investor.downloads} download(s)`,
        );
        console.log(
          `  per page: ${Object.entries(investor.secondsPerPage)
            .map(([page, seconds]) => `${page}: ${seconds} s`)
            .join(', ')}`,
        );
      }
      return;
    }
    case 'deck': {
      if (command.target === 'list') {
        printTable(result as Row[], [
          'version',
          'pageCount',
          'uploadedAt',
          'uploadedBy',
          'fileName',
          'sha256',
        ]);
        return;
      }
      const published = result as {
        version: { version: number; pageCount: number };
        created: boolean;
      };
      console.log(
        published.created
          ? `Published deck version ${published.version.version} (${published.version.pageCount} pages); it is served from now on.`
          : `That file is deck version ${published.version.version} already; nothing changed.`,
      );
      return;
    }
    case 'staff': {
      if (command.target === 'list') {
        const members = (result as StaffMemberSummary[]).map((member) => ({
          ...member,
          roles: member.roles.join(','),
          passkeys: member.passkeys.length,
        }));
        printTable(members as unknown as Row[], [
          'email',
          'name',
          'roles',
          'status',
          'passkeys',
          'invitationPending',
          'createdAt',
        ]);
        return;
      }
      const invited = result as {
        member: StaffMemberSummary;
        link: string;
        expiresAt: string | Date;
      };
      console.log(`Invited ${invited.member.email} (${invited.member.roles.join(', ')})`);
      console.log(`Enrollment link: ${invited.link}`);
      console.log(`Expires at: ${new Date(invited.expiresAt).toISOString()} (single use)`);
      if (mailNote) console.log(mailNote);
      return;
    }
    case 'approve': {
      const approved = result as {
        requestId: number;
        investor: { email: string };
        accessCode: string;
        reactivated: boolean;
      };
      console.log(
        `Approved request #${approved.requestId}: ${approved.investor.email}${approved.reactivated ? ' (reactivated)' : ''}`,
      );
      console.log(`Access code: ${approved.accessCode}`);
      console.log('The code is shown only once and is stored only as a hash.');
      if (mailNote) console.log(mailNote);
      return;
    }
    case 'reject': {
      const rejected = result as { requestId: number; email: string };
      console.log(`Rejected request #${rejected.requestId} (${rejected.email})`);
      return;
    }
    case 'revoke': {
      const revoked = result as { email: string; sessionsEnded: number };
      console.log(`Revoked ${revoked.email}; ${revoked.sessionsEnded} session(s) ended`);
      return;
    }
    case 'outbox': {
      if (command.target === 'list') {
        printTable(result as Row[], [
          'id',
          'state',
          'attempts',
          'to',
          'subject',
          'lastError',
          'nextAttemptAt',
          'sentAt',
        ]);
        return;
      }
      const mail = result as { id: string; to: string; attempts: number };
      console.log(
        `Mail ${mail.id} to ${mail.to} is due again now (${mail.attempts} attempt(s) so far).`,
      );
      if (mailNote) console.log(mailNote);
      return;
    }
    case 'reset-link': {
      const reset = result as { email: string; link: string; expiresAt: string | Date };
      console.log(`Reset link for ${reset.email}`);
      console.log(`Reset link: ${reset.link}`);
      console.log(`Expires at: ${new Date(reset.expiresAt).toISOString()}`);
      if (mailNote) console.log(mailNote);
      return;
    }
  }
}

async function main(): Promise<number> {
  let parsed: { command: AdminCommand; json: boolean };
  try {
    const line = parseCommandLine(process.argv.slice(2));
    if ('help' in line) {
      console.log(line.help);
      return 0;
    }
    parsed = {
      command: line.deckFile ? { ...line.command, ...readDeckFile(line.deckFile) } : line.command,
      json: line.json,
    };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}`);
    console.error('');
    console.error(error.usage);
    return 2;
  }
  const config = validateEnv(process.env);
  try {
    const remote = await runViaRunningApi(config, parsed.command);
    const outcome = remote
      ? { result: remote.result, mailNote: 'Mail queued in the running API’s outbox.' }
      : await runLocally(parsed.command);
    if (parsed.json) console.log(JSON.stringify(outcome.result, null, 2));
    else printHuman(parsed.command, outcome.result, outcome.mailNote);
    return 0;
  } catch (error) {
    if (error instanceof AdminError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
