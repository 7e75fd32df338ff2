import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@gloh/contract/staff';
import {
  STAFF_PENDING_COUNT_ROLES,
  STAFF_PENDING_COUNTS,
  type StaffPendingCount,
} from '@gloh/contract/staff-ops';
import { count, eq, isNull, ne } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { accessRequests, contactMessages, mailOutbox } from '../database/schema.js';

/** Whether any of `roles` is told `name`. */
export function countVisibleTo(name: StaffPendingCount, roles: readonly StaffRole[]): boolean {
  const allowed: readonly StaffRole[] = STAFF_PENDING_COUNT_ROLES[name];
  return roles.some((role) => allowed.includes(role));
}

/** What waits for staff, for the console's navigation. */
@Injectable()
export class StaffCountsService {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Only the counts the member's roles are told; each is one indexed count. */
  async countsFor(
    roles: readonly StaffRole[],
  ): Promise<Partial<Record<StaffPendingCount, number>>> {
    const names = STAFF_PENDING_COUNTS.filter((name) => countVisibleTo(name, roles));
    const totals = await Promise.all(names.map((name) => this.count(name)));
    return Object.fromEntries(names.map((name, index) => [name, totals[index]]));
  }

  private async count(name: StaffPendingCount): Promise<number> {
    const [row] = await this.query(name);
    return row?.total ?? 0;
  }

  private query(name: StaffPendingCount) {
    const total = { total: count() };
    switch (name) {
      case 'access-requests':
        return this.db
          .select(total)
          .from(accessRequests)
          .where(eq(accessRequests.status, 'pending'));
      case 'contact-messages':
        return this.db.select(total).from(contactMessages).where(isNull(contactMessages.handledAt));
      case 'mail-outbox':
        // Queued, retrying, failed or in a worker's hands: not delivered yet.
        return this.db.select(total).from(mailOutbox).where(ne(mailOutbox.status, 'sent'));
    }
  }
}
