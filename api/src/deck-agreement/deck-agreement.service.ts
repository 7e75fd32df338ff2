import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  DECK_AGREEMENT_MESSAGES,
  DECK_AGREEMENT_REQUIRED,
  type DeckAgreementAcceptance,
  type DeckAgreementVersion,
} from '@gloh/contract/deck-agreement';
import { STAFF_IR_MESSAGES } from '@gloh/contract/staff-ir';
import type { ClientContext } from '../common/http/client-context.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import {
  accessRequests,
  deckAgreementAcceptances as acceptances,
  deckAgreementVersions as versions,
  investors,
} from '../database/schema.js';
import { AUDIT_ACTIONS, type AuditAction, AuditService } from '../audit/audit.service.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import { CSV_BOM, csvRow, csvTimeHeader } from '../staff-ops/csv.js';

/** The agreement in force: the newest version, unless staff turned the requirement off. */
export interface AgreementInForce {
  version: number;
  body: string;
  publishedAt: Date;
}

/** At most this many acceptances per CSV export, newest first. */
export const AGREEMENT_EXPORT_MAX_ROWS = 50_000;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The optional confidentiality agreement investors accept before the deck opens: staff publish
 * numbered versions (each kept as published) or turn the requirement off; each investor's
 * acceptance of a version is kept with when and from where.
 */
