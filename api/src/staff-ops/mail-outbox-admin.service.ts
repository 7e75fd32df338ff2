import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type MailOutboxState,
  type MailOutboxSummary,
  STAFF_OPS_MESSAGES,
} from '@gloh/contract/staff-ops';
import { and, count, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { mailOutbox } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import type { MailOutboxQueryDto } from './dto/staff-list.dto.js';
import { likePattern, orderOf, paging } from '../common/lists/list-query.js';

/** What the console may see of a mail: never its body, sealed or not (codes, reset links). */
const SUMMARY = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
};

type Row = {
  [K in keyof typeof SUMMARY]: (typeof mailOutbox.$inferSelect)[K extends 'to' ? 'toAddress' : K];
};

function stateOf(row: Pick<Row, 'status' | 'lastError'>): MailOutboxState {
  if (row.status !== 'pending') return row.status;
  return row.lastError === null ? 'queued' : 'retrying';
}

function summaryOf(row: Row): MailOutboxSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    state: stateOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const STATE_FILTERS: Record<MailOutboxState | 'unsent', SQL> = {
  queued: and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.lastError))!,
  retrying: and(eq(mailOutbox.status, 'pending'), isNotNull(mailOutbox.lastError))!,
  failed: eq(mailOutbox.status, 'failed'),
  sending: eq(mailOutbox.status, 'sending'),
  sent: eq(mailOutbox.status, 'sent'),
  unsent: ne(mailOutbox.status, 'sent'),
};

/** A mail whose last attempt failed: still being retried, or given up on. */
const RETRYABLE = or(STATE_FILTERS.retrying, STATE_FILTERS.failed)!;

/**
 * The mail outbox for admins. The worker retries a mail that could not be delivered by itself,
 * with a growing delay, OUTBOX_MAX_ATTEMPTS times (MailOutboxWorker), then marks it failed.
 * "Retry now" brings the next attempt forward, or gives a failed mail one more attempt.
 */
@Injectable()
export class MailOutboxAdminService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
    private readonly outbox: MailOutboxService,
  ) {}

  async list(query: MailOutboxQueryDto) {
    const { limit, offset } = paging(query);
    const search = query.q?.trim();
    const where = and(
      STATE_FILTERS[query.state ?? 'unsent'],
      search
        ? or(
            ilike(mailOutbox.toAddress, likePattern(search)),
            ilike(mailOutbox.subject, likePattern(search)),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(SUMMARY)
        .from(mailOutbox)
        .where(where)
        .orderBy(...orderOf(mailOutbox.createdAt, mailOutbox.id, query.dir ?? 'desc'))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { mails: rows.map(summaryOf), total: total!.total, limit, offset };
  }

  /**
   * A retrying or failed mail is tried again at once (the worker is woken); 409 for any other
   * state. A failed one gets one more attempt, and is failed again if that one fails too.
   */
  async retryNow(id: string, by: StaffActor): Promise<MailOutboxSummary> {
    const mail = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: sql`now()` })
        .where(and(eq(mailOutbox.id, id), RETRYABLE))
        .returning(SUMMARY);
      if (!row) {
        const [exists] = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id));
        if (!exists) throw new NotFoundException(STAFF_OPS_MESSAGES.mailNotFound);
        throw new ConflictException(STAFF_OPS_MESSAGES.mailNotFailed);
      }
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.mailRetried,
          actor: by.actor,
          email: row.to,
          ip: by.ip,
          userAgent: by.userAgent,
          details: { mailId: id, attempts: row.attempts },
        },
        tx,
      );
      return row;
    });
    this.outbox.notify();
    return summaryOf(mail);
  }
}
