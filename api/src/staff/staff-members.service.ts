import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { normalizeEmail } from '@gloh/contract/email';
import { STAFF_ENROLL_PAGE } from '@gloh/contract/site-paths';
import {
  STAFF_INVITATION_SECONDS,
  STAFF_MESSAGES,
  STAFF_ROLES,
  type StaffMemberSummary,
  type StaffRole,
} from '@gloh/contract/staff';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { generateToken, hashToken } from '../auth/secrets.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database, DatabaseTransaction } from '../database/database.js';
import { staffInvitations, staffMembers, staffPasskeys } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { STAFF_INVITATION_TOKEN_BYTES } from './staff.constants.js';
import { secondsAfter, StaffClock } from './staff-clock.js';
import { StaffSessionsService } from './staff-sessions.service.js';

/** Who changes staff: a signed-in admin (their email) or the CLI's operator (--as). */
export interface StaffActor {
  actor: string;
  /** The acting staff member, when it is one (an admin may not disable themselves). */
  staffId?: string;
  ip?: string;
  userAgent?: string;
}

export interface InviteInput {
  email: string;
  name?: string;
  /** Required for a new account; an existing one keeps its roles when none are given. */
  roles?: readonly string[];
}

/** Roles as stored: known ones only, each once, in the contract's order. */
export function normalizeRoles(roles: readonly string[]): StaffRole[] {
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (roles.length === 0 || unknown.length > 0)
    throw new BadRequestException(STAFF_MESSAGES.invalidRoles);
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

/** Staff accounts: invitations, roles, disabling, passkeys. The CLI and the admin endpoints share it. */
@Injectable()
export class StaffMembersService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly clock: StaffClock,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditService,
    private readonly sessions: StaffSessionsService,
  ) {}

  enrollLink(token: string): string {
    return this.outbox.siteLink(STAFF_ENROLL_PAGE, token);
  }

  /**
   * Creates the account, or invites an existing one again (with the roles given), and mails a
   * single-use enrollment link valid 24 h; earlier links stop working. A disabled account is
   * enabled again without its old passkeys: whoever was shut out must not get back in with a
   * device they kept, so the member enrolls anew through the link.
   */
  async invite(input: InviteInput, by: StaffActor) {
    const email = normalizeEmail(input.email);
    const name = input.name?.trim();
    const roles = input.roles === undefined ? undefined : normalizeRoles(input.roles);
    const token = generateToken(STAFF_INVITATION_TOKEN_BYTES);
    const link = this.enrollLink(token);
    const now = this.clock.now();
    const expiresAt = secondsAfter(now, STAFF_INVITATION_SECONDS);
    let mailId: string | undefined;
    const member = await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, email))
        .for('update')
        .limit(1);
      if (!existing && !roles) throw new BadRequestException(STAFF_MESSAGES.invalidRoles);
      if (existing && by.staffId === existing.id && roles && !roles.includes('admin'))
        throw new ConflictException(STAFF_MESSAGES.notOwnAccount);
      const reenabled = existing?.status === 'disabled';
      const passkeysRemoved = reenabled
        ? (
            await tx
              .delete(staffPasskeys)
              .where(eq(staffPasskeys.staffId, existing.id))
              .returning({ id: staffPasskeys.id })
          ).length
        : 0;
      const [row] = existing
        ? await tx
            .update(staffMembers)
            .set({
              roles: roles ?? existing.roles,
              name: name ?? existing.name,
              status: 'active',
              disabledAt: null,
            })
            .where(eq(staffMembers.id, existing.id))
            .returning()
        : await tx
            .insert(staffMembers)
            .values({ email, name: name ?? '', roles: roles! })
            .returning();
      await this.spendInvitations(tx, row!.id, now);
      await tx.insert(staffInvitations).values({
        staffId: row!.id,
        tokenHash: hashToken(token),
        invitedBy: by.actor,
        createdAt: now,
        expiresAt,
      });
      mailId = await this.outbox.enqueue(
        {
          to: email,
          subject: 'Your Gloh staff account: set up your passkey',
          text: [
            `Hello ${row!.name || email},`,
            '',
            `You have been invited to the Gloh staff console (${row!.roles.join(', ')}).`,
            'Open this link within 24 hours to set up a passkey on this device; it works once:',
            link,
            '',
            'If you did not expect this, you can ignore this message.',
          ].join('\n'),
          secret: { kind: 'invite-link', value: link },
        },
        tx,
      );
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.staffInvited,
          actor: by.actor,
          email,
          ip: by.ip,
          userAgent: by.userAgent,
          details: {
            staffId: row!.id,
            roles: row!.roles,
            reinvited: Boolean(existing),
            ...(reenabled ? { enabled: true, passkeysRemoved } : {}),
          },
        },
        tx,
      );
      return row!;
    });
    this.outbox.notify();
    return { member: await this.summary(member.id), link, expiresAt, mailId: mailId! };
  }

  /** Invites an existing account again with its roles and name. */
  async reinvite(staffId: string, by: StaffActor) {
    const member = await this.find(staffId);
    return this.invite({ email: member.email }, by);
  }

  async setRoles(staffId: string, rolesInput: readonly string[], by: StaffActor) {
    const roles = normalizeRoles(rolesInput);
    if (by.staffId === staffId && !roles.includes('admin'))
      throw new ConflictException(STAFF_MESSAGES.notOwnAccount);
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ roles: staffMembers.roles, email: staffMembers.email })
        .from(staffMembers)
        .where(eq(staffMembers.id, staffId))
        .for('update')
        .limit(1);
      if (!before) throw new NotFoundException(STAFF_MESSAGES.notFound);
      await tx.update(staffMembers).set({ roles }).where(eq(staffMembers.id, staffId));
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.staffRolesChanged,
          actor: by.actor,
          email: before.email,
          ip: by.ip,
          userAgent: by.userAgent,
          details: { staffId, from: before.roles, to: roles },
        },
        tx,
      );
    });
    return this.summary(staffId);
  }

  /** The account can no longer sign in: its sessions and unused invitations end at once. */
  async disable(staffId: string, by: StaffActor) {
    if (by.staffId === staffId) throw new ConflictException(STAFF_MESSAGES.notOwnAccount);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [member] = await tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.id, staffId))
        .for('update')
        .limit(1);
      if (!member) throw new NotFoundException(STAFF_MESSAGES.notFound);
      if (member.status === 'disabled') throw new ConflictException(STAFF_MESSAGES.alreadyDisabled);
      await tx
        .update(staffMembers)
        .set({ status: 'disabled', disabledAt: now })
        .where(eq(staffMembers.id, staffId));
      const sessionsEnded = await this.sessions.endAllFor(staffId, tx);
      await this.spendInvitations(tx, staffId, now);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.staffDisabled,
          actor: by.actor,
          email: member.email,
          ip: by.ip,
          userAgent: by.userAgent,
          details: { staffId, sessionsEnded },
        },
        tx,
      );
    });
    return this.summary(staffId);
  }

  async removePasskey(staffId: string, passkeyId: string, by: StaffActor) {
    const member = await this.find(staffId);
    const [removed] = await this.db
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staffId, staffId)))
      .returning({ id: staffPasskeys.id, credentialId: staffPasskeys.credentialId });
    if (!removed) throw new NotFoundException(STAFF_MESSAGES.passkeyNotFound);
    await this.audit.record({
      action: AUDIT_ACTIONS.staffPasskeyRemoved,
      actor: by.actor,
      email: member.email,
      ip: by.ip,
      userAgent: by.userAgent,
      details: { staffId, passkeyId },
    });
    return this.summary(staffId);
  }

  async list(): Promise<StaffMemberSummary[]> {
    const members = await this.db.select().from(staffMembers).orderBy(asc(staffMembers.email));
    return this.summarize(members);
  }

  async summary(staffId: string): Promise<StaffMemberSummary> {
    const members = await this.db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
    if (members.length === 0) throw new NotFoundException(STAFF_MESSAGES.notFound);
    return (await this.summarize(members))[0]!;
  }

  private async find(staffId: string) {
    const [member] = await this.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId))
      .limit(1);
    if (!member) throw new NotFoundException(STAFF_MESSAGES.notFound);
    return member;
  }

  private async summarize(
    members: (typeof staffMembers.$inferSelect)[],
  ): Promise<StaffMemberSummary[]> {
    if (members.length === 0) return [];
    const ids = members.map((member) => member.id);
    const passkeys = await this.db
      .select()
      .from(staffPasskeys)
      .where(inArray(staffPasskeys.staffId, ids))
      .orderBy(asc(staffPasskeys.createdAt));
    const pending = await this.db
      .select({ staffId: staffInvitations.staffId })
      .from(staffInvitations)
      .where(
        and(
          inArray(staffInvitations.staffId, ids),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, this.clock.now()),
        ),
      );
    const pendingIds = new Set(pending.map((row) => row.staffId));
    return members.map((member) => ({
      id: member.id,
      email: member.email,
      name: member.name,
      roles: member.roles,
      status: member.status,
      createdAt: member.createdAt.toISOString(),
      disabledAt: member.disabledAt?.toISOString() ?? null,
      invitationPending: pendingIds.has(member.id),
      passkeys: passkeys
        .filter((passkey) => passkey.staffId === member.id)
        .map((passkey) => ({
          id: passkey.id,
          transports: passkey.transports,
          createdAt: passkey.createdAt.toISOString(),
          lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
        })),
    }));
  }

  /** Earlier links of this account stop working (a new invitation, or the account disabled). */
  private async spendInvitations(
    tx: DatabaseTransaction,
    staffId: string,
    now: Date,
  ): Promise<void> {
    await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt)));
  }
}
