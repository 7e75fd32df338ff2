import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, type DatabaseTransaction, rowsOf } from '../database/database.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';
import { AUDIT_ACTIONS } from '../audit/audit.service.js';
import { StaffNotifierService } from '../staff-notifications/staff-notifier.service.js';

/**
 * Tells staff when an investor opens the deck, at most once per investor per UTC day. The day's
 * row and the mail are written in one transaction, and the row's primary key decides: concurrent
 * views, on any number of API instances, send one mail.
 */
@Injectable()
export class DeckOpenNoticesService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly outbox: MailOutboxService,
    private readonly events: StaffEventBus,
    private readonly notifier: StaffNotifierService,
  ) {}

  /** Returns whether this call queued the day's mail. */
  async noteOpened(investorId: string, deckVersion: number): Promise<boolean> {
    const queued = await this.db.transaction(async (tx) => {
      const [investor] = rowsOf<{
        firstName: string;
        lastName: string;
        email: string;
        companyName: string | null;
      }>(
        await tx.execute(sql`
          WITH noted AS (
            INSERT INTO deck_open_notices (investor_id, day)
            VALUES (${investorId}, (now() AT TIME ZONE 'UTC')::date)
            ON CONFLICT DO NOTHING
            RETURNING investor_id
          )
          SELECT i.first_name AS "firstName", i.last_name AS "lastName", i.email,
                 r.company_name AS "companyName"
          FROM noted
          JOIN investors i ON i.id = noted.investor_id
          LEFT JOIN access_requests r ON r.id = i.access_request_id`),
      );
      if (!investor) return undefined;
      const who = `${investor.firstName} ${investor.lastName}`;
      const company = investor.companyName ? ` (${investor.companyName})` : '';
      await this.outbox.enqueue(
        {
          to: this.outbox.companyInbox,
          subject: `${who}${company} opened the deck`,
          text: [
            `${who}${company} <${investor.email}> opened the investor deck (version ${deckVersion}).`,
            '',
            'You get one such mail per investor per day. What they read:',
            `  pnpm --filter @gloh/api admin engagement --email ${investor.email}`,
          ].join('\n'),
        },
        tx,
      );
      await this.notifyStaff(tx, investorId, `${who}${company}`, investor.email, deckVersion);
      return { who, companyName: investor.companyName };
    });
    if (!queued) return false;
    this.outbox.notify();
    this.events.publish('deck-opened', {
      investorId,
      name: queued.who,
      companyName: queued.companyName,
      deckVersion,
      at: new Date().toISOString(),
    });
    return true;
  }

  /**
   * The mails of members who chose to hear of a first open or of a return after days away. The
   * audit log keeps every view (two years), so the previous visit is known beyond the 30 days
   * these notices are kept. Called once per investor and day (the day's row decides).
   */
  private async notifyStaff(
    tx: DatabaseTransaction,
    investorId: string,
    who: string,
    email: string,
    deckVersion: number,
  ): Promise<void> {
    const [previous] = rowsOf<{ daysAway: number | null }>(
      await tx.execute(sql`
        SELECT (now() AT TIME ZONE 'UTC')::date - max((at AT TIME ZONE 'UTC')::date) AS "daysAway"
        FROM audit_log
        WHERE investor_id = ${investorId} AND action = ${AUDIT_ACTIONS.presentationView}
          AND (at AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date`),
    );
    const daysAway = previous?.daysAway == null ? null : Number(previous.daysAway);
    const pageParams = { investorId };
    if (daysAway === null) {
      // Claimed as well: once audit entries age out, an old investor must not look new.
      if (!(await this.notifier.claimOnce('deck-first-open', investorId, investorId, tx))) return;
      await this.notifier.notify(
        'deck-first-open',
        () => ({
          subject: `${who} opened the deck for the first time`,
          lines: [
            `${who} <${email}> opened the investor deck for the first time (version ${deckVersion}).`,
          ],
          pageParams,
        }),
        tx,
      );
      return;
    }
    await this.notifier.notify(
      'deck-revisit',
      () => ({
        subject: `${who} is back at the deck after ${daysAway} days`,
        lines: [
          `${who} <${email}> opened the investor deck (version ${deckVersion}) again, ${daysAway} days after their previous visit.`,
        ],
        pageParams,
      }),
      tx,
      (recipient) => daysAway >= recipient.settings.revisitAfterDays,
    );
  }
}
