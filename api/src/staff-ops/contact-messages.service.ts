import { Injectable, NotFoundException } from '@nestjs/common';
import {
  CONTACT_EXPORT_MAX_ROWS,
  type ContactMessageSort,
  type ContactMessageSummary,
  STAFF_OPS_MESSAGES,
} from '@gloh/contract/staff-ops';
import { and, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { contactMessages } from '../database/schema.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import { csvRow, CSV_BOM, csvTimeHeader } from './csv.js';
import type { ContactMessagesQueryDto } from './dto/staff-list.dto.js';
import { likePattern, orderOf, paging } from '../common/lists/list-query.js';

const SORT_COLUMNS = {
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  email: contactMessages.email,
} satisfies Record<ContactMessageSort, unknown>;

const SUMMARY = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: contactMessages.handledBy,
};

type Row = Pick<
  typeof contactMessages.$inferSelect,
  'id' | 'name' | 'email' | 'message' | 'createdAt' | 'handledAt' | 'handledBy'
>;

function summaryOf(row: Row): ContactMessageSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy ?? null,
  };
}

/** Contact messages for marketing: search, sort, page, mark handled, export. */
@Injectable()
export class ContactMessagesService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
    private readonly events: StaffEventBus,
  ) {}

  async list(query: ContactMessagesQueryDto) {
    const { limit, offset } = paging(query);
    const where = this.filter(query);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(SUMMARY)
        .from(contactMessages)
        .where(where)
        .orderBy(...this.order(query))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(contactMessages).where(where),
    ]);
    return { messages: rows.map(summaryOf), total: total!.total, limit, offset };
  }

  async setHandled(id: number, handled: boolean, by: StaffActor): Promise<ContactMessageSummary> {
    const summary = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contactMessages)
        .set(
          handled
            ? { handledAt: new Date(), handledBy: by.actor }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, id))
        .returning(SUMMARY);
      if (!row) throw new NotFoundException(STAFF_OPS_MESSAGES.contactMessageNotFound);
      await this.audit.record(
        {
          action: handled ? AUDIT_ACTIONS.contactHandled : AUDIT_ACTIONS.contactUnhandled,
          actor: by.actor,
          email: row.email,
          ip: by.ip,
          userAgent: by.userAgent,
          details: { contactMessageId: id },
        },
        tx,
      );
      return summaryOf(row);
    });
    this.events.publish('counts-changed', { count: 'contact-messages' });
    return summary;
  }

  /** The whole current filter (no paging) as CSV, at most CONTACT_EXPORT_MAX_ROWS rows. */
  async exportCsv(query: ContactMessagesQueryDto, by: StaffActor): Promise<string> {
    const rows = await this.db
      .select(SUMMARY)
      .from(contactMessages)
      .where(this.filter(query))
      .orderBy(...this.order(query))
      .limit(CONTACT_EXPORT_MAX_ROWS);
    await this.audit.record({
      action: AUDIT_ACTIONS.contactExported,
      actor: by.actor,
      ip: by.ip,
      userAgent: by.userAgent,
      details: {
        rows: rows.length,
        filter: { q: query.q ?? null, handled: query.handled ?? null },
      },
    });
    let csv =
      CSV_BOM +
      csvRow([
        'id',
        csvTimeHeader('received'),
        'name',
        'email',
        'message',
        csvTimeHeader('handled at'),
        'handled by',
      ]);
    for (const row of rows.map(summaryOf))
      csv += csvRow([
        row.id,
        row.createdAt,
        row.name,
        row.email,
        row.message,
        row.handledAt,
        row.handledBy,
      ]);
    return csv;
  }

  private filter(query: ContactMessagesQueryDto): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    const search = query.q?.trim();
    if (search) {
      const pattern = likePattern(search);
      conditions.push(
        or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        ),
      );
    }
    if (query.handled === 'true') conditions.push(isNotNull(contactMessages.handledAt));
    if (query.handled === 'false') conditions.push(isNull(contactMessages.handledAt));
    return and(...conditions);
  }

  private order(query: ContactMessagesQueryDto): SQL[] {
    return orderOf(
      SORT_COLUMNS[query.sort ?? 'createdAt'],
      contactMessages.id,
      query.dir ?? 'desc',
    );
  }
}
