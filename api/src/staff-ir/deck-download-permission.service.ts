import { Injectable, NotFoundException } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { InvestorAccess } from '@gloh/contract/investor-access';
import { STAFF_IR_MESSAGES } from '@gloh/contract/staff-ir';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { investors } from '../database/schema.js';
import { ACCESS_COLUMNS, accessOf } from '../investors/access-expiry.service.js';

/**
 * Whether an investor may download the deck as a PDF (viewing it is not affected). Staff turn it
 * off for one investor; the download endpoint and the viewer read it from the session, so it
 * holds from the investor's next request.
 */
@Injectable()
export class DeckDownloadPermissionService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  /** Allows or disallows; audited when it changes. 404 for no such investor. */
  async set(id: string, allowed: boolean, actor: string): Promise<InvestorAccess> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: investors.email, downloadAllowed: investors.downloadAllowed })
        .from(investors)
        .where(eq(investors.id, id))
        .for('update');
      if (!before) throw new NotFoundException(STAFF_IR_MESSAGES.investorNotFound);
      const [after] = await tx
        .update(investors)
        .set({ downloadAllowed: allowed })
        .where(eq(investors.id, id))
        .returning(ACCESS_COLUMNS);
      // Setting what is already set changes nothing, so the log says nothing.
      if (before.downloadAllowed !== allowed) {
        await this.audit.record(
          {
            action: allowed
              ? AUDIT_ACTIONS.investorDownloadAllowed
              : AUDIT_ACTIONS.investorDownloadDisallowed,
            actor,
            investorId: id,
            email: before.email,
          },
          tx,
        );
      }
      return accessOf(after!);
    });
  }
}
