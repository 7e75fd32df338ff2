import { Injectable } from '@nestjs/common';
import { and, countDistinct, eq, gte, sql } from 'drizzle-orm';
import {
  OPENED_RECENTLY_DAYS,
  type StaffInvestorsOverviewResponse,
} from '@gloh/contract/staff-overview';
import { AUDIT_ACTIONS } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog, investors } from '../database/schema.js';
import { investorReading } from './investor-reading.js';

/**
 * The console overview's investor figures, counted as the Investors list filters them, so a
 * figure and the list it links to agree.
 */
@Injectable()
export class IrOverviewService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async figures(): Promise<Omit<StaffInvestorsOverviewResponse, 'success'>> {
    const { filters } = investorReading(this.db);
    const [[people], [recent]] = await Promise.all([
      this.db
        .select({
          active: sql<number>`count(*) FILTER (WHERE ${investors.status} = 'active')`,
          viewingNow: sql<number>`count(*) FILTER (WHERE ${filters['viewing-now']})`,
        })
        .from(investors),
      // The audit log's openings by time: its index on time finds the week's rows.
      this.db
        .select({ investors: countDistinct(auditLog.investorId) })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, AUDIT_ACTIONS.presentationView),
            gte(auditLog.at, sql`now() - make_interval(days => ${OPENED_RECENTLY_DAYS})`),
          ),
        ),
    ]);
    return {
      activeInvestors: Number(people?.active ?? 0),
      viewingNow: Number(people?.viewingNow ?? 0),
      openedRecently: Number(recent?.investors ?? 0),
    };
  }
}
