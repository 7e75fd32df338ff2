import { Injectable } from '@nestjs/common';
import type { AuditEntrySummary, AuditLogSort } from '@gloh/contract/staff-ops';
import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import { AUDIT_EVENT_COLUMNS } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog } from '../database/schema.js';
import type { AuditLogQueryDto } from './dto/staff-list.dto.js';
import { orderOf, paging } from '../common/lists/list-query.js';

const SORT_COLUMNS = {
  at: auditLog.at,
  action: auditLog.action,
  actor: auditLog.actor,
} satisfies Record<AuditLogSort, unknown>;

/** The audit log for admins: by who, what and when, newest first unless asked otherwise. */
@Injectable()
export class AuditLogService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async list(query: AuditLogQueryDto) {
    const { limit, offset } = paging(query);
    const conditions: (SQL | undefined)[] = [
      query.actor === undefined ? undefined : eq(auditLog.actor, query.actor.trim()),
      query.action === undefined ? undefined : eq(auditLog.action, query.action.trim()),
      query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
      query.to === undefined ? undefined : lt(auditLog.at, new Date(query.to)),
    ];
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          ...AUDIT_EVENT_COLUMNS,
          details: auditLog.details,
        })
        .from(auditLog)
        .where(where)
        .orderBy(...orderOf(SORT_COLUMNS[query.sort ?? 'at'], auditLog.id, query.dir ?? 'desc'))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    const entries: AuditEntrySummary[] = rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      details: row.details ?? null,
    }));
    return { entries, total: total!.total, limit, offset };
  }
}
