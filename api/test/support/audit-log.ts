import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/database/schema.js';
import type { TestApp } from './test-app.js';

/** The newest audit entry of an action, or undefined when there is none. */
export async function latestAuditEntry(t: TestApp, action: string) {
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}
