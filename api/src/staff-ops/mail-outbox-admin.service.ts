import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { STAFF_DENIAL_REASONS, type StaffRole } from '@gloh/contract/staff';
import {
  MAIL_SECRET_ROLES,
  type MailDeliveryStatus,
  type MailOutboxState,
  type MailOutboxSummary,
  type MailReceipt,
  type MailRevealResponse,
  STAFF_OPS_MESSAGES,
} from '@gloh/contract/staff-ops';
import { and, count, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { mailOutbox } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { MailOutboxWorker } from '../mail/mail-outbox.worker.js';
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
  secretKind: mailOutbox.secretKind,
  hasSecret: sql<boolean>`${mailOutbox.sealedSecret} IS NOT NULL`,
  revealedAt: mailOutbox.revealedAt,
};

type Row = {
  [K in Exclude<keyof typeof SUMMARY, 'hasSecret'>]: (typeof mailOutbox.$inferSelect)[K extends 'to'
    ? 'toAddress'
    : K];
} & { hasSecret: boolean };

function stateOf(row: Pick<Row, 'status' | 'lastError'>): MailOutboxState {
  if (row.status !== 'pending') return row.status;
  return row.lastError === null ? 'queued' : 'retrying';
}

/**
 * A mail's secret may be revealed while it is still sealed (not delivered, not revealed) and the
 * mail cannot go out: no SMTP here, or its own attempts failed.
 */
function revealable(row: Pick<Row, 'hasSecret' | 'status' | 'lastError'>, configured: boolean) {
  return row.hasSecret && row.status !== 'sent' && (!configured || row.lastError !== null);
}

function summaryOf(row: Row, configured: boolean): MailOutboxSummary {
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
    secretKind: row.secretKind,
    revealable: revealable(row, configured),
    revealedAt: row.revealedAt?.toISOString() ?? null,
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

/** A mail not delivered and not in a worker's hands: waiting, being retried, or given up on. */
const RETRYABLE = or(STATE_FILTERS.queued, STATE_FILTERS.retrying, STATE_FILTERS.failed)!;

/**
 * The mail outbox for admins. The worker retries a mail that could not be delivered by itself,
 * with a growing delay, OUTBOX_MAX_ATTEMPTS times (MailOutboxWorker), then marks it failed.
 * "Retry now" brings the next attempt forward, or gives a failed mail one more attempt; it needs
 * SMTP. Without it, or while delivery fails, staff may reveal a mail's code or link once instead.
 */
@Injectable()
export class MailOutboxAdminService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
    private readonly outbox: MailOutboxService,
    private readonly worker: MailOutboxWorker,
  ) {}

  /** Whether this server can deliver mail, and how much waits. */
  async delivery(): Promise<MailDeliveryStatus> {
    const health = this.worker.health();
    const [waiting] = await this.db
      .select({ total: count() })
      .from(mailOutbox)
      .where(STATE_FILTERS.unsent);
    return {
      state: !health.configured ? 'not-configured' : health.lastError ? 'failing' : 'ok',
      configured: health.configured,
      lastError: health.lastError,
      lastErrorAt: health.lastErrorAt?.toISOString() ?? null,
      queued: waiting!.total,
    };
  }

  /** What an action that queued mail `id` tells staff about it. */
  async receipt(id: string): Promise<MailReceipt> {
    const delivery = await this.delivery();
    const [row] = await this.db.select(SUMMARY).from(mailOutbox).where(eq(mailOutbox.id, id));
    return { id, delivery, revealable: row ? revealable(row, delivery.configured) : false };
  }

  /**
   * Gives out the code or link of a mail that cannot be delivered, once: the sealed copy is
   * removed in the same statement that reads it, so a second reveal (or a concurrent one) finds
   * nothing. The body stays sealed for delivery, should SMTP work later. Audited with who and which.
   */
  async reveal(
    id: string,
    by: StaffActor,
    roles: readonly StaffRole[],
  ): Promise<MailRevealResponse> {
    const configured = this.worker.health().configured;
    const revealed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ...SUMMARY, sealedSecret: mailOutbox.sealedSecret })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id))
        .for('update');
      if (!row) throw new NotFoundException(STAFF_OPS_MESSAGES.mailNotFound);
      if (!row.secretKind) throw new ConflictException(STAFF_OPS_MESSAGES.mailNoSecret);
      const allowed: readonly StaffRole[] = MAIL_SECRET_ROLES[row.secretKind];
      if (!roles.some((role) => allowed.includes(role))) {
        throw new ForbiddenException({
          message: STAFF_OPS_MESSAGES.mailRevealRole,
          reason: STAFF_DENIAL_REASONS.wrongRole,
        });
      }
      if (row.revealedAt) throw new ConflictException(STAFF_OPS_MESSAGES.mailAlreadyRevealed);
      if (row.status === 'sent' || !row.sealedSecret) {
        throw new ConflictException(STAFF_OPS_MESSAGES.mailAlreadySent);
      }
      if (!revealable(row, configured)) {
        throw new ConflictException(STAFF_OPS_MESSAGES.mailDeliverable);
      }
      await tx
        .update(mailOutbox)
        .set({ sealedSecret: null, revealedAt: sql`now()`, revealedBy: by.actor })
        .where(eq(mailOutbox.id, id));
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.mailSecretRevealed,
          actor: by.actor,
          email: row.to,
          ip: by.ip,
          userAgent: by.userAgent,
          details: { mailId: id, kind: row.secretKind, subject: row.subject },
        },
        tx,
      );
      return { ...row, sealedSecret: row.sealedSecret };
    });
    return {
      success: true,
      mailId: id,
      to: revealed.to,
      kind: revealed.secretKind!,
      secret: this.outbox.openSecret(id, revealed.sealedSecret),
    };
  }

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
    const delivery = await this.delivery();
    const mails = rows.map((row) => summaryOf(row, delivery.configured));
    return { mails, total: total!.total, limit, offset, delivery };
  }

  /**
   * A queued, retrying or failed mail is tried again at once (the worker is woken); 409 for any
   * other state, or when this server has no SMTP. A failed one gets one more attempt, and is
   * failed again if that one fails too.
   */
  async retryNow(id: string, by: StaffActor): Promise<MailOutboxSummary> {
    const configured = this.worker.health().configured;
    if (!configured) throw new ConflictException(STAFF_OPS_MESSAGES.mailNotConfigured);
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
    return summaryOf(mail, configured);
  }
}
