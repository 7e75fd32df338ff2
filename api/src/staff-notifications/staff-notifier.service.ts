import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@gloh/contract/staff';
import {
  defaultNotificationSettings,
  notificationEventsFor,
  STAFF_NOTIFICATION_PAGES,
  STAFF_NOTIFICATIONS_PAGE,
  type StaffNotificationEvent,
  type StaffNotificationSettings,
} from '@gloh/contract/staff-notifications';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import {
  staffMembers,
  staffNotificationEventsSent,
  staffNotificationSettings,
} from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';

type Executor = Pick<Database, 'select' | 'insert'>;

/** A member to be mailed about an event, with the settings they chose. */
export interface NotificationRecipient {
  email: string;
  name: string;
  settings: StaffNotificationSettings;
}

/** What an event's mail says; the notifier adds the links and the footer. */
export interface NotificationMail {
  subject: string;
  /** They name the person's email address: `person erase` finds the mail by it. */
  lines: string[];
  /** Fills in the `:params` of the console page the mail links to. */
  pageParams?: Record<string, string>;
}

/** A member's settings: what they saved, narrowed to what their roles allow today. */
export function effectiveSettings(
  roles: readonly StaffRole[],
  saved: StaffNotificationSettings | null,
): StaffNotificationSettings {
  const settings = saved ?? defaultNotificationSettings(roles);
  // Roles change after a member saved: an event their roles no longer allow stops at once.
  const allowed = notificationEventsFor(roles);
  return { ...settings, events: settings.events.filter((event) => allowed.includes(event)) };
}

/**
 * Mails staff members about what happens on the site, each only about the events they chose
 * (`staff_notification_settings`, else their roles' defaults) and their roles allow. Callers
 * pass their transaction, so the mails commit with the event they are about, and call
 * `outbox.notify()` once it committed.
 */
@Injectable()
export class StaffNotifierService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly outbox: MailOutboxService,
  ) {}

  /** The active members who chose this event. */
  async recipients(
    event: StaffNotificationEvent,
    executor: Executor = this.db,
  ): Promise<NotificationRecipient[]> {
    const rows = await executor
      .select({
        email: staffMembers.email,
        name: staffMembers.name,
        roles: staffMembers.roles,
        events: staffNotificationSettings.events,
        revisitAfterDays: staffNotificationSettings.revisitAfterDays,
      })
      .from(staffMembers)
      .leftJoin(staffNotificationSettings, eq(staffNotificationSettings.staffId, staffMembers.id))
      .where(eq(staffMembers.status, 'active'))
      .orderBy(staffMembers.email);
    return rows
      .map((row) => ({
        email: row.email,
        name: row.name,
        settings: effectiveSettings(
          row.roles,
          row.events === null || row.revisitAfterDays === null
            ? null
            : { events: row.events, revisitAfterDays: row.revisitAfterDays },
        ),
      }))
      .filter((recipient) => recipient.settings.events.includes(event));
  }

  /**
   * Queues one mail per member who chose the event (and whom `include` keeps). Returns how many
   * were queued.
   */
  async notify(
    event: StaffNotificationEvent,
    compose: (recipient: NotificationRecipient) => NotificationMail,
    executor: Executor = this.db,
    include: (recipient: NotificationRecipient) => boolean = () => true,
  ): Promise<number> {
    const recipients = (await this.recipients(event, executor)).filter(include);
    for (const recipient of recipients) {
      const mail = compose(recipient);
      const page = STAFF_NOTIFICATION_PAGES[event].replace(/:(\w+)/g, (_match, name: string) =>
        encodeURIComponent(mail.pageParams?.[name] ?? ''),
      );
      await this.outbox.enqueue(
        {
          to: recipient.email,
          subject: mail.subject,
          text: [
            ...mail.lines,
            '',
            `In the staff console: ${this.consoleLink(page)}`,
            '',
            'You get this mail because you chose it in your notification settings:',
            this.consoleLink(STAFF_NOTIFICATIONS_PAGE.path),
          ].join('\n'),
        },
        executor,
      );
    }
    return recipients.length;
  }

  /**
   * Claims an event that may be seen more than once (an investor's first open, a revisit on one
   * day, the last page of a version): true for the one caller that may mail about it.
   */
  async claimOnce(
    event: StaffNotificationEvent,
    subject: string,
    investorId: string,
    executor: Executor,
  ): Promise<boolean> {
    const claimed = await executor
      .insert(staffNotificationEventsSent)
      .values({ event, subject, investorId })
      .onConflictDoNothing()
      .returning({ event: staffNotificationEventsSent.event });
    return claimed.length > 0;
  }

  private consoleLink(page: string): string {
    return this.outbox.siteLink(`${STAFF_CONSOLE_PATH}/${page}`);
  }
}