@Injectable()
export class DeckAgreementService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  private recordStaffAction(action: AuditAction, by: StaffActor, details: Record<string, unknown>) {
    return this.audit.record({
      action,
      actor: by.actor,
      ip: by.ip,
      userAgent: by.userAgent,
      details,
    });
  }

  async inForce(db: Pick<Database, 'select'> = this.db): Promise<AgreementInForce | null> {
    const [newest] = await db
      .select({
        version: versions.version,
        body: versions.body,
        publishedAt: versions.publishedAt,
        withdrawnAt: versions.withdrawnAt,
      })
      .from(versions)
      .orderBy(desc(versions.version))
      .limit(1);
    if (!newest || newest.withdrawnAt) return null;
    return { version: newest.version, body: newest.body, publishedAt: newest.publishedAt };
  }

  private async hasAccepted(investorId: string, version: number): Promise<boolean> {
    const [row] = await this.db
      .select({ version: acceptances.version })
      .from(acceptances)
      .where(and(eq(acceptances.investorId, investorId), eq(acceptances.version, version)));
    return row !== undefined;
  }

  /** What the viewer shows: the agreement in force and whether this investor accepted it. */
  async forInvestor(investorId: string) {
    const agreement = await this.inForce();
    if (!agreement) return null;
    return {
      version: agreement.version,
      body: agreement.body,
      publishedAt: agreement.publishedAt.toISOString(),
      accepted: await this.hasAccepted(investorId, agreement.version),
    };
  }

  /**
   * The deck's endpoints call this first: a 403 `agreement-required` (naming the version) while
   * an agreement is in force that this investor has not accepted.
   */
  async assertAccepted(investorId: string): Promise<void> {
    const agreement = await this.inForce();
    if (!agreement || (await this.hasAccepted(investorId, agreement.version))) return;
    throw new ForbiddenException({
      message: DECK_AGREEMENT_MESSAGES.required,
      reason: DECK_AGREEMENT_REQUIRED,
      details: { version: String(agreement.version) },
    });
  }

  /**
   * Records the investor's acceptance of `version`, which must be the one in force (409
   * otherwise: staff may have published a newer one while they read). Accepting again keeps the
   * first acceptance.
   */
  async accept(
    investor: { id: string; email: string },
    version: number,
    client: ClientContext,
  ): Promise<{ version: number; acceptedAt: Date }> {
    const agreement = await this.inForce();
    if (!agreement) throw new ConflictException(DECK_AGREEMENT_MESSAGES.noneRequired);
    if (agreement.version !== version)
      throw new ConflictException(DECK_AGREEMENT_MESSAGES.notCurrent);
    const [inserted] = await this.db
      .insert(acceptances)
      .values({
        investorId: investor.id,
        version,
        ip: client.ip,
        userAgent: client.userAgent ?? null,
      })
      .onConflictDoNothing()
      .returning({ acceptedAt: acceptances.acceptedAt });
    if (!inserted) {
      const [first] = await this.db
        .select({ acceptedAt: acceptances.acceptedAt })
        .from(acceptances)
        .where(and(eq(acceptances.investorId, investor.id), eq(acceptances.version, version)));
      return { version, acceptedAt: first!.acceptedAt };
    }
    await this.audit.record({
      action: AUDIT_ACTIONS.deckAgreementAccepted,
      actor: investor.email,
      investorId: investor.id,
      email: investor.email,
      ip: client.ip,
      userAgent: client.userAgent,
      details: { version },
    });
    return { version, acceptedAt: inserted.acceptedAt };
  }

  /** Every version, newest first, with how many investors accepted each. */
  async versions(): Promise<DeckAgreementVersion[]> {
    const accepted = this.db
      .select({ version: acceptances.version, total: count().as('total') })
      .from(acceptances)
      .groupBy(acceptances.version)
      .as('accepted');
    const rows = await this.db
      .select({
        version: versions.version,
        body: versions.body,
        publishedAt: versions.publishedAt,
        publishedBy: versions.publishedBy,
        withdrawnAt: versions.withdrawnAt,
        withdrawnBy: versions.withdrawnBy,
        acceptances: sql<number>`coalesce(${accepted.total}, 0)::int`,
      })
      .from(versions)
      .leftJoin(accepted, eq(accepted.version, versions.version))
      .orderBy(desc(versions.version));
    return rows.map((row) => ({
      ...row,
      publishedAt: row.publishedAt.toISOString(),
      withdrawnAt: iso(row.withdrawnAt),
      acceptances: Number(row.acceptances),
    }));
  }

  /** Publishes `body` as the next version: from now on every investor must accept it. */
  async publish(body: string, by: StaffActor): Promise<DeckAgreementVersion> {
    const published = await this.db.transaction(async (tx) => {
      // One publisher at a time, across instances: version numbers are max + 1.
      await tx.execute(sql`LOCK TABLE deck_agreement_versions IN SHARE ROW EXCLUSIVE MODE`);
      const [last] = await tx
        .select({ version: versions.version })
        .from(versions)
        .orderBy(desc(versions.version))
        .limit(1);
      const [row] = await tx
        .insert(versions)
        .values({ version: (last?.version ?? 0) + 1, body, publishedBy: by.actor })
        .returning();
      return row!;
    });
    await this.recordStaffAction(AUDIT_ACTIONS.deckAgreementPublished, by, {
      version: published.version,
      characters: body.length,
    });
    return {
      ...published,
      publishedAt: published.publishedAt.toISOString(),
      withdrawnAt: null,
      withdrawnBy: null,
      acceptances: 0,
    };
  }

  /** Stops requiring the agreement; the version that was in force, or null when none was. */
  async turnOff(by: StaffActor): Promise<number | null> {
    const agreement = await this.inForce();
    if (!agreement) return null;
    const [withdrawn] = await this.db
      .update(versions)
      .set({ withdrawnAt: new Date(), withdrawnBy: by.actor })
      .where(and(eq(versions.version, agreement.version), isNull(versions.withdrawnAt)))
      .returning({ version: versions.version });
    if (!withdrawn) return null;
    await this.recordStaffAction(AUDIT_ACTIONS.deckAgreementTurnedOff, by, {
      version: withdrawn.version,
    });
    return withdrawn.version;
  }

  /** One investor's acceptances, newest first (404 for an unknown investor). */
  async ofInvestor(investorId: string): Promise<DeckAgreementAcceptance[]> {
    const [investor] = await this.db
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.id, investorId));
    if (!investor) throw new NotFoundException(STAFF_IR_MESSAGES.investorNotFound);
    const rows = await this.db
      .select({ version: acceptances.version, acceptedAt: acceptances.acceptedAt })
      .from(acceptances)
      .where(eq(acceptances.investorId, investorId))
      .orderBy(desc(acceptances.version));
    return rows.map((row) => ({ version: row.version, acceptedAt: row.acceptedAt.toISOString() }));
  }

  /** Every acceptance as CSV (newest first), times in UTC; the export is itself audited. */
  async exportCsv(by: StaffActor): Promise<string> {
    const rows = await this.db
      .select({
        acceptedAt: acceptances.acceptedAt,
        email: investors.email,
        firstName: investors.firstName,
        lastName: investors.lastName,
        companyName: accessRequests.companyName,
        version: acceptances.version,
        publishedAt: versions.publishedAt,
        ip: acceptances.ip,
        userAgent: acceptances.userAgent,
      })
      .from(acceptances)
      .innerJoin(investors, eq(investors.id, acceptances.investorId))
      .innerJoin(versions, eq(versions.version, acceptances.version))
      .leftJoin(accessRequests, eq(accessRequests.id, investors.accessRequestId))
      .orderBy(desc(acceptances.acceptedAt), investors.email)
      .limit(AGREEMENT_EXPORT_MAX_ROWS);
    await this.recordStaffAction(AUDIT_ACTIONS.deckAgreementExported, by, { rows: rows.length });
    let csv =
      CSV_BOM +
      csvRow([
        csvTimeHeader('accepted'),
        'email',
        'name',
        'company',
        'agreement version',
        csvTimeHeader('version published'),
        'ip',
        'user agent',
      ]);
    for (const row of rows)
      csv += csvRow([
        row.acceptedAt.toISOString(),
        row.email,
        [row.firstName, row.lastName].filter(Boolean).join(' '),
        row.companyName,
        row.version,
        row.publishedAt.toISOString(),
        row.ip,
        row.userAgent,
      ]);
    return csv;
  }
}
