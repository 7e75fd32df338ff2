import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  type AccessRequestSortField,
  type InvestorSortField,
  STAFF_IR_MESSAGES,
} from '@gloh/contract/staff-ir';
import {
  ACCESS_REQUEST_COLUMNS,
  AccessDecisionsService,
} from '../access-requests/access-decisions.service.js';
import { PasswordResetsService } from '../auth/password-resets.service.js';
import { sessionIsLive } from '../auth/sessions.service.js';
import { Refusal } from '../common/errors/refusal.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { accessRequests, investors, sessions } from '../database/schema.js';
import { InvestorAccessService } from '../investors/investor-access.service.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { MailOutboxAdminService } from '../staff-ops/mail-outbox-admin.service.js';
import type { AccessRequestListQueryDto, InvestorListQueryDto } from './dto/staff-ir.dto.js';
import { investorReading, readingSummaryOf } from './investor-reading.js';

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A Refusal is about the state of things (already approved, not active): 409. */
async function refusalsAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) throw new ConflictException(error.message);
    throw error;
  }
}

/**
 * Access requests and investors for investor relations. The decisions themselves (approve,
 * reject, revoke, reset link) are the features' services, the same the CLI runs, under the
 * staff member's email as the audit actor.
 */
@Injectable()
export class IrPeopleService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly decisions: AccessDecisionsService,
    private readonly investorAccess: InvestorAccessService,
    private readonly passwordResets: PasswordResetsService,
    private readonly outbox: MailOutboxService,
    private readonly mails: MailOutboxAdminService,
  ) {}

  async listRequests(query: AccessRequestListQueryDto) {
    const sortColumns: Record<AccessRequestSortField, SQL | typeof accessRequests.id> = {
      createdAt: sql`${accessRequests.createdAt}`,
      name: sql`lower(${accessRequests.name})`,
      email: sql`lower(${accessRequests.email})`,
      companyName: sql`lower(${accessRequests.companyName})`,
      status: sql`${accessRequests.status}`,
    };
    const search = query.search?.trim();
    const where = and(
      query.status ? eq(accessRequests.status, query.status) : undefined,
      search
        ? or(
            ilike(accessRequests.name, containing(search)),
            ilike(accessRequests.email, containing(search)),
            ilike(accessRequests.companyName, containing(search)),
          )
        : undefined,
    );
    const direction = query.direction === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          ...ACCESS_REQUEST_COLUMNS,
          decidedAt: accessRequests.decidedAt,
          investorRevokedAt: investors.revokedAt,
        })
        .from(accessRequests)
        // Both emails are stored normalized; the console warns before approving restores access.
        .leftJoin(
          investors,
          and(eq(investors.email, accessRequests.email), eq(investors.status, 'revoked')),
        )
        .where(where)
        .orderBy(direction(sortColumns[query.sort ?? 'createdAt']), direction(accessRequests.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ total: count() }).from(accessRequests).where(where),
    ]);
    return {
      total: total?.total ?? 0,
      limit: query.limit,
      offset: query.offset,
      requests: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        investorRevokedAt: row.investorRevokedAt?.toISOString() ?? null,
      })),
    };
  }

  private async requireRequest(id: number) {
    const [found] = await this.db
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(eq(accessRequests.id, id));
    if (!found) throw new NotFoundException(STAFF_IR_MESSAGES.requestNotFound);
  }

  /**
   * Approves as `admin approve` does: the investor is mailed the code; staff see it only by
   * revealing it once when the mail cannot be delivered. A revoked investor of the same email gets
   * their access back (`reactivated`).
   */
  async approve(id: number, actor: string, terms: { accessExpiresAt?: Date | null } = {}) {
    await this.requireRequest(id);
    const { requestId, investor, reactivated, mailId } = await refusalsAsConflict(() =>
      this.decisions.approve(id, actor, terms),
    );
    return { requestId, investor, reactivated, mail: await this.mails.receipt(mailId) };
  }

  async reject(id: number, actor: string, options: { notify?: boolean; note?: string }) {
    await this.requireRequest(id);
    const { requestId, email } = await refusalsAsConflict(() => this.decisions.reject(id, actor));
    const notify = options.notify === true;
    if (notify) {
      const note = options.note?.trim();
      await this.outbox.enqueue({
        to: email,
        subject: 'Your request to view the Gloh investor presentation',
        text: [
          'Hello,',
          '',
          'Thank you for your interest in Gloh. We are unable to give you access to the investor presentation at this time.',
          ...(note ? ['', note] : []),
          '',
          'The Gloh team',
        ].join('\n'),
      });
      this.outbox.notify();
    }
    return { requestId, notified: notify };
  }

  /** One page of the filter; the CSV export asks for one long page (`page`). */
  async listInvestors(
    query: InvestorListQueryDto,
    page: { limit: number; offset: number } = query,
  ) {
    const reading = investorReading(this.db);
    const { columns } = reading;
    const activeSessions = sql<number>`(SELECT count(*)::int FROM ${sessions}
      WHERE ${and(eq(sessions.investorId, investors.id), sessionIsLive())})`;
    const sortColumns: Record<InvestorSortField, SQL> = {
      email: sql`${investors.email}`,
      name: sql`lower(${investors.firstName} || ' ' || ${investors.lastName})`,
      createdAt: sql`${investors.createdAt}`,
      lastVisitAt: sql`${columns.lastVisitAt}`,
      activeSessions,
      // The live deck's page count is the same for every row: pages reached sort as completion.
      completion: columns.livePages,
      readingTime: columns.readingMs,
      firstOpenedAt: sql`${columns.firstOpenedAt}`,
      lastOpenedAt: sql`${columns.lastOpenedAt}`,
      downloads: columns.downloads,
      viewingNow: columns.viewingNow,
    };
    const search = query.search?.trim();
    const where = and(
      query.status ? eq(investors.status, query.status) : undefined,
      query.reading ? reading.filters[query.reading] : undefined,
      search
        ? or(
            ilike(sql`${investors.firstName} || ' ' || ${investors.lastName}`, containing(search)),
            ilike(investors.email, containing(search)),
            ilike(accessRequests.companyName, containing(search)),
          )
        : undefined,
    );
    const direction = query.direction === 'desc' ? desc : asc;
    const nulls = query.direction === 'desc' ? sql`NULLS LAST` : sql`NULLS FIRST`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: investors.id,
          email: investors.email,
          firstName: investors.firstName,
          lastName: investors.lastName,
          companyName: accessRequests.companyName,
          status: investors.status,
          createdAt: investors.createdAt,
          revokedAt: investors.revokedAt,
          accessExpiresAt: investors.accessExpiresAt,
          downloadAllowed: investors.downloadAllowed,
          activeSessions,
          lastVisitAt: columns.lastVisitAt,
          livePages: columns.livePages,
          livePageCount: columns.livePageCount,
          readingMs: columns.readingMs,
          firstOpenedAt: columns.firstOpenedAt,
          lastOpenedAt: columns.lastOpenedAt,
          downloads: columns.downloads,
          viewingNow: columns.viewingNow,
        })
        .from(investors)
        .leftJoin(accessRequests, eq(accessRequests.id, investors.accessRequestId))
        .leftJoin(reading.visits, eq(reading.visits.investorId, investors.id))
        .leftJoin(reading.reads, eq(reading.reads.investorId, investors.id))
        .where(where)
        .orderBy(
          sql`${sortColumns[query.sort ?? 'email']} ${sql.raw(query.direction === 'desc' ? 'DESC' : 'ASC')} ${nulls}`,
          direction(investors.id),
        )
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: count() })
        .from(investors)
        .leftJoin(accessRequests, eq(accessRequests.id, investors.accessRequestId))
        .leftJoin(reading.visits, eq(reading.visits.investorId, investors.id))
        .leftJoin(reading.reads, eq(reading.reads.investorId, investors.id))
        .where(where),
    ]);
    const iso = (value: Date | string | null) =>
      value === null ? null : new Date(value).toISOString();
    return {
      total: total?.total ?? 0,
      limit: page.limit,
      offset: page.offset,
      investors: rows.map(
        ({
          livePages,
          livePageCount,
          readingMs,
          firstOpenedAt,
          lastOpenedAt,
          downloads,
          viewingNow,
          ...row
        }) => ({
          ...row,
          activeSessions: Number(row.activeSessions),
          createdAt: row.createdAt.toISOString(),
          revokedAt: iso(row.revokedAt),
          accessExpiresAt: iso(row.accessExpiresAt),
          lastVisitAt: iso(row.lastVisitAt),
          ...readingSummaryOf({
            livePages,
            livePageCount,
            readingMs,
            firstOpenedAt,
            lastOpenedAt,
            downloads,
            viewingNow,
          }),
        }),
      ),
    };
  }

  /** The investor's email, or a 404. */
  async investorEmail(id: string): Promise<string> {
    const [found] = await this.db
      .select({ email: investors.email })
      .from(investors)
      .where(eq(investors.id, id));
    if (!found) throw new NotFoundException(STAFF_IR_MESSAGES.investorNotFound);
    return found.email;
  }

  /** Ends access at once, as `admin revoke` does: sessions and unused reset links end. */
  async revoke(id: string, actor: string) {
    const email = await this.investorEmail(id);
    return refusalsAsConflict(() => this.investorAccess.revoke(email, actor));
  }

  /** Mails a reset link, as `admin reset-link` does; the link is not in the answer. */
  async sendResetLink(id: string, actor: string) {
    const email = await this.investorEmail(id);
    const { expiresAt, mailId } = await refusalsAsConflict(() =>
      this.passwordResets.issue(email, actor),
    );
    return {
      email,
      expiresAt: new Date(expiresAt).toISOString(),
      mail: await this.mails.receipt(mailId),
    };
  }
}
