import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@gloh/contract/email';
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { AUDIT_ACTIONS, AUDIT_EVENT_COLUMNS, AuditService } from '../audit/audit.service.js';
import { CURRENT_INVESTOR_COLUMNS } from '../auth/sessions.service.js';
import { Refusal } from '../common/errors/refusal.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import {
  accessRequests,
  auditLog,
  contactMessages,
  deckAgreementAcceptances,
  deckOpenNotices,
  deckPageReads,
  investors,
  knownDevices,
  loginAccountThrottle,
  mailOutbox,
  passwordResetTokens,
  sessions,
  staffInvitations,
  staffMembers,
  staffNotificationEventsSent,
  staffNotificationSettings,
  staffPasskeys,
  staffSessions,
} from '../database/schema.js';
import { likePattern } from '../common/lists/list-query.js';

/** Found nothing stored about the email: the CLI's refusal (exit 1), as for an unknown investor. */
export class UnknownPersonError extends Refusal {
  constructor(readonly email: string) {
    super(`Nothing is stored about ${email}`);
  }
}

/** What `person erase` removed and what it kept under the pseudonym. */
export interface PersonErasure {
  /** Stands for the person in the audit log from now on; random, so not derivable from the email. */
  pseudonym: string;
  removed: {
    contactMessages: number;
    accessRequests: number;
    investorAccounts: number;
    staffAccounts: number;
    mails: number;
    loginThrottle: number;
    rateLimitCounters: number;
  };
  /** Rows kept with the person's email replaced by the pseudonym (and their address and browser removed). */
  pseudonymised: {
    auditEntries: number;
    /**
     * Contact messages they marked handled, invitations they sent, decks they uploaded, noted or
     * scheduled (staff).
     */
    staffMentions: number;
  };
}

type Executor = Pick<Database, 'execute' | 'select' | 'delete' | 'update'>;

/**
 * The rows of one account (`owner`: the column that names it), in `order`; none when the
 * person has no such account.
 */
async function ownedRows<Fields extends SelectedFields>(
  db: Executor,
  owner: PgColumn,
  id: string | undefined,
  fields: Fields,
  order: PgColumn[],
): Promise<SelectResultFields<Fields>[]> {
  if (!id) return [];
  const rows = await db
    .select(fields as SelectedFields)
    .from(owner.table)
    .where(eq(owner, id))
    .orderBy(...order.map((column) => asc(column)));
  // Drizzle cannot type a selection whose fields are a type parameter; each row has exactly them.
  return rows as SelectResultFields<Fields>[];
}

