import { Injectable } from '@nestjs/common';
import { accessTerm } from '@gloh/contract/investor-access';
import { INVESTOR_EXPORT_MAX_ROWS, type InvestorSummary } from '@gloh/contract/staff-ir';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import { CSV_BOM, csvRow, csvTimeHeader } from '../staff-ops/csv.js';
import type { InvestorListQueryDto } from './dto/staff-ir.dto.js';
import { IrPeopleService } from './ir-people.service.js';

/** "active", "revoked", or "expired" when the access ended at its end date (as the list shows). */
function statusOf(investor: InvestorSummary): string {
  return accessTerm(investor)?.kind === 'expired' ? 'expired' : investor.status;
}

const HEADER = [
  'name',
  'email',
  'company',
  'status',
  csvTimeHeader('access ends'),
  'download allowed',
  'completion %',
  'pages reached',
  'pages in live deck',
  'reading time (seconds)',
  csvTimeHeader('first opened'),
  csvTimeHeader('last opened'),
  'downloads',
  csvTimeHeader('last visit'),
  csvTimeHeader('added'),
];

function rowOf(investor: InvestorSummary) {
  return [
    `${investor.firstName} ${investor.lastName}`.trim(),
    investor.email,
    investor.companyName,
    statusOf(investor),
    investor.accessExpiresAt,
    investor.downloadAllowed ? 'yes' : 'no',
    // No live deck, no completion (the list shows a dash too).
    investor.livePageCount === 0 ? null : investor.completionPercent,
    investor.pagesReached,
    investor.livePageCount,
    investor.readingSeconds,
    investor.firstOpenedAt,
    investor.lastOpenedAt,
    investor.downloads,
    investor.lastVisitAt,
    investor.createdAt,
  ];
}

/**
 * The investors list's filter (status, reading, search and sort; no paging) with their reading of
 * the deck, as CSV in the exports' one format (csv.ts: formula-safe cells, UTC times named in the
 * header). Audited with the filter and the number of rows.
 */
@Injectable()
export class InvestorsExportService {
  constructor(
    private readonly people: IrPeopleService,
    private readonly audit: AuditService,
  ) {}

  async exportCsv(query: InvestorListQueryDto, by: StaffActor): Promise<string> {
    const { investors, total } = await this.people.listInvestors(query, {
      limit: INVESTOR_EXPORT_MAX_ROWS,
      offset: 0,
    });
    await this.audit.record({
      action: AUDIT_ACTIONS.investorsExported,
      actor: by.actor,
      ip: by.ip,
      userAgent: by.userAgent,
      details: {
        rows: investors.length,
        total,
        filter: {
          status: query.status ?? null,
          reading: query.reading ?? null,
          search: query.search ?? null,
          sort: query.sort ?? null,
          direction: query.direction ?? null,
        },
      },
    });
    return CSV_BOM + csvRow(HEADER) + investors.map((investor) => csvRow(rowOf(investor))).join('');
  }
}
