/**
 * What the staff tool prints for people (its `--json` output is the result as it is): tables,
 * reports and the next step after a command.
 */
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
import type { AdminCommand } from './admin-commands.js';

/** Writes one line of the tool's standard output. */
export type Output = (line: string) => void;

type Row = Record<string, unknown>;

function printTable(out: Output, rows: Row[], columns: string[]): void {
  if (rows.length === 0) {
    out('(none)');
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
  out(line(columns));
  for (const row of rows) out(line(columns.map((column) => text(row[column]))));
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

function printReleaseHealth(out: Output, report: ReleaseHealthReport): void {
  out(`Release health, last ${report.days} day(s), since ${report.since}: p75 per release`);
  out('');
  const figures = (previous: ReleaseFigures | null) => previous ?? undefined;
  printTable(
    out,
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
  out('');
  out(
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

function printRetention(out: Output, report: RetentionReport): void {
  out(`Retention run at ${report.at}: removed what was older than its period`);
  out('');
  printTable(
    out,
    RETENTION_ROWS.map(([key, what, period]) => ({
      what,
      'kept (days)': report.periods[period],
      removed: report.removed[key],
    })),
    ['what', 'kept (days)', 'removed'],
  );
}

function printErasure(out: Output, email: string, erasure: PersonErasure): void {
  out(`Erased ${email}; the audit log now calls them ${erasure.pseudonym}`);
  out('');
  printTable(
    out,
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

export function printHuman(
  out: Output,
  command: AdminCommand,
  result: unknown,
  mailNote: string | undefined,
): void {
  switch (command.name) {
    case 'retention':
      printRetention(out, result as RetentionReport);
      return;
    case 'person':
      // An export is for handing over: JSON either way.
      if (command.target === 'export') out(JSON.stringify(result, null, 2));
      else printErasure(out, command.email ?? '', result as PersonErasure);
      return;
    case 'requests':
      printTable(out, result as Row[], [
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
      printTable(out, result as Row[], [
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
      printTable(out, result as Row[], ['id', 'at', 'action', 'actor', 'email', 'ip', 'details']);
      return;
    case 'analytics': {
      const report = result as AnalyticsReport;
      out(
        `Last ${report.days} day(s), since ${report.since}: ${report.totals.views} page view(s), ${report.totals.visitors} visitor(s)`,
      );
      out('');
      printTable(out, report.pages as unknown as Row[], [
        'path',
        'views',
        'visitors',
        'avgSecondsOnPage',
      ]);
      out('');
      out('Top referrers');
      printTable(out, report.referrers as unknown as Row[], ['origin', 'views']);
      out('');
      out('Visitors are counted once per day (a daily salted hash; no cookie, no IP kept).');
      return;
    }
    case 'vitals':
      printReleaseHealth(out, result as ReleaseHealthReport);
      return;
    case 'engagement': {
      if (command.deck) {
        const funnel = result as {
          deckVersion: number;
          pageCount: number;
          pages: DeckPageFunnel[];
        };
        out(
          `Deck version ${funnel.deckVersion} (${funnel.pageCount} pages): who reached each page`,
        );
        printTable(out, funnel.pages as unknown as Row[], [
          'page',
          'investorsReached',
          'medianSeconds',
        ]);
        return;
      }
      const report = result as {
        deckVersion: number;
        days: number;
        investors: InvestorEngagement[];
      };
      out(`Deck version ${report.deckVersion}, last ${report.days} day(s)`);
      if (report.investors.length === 0) out('(no reading recorded)');
      for (const investor of report.investors) {
        out('');
        out(
          `${investor.name}${investor.company ? ` (${investor.company})` : ''} <${investor.email}>`,
        );
        out(
          `  viewed ${investor.firstViewedAt} … ${investor.lastViewedAt}; ${investor.totalSeconds} s in all; ` +
            `${investor.pagesReached.length} page(s) reached; ${investor.downloads} download(s)`,
        );
        out(
          `  per page: ${Object.entries(investor.secondsPerPage)
            .map(([page, seconds]) => `${page}: ${seconds} s`)
            .join(', ')}`,
        );
      }
      return;
    }
    case 'deck': {
      if (command.target === 'list') {
        printTable(out, result as Row[], [
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
      out(
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
        printTable(out, members as unknown as Row[], [
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
      out(`Invited ${invited.member.email} (${invited.member.roles.join(', ')})`);
      out(`Enrollment link: ${invited.link}`);
      out(`Expires at: ${new Date(invited.expiresAt).toISOString()} (single use)`);
      if (mailNote) out(mailNote);
      return;
    }
    case 'approve': {
      const approved = result as {
        requestId: number;
        investor: { email: string };
        accessCode: string;
        reactivated: boolean;
      };
      out(
        `Approved request #${approved.requestId}: ${approved.investor.email}${approved.reactivated ? ' (reactivated)' : ''}`,
      );
      out(`Access code: ${approved.accessCode}`);
      out('The code is shown only once and is stored only as a hash.');
      if (mailNote) out(mailNote);
      return;
    }
    case 'reject': {
      const rejected = result as { requestId: number; email: string };
      out(`Rejected request #${rejected.requestId} (${rejected.email})`);
      return;
    }
    case 'revoke': {
      const revoked = result as { email: string; sessionsEnded: number };
      out(`Revoked ${revoked.email}; ${revoked.sessionsEnded} session(s) ended`);
      return;
    }
    case 'outbox': {
      if (command.target === 'list') {
        printTable(out, result as Row[], [
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
      out(`Mail ${mail.id} to ${mail.to} is due again now (${mail.attempts} attempt(s) so far).`);
      if (mailNote) out(mailNote);
      return;
    }
    case 'reset-link': {
      const reset = result as { email: string; link: string; expiresAt: string | Date };
      out(`Reset link for ${reset.email}`);
      out(`Reset link: ${reset.link}`);
      out(`Expires at: ${new Date(reset.expiresAt).toISOString()}`);
      if (mailNote) out(mailNote);
      return;
    }
  }
}