/** The email as a case-insensitive regular expression matching it literally. */
function literalPattern(email: string): string {
  return email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Data-subject requests (`admin person export|erase`): everything the API stores about one
 * person, found by their email in every table that holds one (matched without regard to case:
 * contact messages keep the spelling the visitor typed), and either handed over or erased.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  /** Everything stored about the person, as JSON-ready data; audited, since it discloses it. */
  async export(emailInput: string, actor: string) {
    const email = normalizeEmail(emailInput);
    const data = await this.collect(this.db, email);
    if (!this.holdsAnything(data)) throw new UnknownPersonError(email);
    await this.audit.record({
      action: AUDIT_ACTIONS.personExported,
      actor,
      email,
      details: { kinds: Object.keys(data).filter((kind) => this.isPresent(data, kind)) },
    });
    return { email, exportedAt: new Date().toISOString(), ...data };
  }

  /**
   * Deletes the person's records, and keeps the audit log's events (earlier ones and this one)
   * with the email replaced by a pseudonym and without their address or browser. One transaction:
   * all of it or nothing.
   */
  async erase(emailInput: string, actor: string): Promise<PersonErasure> {
    const email = normalizeEmail(emailInput);
    const pseudonym = `erased-${randomBytes(6).toString('hex')}`;
    return this.db.transaction(async (tx) => {
      const found = await this.collect(tx, email);
      if (!this.holdsAnything(found)) throw new UnknownPersonError(email);
      const pattern = literalPattern(email);
      const mentions = sql`ILIKE ${likePattern(email)}`;
      const investorIds = found.investor ? [found.investor.id] : [];
      const staffIds = found.staffAccount ? [found.staffAccount.id] : [];

      // The events stay, about nobody in particular: first, before the rows they point at go.
      const auditEntries = await this.changed(
        tx,
        sql`UPDATE audit_log SET
            email = CASE WHEN email IS NULL THEN NULL
              ELSE regexp_replace(email, ${pattern}, ${pseudonym}, 'gi') END,
            actor = regexp_replace(actor, ${pattern}, ${pseudonym}, 'gi'),
            details = CASE WHEN details IS NULL THEN NULL
              ELSE regexp_replace(details::text, ${pattern}, ${pseudonym}, 'gi')::jsonb END,
            investor_id = NULL, ip = NULL, user_agent = NULL
          WHERE ${this.auditAbout(email, investorIds, staffIds)}`,
      );
      const pseudonymFor = (table: SQL, column: SQL) =>
        this.changed(
          tx,
          sql`UPDATE ${table} SET ${column} = ${pseudonym} WHERE lower(${column}) = ${email}`,
        );
      const staffMentions =
        (await pseudonymFor(sql`contact_messages`, sql`handled_by`)) +
        (await pseudonymFor(sql`staff_invitations`, sql`invited_by`)) +
        (await pseudonymFor(sql`deck_versions`, sql`note_updated_by`)) +
        (await pseudonymFor(sql`deck_versions`, sql`publish_scheduled_by`)) +
        (await this.changed(
          tx,
          sql`UPDATE deck_versions
            SET uploaded_by = regexp_replace(uploaded_by, ${pattern}, ${pseudonym}, 'gi')
            WHERE uploaded_by ${mentions}`,
        ));

      // An investor's sessions, browsers, reset links, reading and notices go with the account
      // (ON DELETE CASCADE); so do a staff member's passkeys, sessions, links and challenges.
      const investorAccounts = await this.deleted(tx, sql`investors`, sql`email = ${email}`);
      const staffAccounts = await this.deleted(tx, sql`staff_members`, sql`email = ${email}`);
      // A request of theirs that another account points at (none should) is let go of first.
      await tx.execute(sql`
        UPDATE investors SET access_request_id = NULL
        WHERE access_request_id IN (SELECT id FROM access_requests WHERE lower(email) = ${email})`);
      const removed = {
        contactMessages: await this.deleted(
          tx,
          sql`contact_messages`,
          sql`lower(email) = ${email}`,
        ),
        accessRequests: await this.deleted(tx, sql`access_requests`, sql`lower(email) = ${email}`),
        investorAccounts,
        staffAccounts,
        // Mail to them, from them (reply-to) or about them (their address in the text):
        // notifications of their messages and requests, codes, links and deck-opened notices.
        mails: await this.deleted(
          tx,
          sql`mail_outbox`,
          sql`lower(to_address) = ${email} OR lower(reply_to) = ${email}
            OR subject ${mentions} OR text_body ${mentions}`,
        ),
        loginThrottle: await this.deleted(tx, sql`login_account_throttle`, sql`email = ${email}`),
        // Login counters are keyed by (address, email) and by email.
        rateLimitCounters: await this.deleted(tx, sql`rate_limits`, sql`key ${mentions}`),
      };
      const erasure: PersonErasure = {
        pseudonym,
        removed,
        pseudonymised: { auditEntries, staffMentions },
      };
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.personErased,
          actor,
          email: pseudonym,
          details: { removed, pseudonymised: erasure.pseudonymised },
        },
        tx,
      );
      return erasure;
    });
  }

  /** The audit entries about the person: by email, as actor, by account, or naming them in details. */
  private auditAbout(email: string, investorIds: string[], staffIds: string[]): SQL {
    const conditions: SQL[] = [
      sql`lower(email) = ${email}`,
      sql`lower(actor) = ${email}`,
      sql`details::text ILIKE ${likePattern(email)}`,
    ];
    if (investorIds.length > 0) conditions.push(inArray(auditLog.investorId, investorIds));
    for (const staffId of staffIds) conditions.push(sql`details ->> 'staffId' = ${staffId}`);
    return sql.join(conditions, sql` OR `);
  }

  private holdsAnything(data: Awaited<ReturnType<PersonalDataService['collect']>>): boolean {
    return Object.keys(data).some((kind) => this.isPresent(data, kind));
  }

  private isPresent(data: Record<string, unknown>, kind: string): boolean {
    const value = data[kind];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
  }

  private async countOf(db: Executor, statement: SQL): Promise<number> {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(statement));
    return Number(row?.n ?? 0);
  }

  /** Runs an UPDATE and answers how many rows it changed. */
  private changed(db: Executor, update: SQL): Promise<number> {
    return this.countOf(
      db,
      sql`WITH changed AS (${update} RETURNING 1) SELECT count(*) AS n FROM changed`,
    );
  }

  private deleted(db: Executor, table: SQL, where: SQL): Promise<number> {
    return this.countOf(
      db,
      sql`WITH gone AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*) AS n FROM gone`,
    );
  }

  /**
   * Every row about the person, by kind. Secrets stay out (hashes of codes, tokens and passkey
   * keys, sealed mail bodies): they are the person's to use, not information about them.
   */
  private async collect(db: Executor, email: string) {
    const byEmail = (column: SQL) => sql`lower(${column}) = ${email}`;
    const [investor] = await db
      .select({
        ...CURRENT_INVESTOR_COLUMNS,
        status: investors.status,
        accessRequestId: investors.accessRequestId,
        createdAt: investors.createdAt,
        revokedAt: investors.revokedAt,
      })
      .from(investors)
      .where(eq(investors.email, email));
    const [staffAccount] = await db
      .select({
        id: staffMembers.id,
        email: staffMembers.email,
        name: staffMembers.name,
        roles: staffMembers.roles,
        status: staffMembers.status,
        createdAt: staffMembers.createdAt,
        disabledAt: staffMembers.disabledAt,
      })
      .from(staffMembers)
      .where(eq(staffMembers.email, email));
    const investorId = investor?.id;
    const staffId = staffAccount?.id;
    const [throttle] = await db
      .select({
        windowStart: loginAccountThrottle.windowStart,
        failures: loginAccountThrottle.failures,
        nextAttemptAt: loginAccountThrottle.nextAttemptAt,
      })
      .from(loginAccountThrottle)
      .where(eq(loginAccountThrottle.email, email));
    return {
      contactMessages: await db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          message: contactMessages.message,
          ip: contactMessages.ip,
          createdAt: contactMessages.createdAt,
          handledAt: contactMessages.handledAt,
          handledBy: contactMessages.handledBy,
        })
        .from(contactMessages)
        .where(byEmail(sql`${contactMessages.email}`))
        .orderBy(asc(contactMessages.id)),
      accessRequests: await db
        .select({
          id: accessRequests.id,
          name: accessRequests.name,
          companyName: accessRequests.companyName,
          phoneNumber: accessRequests.phoneNumber,
          email: accessRequests.email,
          message: accessRequests.message,
          status: accessRequests.status,
          ip: accessRequests.ip,
          createdAt: accessRequests.createdAt,
          decidedAt: accessRequests.decidedAt,
        })
        .from(accessRequests)
        .where(byEmail(sql`${accessRequests.email}`))
        .orderBy(asc(accessRequests.id)),
      investor: investor ?? null,
      investorSessions: await ownedRows(
        db,
        sessions.investorId,
        investorId,
        {
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.endedAt,
          deckOpenedAt: sessions.deckOpenedAt,
          deckReadMs: sessions.deckReadMs,
        },
        [sessions.createdAt],
      ),
      knownDevices: await ownedRows(
        db,
        knownDevices.investorId,
        investorId,
        { createdAt: knownDevices.createdAt, lastUsedAt: knownDevices.lastUsedAt },
        [knownDevices.createdAt],
      ),
      passwordResets: await ownedRows(
        db,
        passwordResetTokens.investorId,
        investorId,
        {
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        },
        [passwordResetTokens.createdAt],
      ),
      deckReading: await ownedRows(
        db,
        deckPageReads.investorId,
        investorId,
        {
          sessionId: deckPageReads.sessionId,
          deckVersion: deckPageReads.deckVersion,
          page: deckPageReads.page,
          views: deckPageReads.views,
          visibleMs: deckPageReads.visibleMs,
          firstAt: deckPageReads.firstAt,
          lastAt: deckPageReads.lastAt,
        },
        [deckPageReads.firstAt, deckPageReads.page],
      ),
      deckOpenedDays: (
        await ownedRows(db, deckOpenNotices.investorId, investorId, { day: deckOpenNotices.day }, [
          deckOpenNotices.day,
        ])
      ).map((row) => row.day),
      deckAgreementAcceptances: await ownedRows(
        db,
        deckAgreementAcceptances.investorId,
        investorId,
        {
          version: deckAgreementAcceptances.version,
          acceptedAt: deckAgreementAcceptances.acceptedAt,
          ip: deckAgreementAcceptances.ip,
          userAgent: deckAgreementAcceptances.userAgent,
        },
        [deckAgreementAcceptances.acceptedAt],
      ),
      deckEventsStaffWereTold: await ownedRows(
        db,
        staffNotificationEventsSent.investorId,
        investorId,
        {
          event: staffNotificationEventsSent.event,
          createdAt: staffNotificationEventsSent.createdAt,
        },
        [staffNotificationEventsSent.createdAt],
      ),
      loginThrottle: throttle ?? null,
      staffAccount: staffAccount ?? null,
      staffNotificationSettings:
        (
          await ownedRows(
            db,
            staffNotificationSettings.staffId,
            staffId,
            {
              events: staffNotificationSettings.events,
              revisitAfterDays: staffNotificationSettings.revisitAfterDays,
              updatedAt: staffNotificationSettings.updatedAt,
            },
            [staffNotificationSettings.updatedAt],
          )
        )[0] ?? null,
      staffPasskeys: await ownedRows(
        db,
        staffPasskeys.staffId,
        staffId,
        {
          id: staffPasskeys.id,
          credentialId: staffPasskeys.credentialId,
          transports: staffPasskeys.transports,
          signCount: staffPasskeys.signCount,
          createdAt: staffPasskeys.createdAt,
          lastUsedAt: staffPasskeys.lastUsedAt,
        },
        [staffPasskeys.createdAt],
      ),
      staffSessions: await ownedRows(
        db,
        staffSessions.staffId,
        staffId,
        {
          id: staffSessions.id,
          createdAt: staffSessions.createdAt,
          expiresAt: staffSessions.expiresAt,
          lastSeenAt: staffSessions.lastSeenAt,
          steppedUpAt: staffSessions.steppedUpAt,
          endedAt: staffSessions.endedAt,
        },
        [staffSessions.createdAt],
      ),
      staffInvitations: await ownedRows(
        db,
        staffInvitations.staffId,
        staffId,
        {
          invitedBy: staffInvitations.invitedBy,
          createdAt: staffInvitations.createdAt,
          expiresAt: staffInvitations.expiresAt,
          usedAt: staffInvitations.usedAt,
        },
        [staffInvitations.createdAt],
      ),
      mails: (
        await db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.toAddress,
            replyTo: mailOutbox.replyTo,
            subject: mailOutbox.subject,
            text: mailOutbox.textBody,
            sealed: sql<boolean>`${mailOutbox.sealedBody} IS NOT NULL`,
            status: mailOutbox.status,
            attempts: mailOutbox.attempts,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(
            or(
              byEmail(sql`${mailOutbox.toAddress}`),
              byEmail(sql`${mailOutbox.replyTo}`),
              sql`${mailOutbox.subject} ILIKE ${likePattern(email)}`,
              sql`${mailOutbox.textBody} ILIKE ${likePattern(email)}`,
            ),
          )
          .orderBy(asc(mailOutbox.createdAt))
      ).map((mail) => ({ ...mail, sealed: Boolean(mail.sealed) })),
      auditEvents: await db
        .select({
          ...AUDIT_EVENT_COLUMNS,
          userAgent: auditLog.userAgent,
          details: auditLog.details,
        })
        .from(auditLog)
        .where(this.auditAbout(email, investorId ? [investorId] : [], staffId ? [staffId] : []))
        .orderBy(asc(auditLog.id)),
    };
  }
}
