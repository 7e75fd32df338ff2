import { Injectable } from '@nestjs/common';
import type { AuditEntrySummary, AuditLogSort } from '@gloh/contract/staff-ops';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_EXPORT_MAX_ROWS,
  auditActionLabel,
} from '@gloh/contract/audit-actions';
import { and, count, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_EVENT_COLUMNS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog, staffMembers } from '../database/schema.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import type { AuditLogQueryDto } from './dto/staff-list.dto.js';
import { likePattern, orderOf, paging } from '../common/lists/list-query.js';
import { CSV_BOM, csvRow, csvTimeHeader } from './csv.js';

const SORT_COLUMNS = {
  at: auditLog.at,
  action: auditLog.action,
  actor: auditLog.actor,
} satisfies Record<AuditLogSort, unknown>;

/** The staff account that did it (the actor's email) and the one it was about (details.staffId). */
const actorStaff = alias(staffMembers, 'actor_staff');
const subjectStaff = alias(staffMembers, 'subject_staff');

const ACTOR_IS_STAFF = eq(actorStaff.email, auditLog.actor);
const ABOUT_STAFF = sql`${subjectStaff.id}::text = ${auditLog.details}->>'staffId'`;

const ENTRY_COLUMNS = {
  ...AUDIT_EVENT_COLUMNS,
  details: auditLog.details,
  actorName: actorStaff.name,
  subjectName: subjectStaff.name,
  subjectEmail: subjectStaff.email,
};

/** The audit log for admins: by who, what and when, newest first unless asked otherwise. */
@Injectable()
export class AuditLogService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  async list(query: AuditLogQueryDto) {
    const { limit, offset } = paging(query);
    const where = this.filter(query);
    const [rows, [total]] = await Promise.all([
      this.entries(query).limit(limit).offset(offset),
      this.db
        .select({ total: count() })
        .from(auditLog)
        .leftJoin(actorStaff, ACTOR_IS_STAFF)
        .leftJoin(subjectStaff, ABOUT_STAFF)
        .where(where),
    ]);
    return { entries: rows.map(summaryOf), total: total!.total, limit, offset };
  }

  /** The whole filter (no paging) as CSV, at most AUDIT_EXPORT_MAX_ROWS rows; the export is audited. */
  async exportCsv(query: AuditLogQueryDto, by: StaffActor): Promise<string> {
    const rows = (await this.entries(query).limit(AUDIT_EXPORT_MAX_ROWS)).map(summaryOf);
    await this.audit.record({
      action: AUDIT_ACTIONS.auditExported,
      actor: by.actor,
      ip: by.ip,
      userAgent: by.userAgent,
      details: {
        rows: rows.length,
        filter: {
          actor: query.actor ?? null,
          action: query.action ?? null,
          from: query.from ?? null,
          to: query.to ?? null,
          staffOnly: query.staffOnly === 'true',
        },
      },
    });
    let csv =
      CSV_BOM +
      csvRow([
        'id',
        csvTimeHeader('at'),
        'action',
        'what',
        'actor',
        'actor name',
        'email',
        'address',
        'details',
      ]);
    for (const entry of rows)
      csv += csvRow([
        entry.id,
        entry.at,
        entry.action,
        auditActionLabel(entry.action),
        entry.actor,
        entry.actorName,
        entry.email,
        entry.ip,
        entry.details === null ? null : JSON.stringify(entry.details),
      ]);
    return csv;
  }

  private entries(query: AuditLogQueryDto) {
    return this.db
      .select(ENTRY_COLUMNS)
      .from(auditLog)
      .leftJoin(actorStaff, ACTOR_IS_STAFF)
      .leftJoin(subjectStaff, ABOUT_STAFF)
      .where(this.filter(query))
      .orderBy(...orderOf(SORT_COLUMNS[query.sort ?? 'at'], auditLog.id, query.dir ?? 'desc'));
  }

  /**
   * Who and what match any case and any part; a whole known action matches only itself (the
   * console's action picker), so `staff.sign_in` leaves out `staff.sign_in_failed`.
   */
  private filter(query: AuditLogQueryDto): SQL | undefined {
    const actor = query.actor?.trim();
    const action = query.action?.trim();
    const conditions: (SQL | undefined)[] = [
      actor
        ? or(ilike(auditLog.actor, likePattern(actor)), ilike(actorStaff.name, likePattern(actor)))
        : undefined,
      action
        ? Object.hasOwn(AUDIT_ACTION_LABELS, action)
          ? eq(auditLog.action, action)
          : ilike(auditLog.action, likePattern(action))
        : undefined,
      query.staffOnly === 'true' ? isNotNull(actorStaff.id) : undefined,
      query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
      query.to === undefined ? undefined : lt(auditLog.at, new Date(query.to)),
    ];
    return and(...conditions);
  }
}

interface EntryRow {
  id: number;
  at: Date;
  action: string;
  actor: string;
  email: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
  actorName: string | null;
  subjectName: string | null;
  subjectEmail: string | null;
}

function summaryOf(row: EntryRow): AuditEntrySummary {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: row.actor,
    actorName: row.actorName || null,
    staffMember:
      row.subjectEmail === null ? null : { name: row.subjectName ?? '', email: row.subjectEmail },
    email: row.email,
    ip: row.ip,
    details: row.details ?? null,
  };
}
