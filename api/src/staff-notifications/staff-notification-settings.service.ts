import { BadRequestException, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@gloh/contract/staff';
import {
  notificationEventsFor,
  STAFF_NOTIFICATION_EVENTS,
  STAFF_NOTIFICATION_MESSAGES,
  type StaffNotificationSettings,
  type StaffNotificationSettingsResponse,
} from '@gloh/contract/staff-notifications';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { staffNotificationSettings } from '../database/schema.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import { effectiveSettings } from './staff-notifier.service.js';

type Executor = Pick<Database, 'select'>;

/** A member's own notification settings (the console's Notifications page). */
@Injectable()
export class StaffNotificationSettingsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  async get(
    staffId: string,
    roles: readonly StaffRole[],
  ): Promise<StaffNotificationSettingsResponse> {
    return this.answer(roles, await this.saved(staffId));
  }

  /** Replaces the member's choice; an event their roles do not allow is a 400 naming it. */
  async save(
    staffId: string,
    roles: readonly StaffRole[],
    actor: StaffActor,
    choice: StaffNotificationSettings,
  ): Promise<StaffNotificationSettingsResponse> {
    const allowed = notificationEventsFor(roles);
    const refused = choice.events.filter((event) => !allowed.includes(event));
    if (refused.length > 0) {
      throw new BadRequestException(
        refused.map((event) => STAFF_NOTIFICATION_MESSAGES.notForRole(event)).join(' '),
      );
    }
    const settings: StaffNotificationSettings = {
      // Stored in the contract's order, so the same choice always reads the same.
      events: STAFF_NOTIFICATION_EVENTS.filter((event) => choice.events.includes(event)),
      revisitAfterDays: choice.revisitAfterDays,
    };
    await this.db.transaction(async (tx) => {
      const before = effectiveSettings(roles, await this.saved(staffId, tx));
      await tx
        .insert(staffNotificationSettings)
        .values({ staffId, ...settings, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: staffNotificationSettings.staffId,
          set: { ...settings, updatedAt: new Date() },
        });
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.staffNotificationsChanged,
          actor: actor.actor,
          email: actor.actor,
          ip: actor.ip,
          userAgent: actor.userAgent,
          details: { staffId, from: before, to: settings },
        },
        tx,
      );
    });
    return this.answer(roles, settings);
  }

  private async saved(
    staffId: string,
    executor: Executor = this.db,
  ): Promise<StaffNotificationSettings | null> {
    const [row] = await executor
      .select({
        events: staffNotificationSettings.events,
        revisitAfterDays: staffNotificationSettings.revisitAfterDays,
      })
      .from(staffNotificationSettings)
      .where(eq(staffNotificationSettings.staffId, staffId))
      .limit(1);
    return row ?? null;
  }

  private answer(
    roles: readonly StaffRole[],
    saved: StaffNotificationSettings | null,
  ): StaffNotificationSettingsResponse {
    return {
      success: true,
      settings: effectiveSettings(roles, saved),
      available: notificationEventsFor(roles),
    };
  }
}
