import { BadRequestException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { STAFF_MESSAGES, type StaffIdentity } from '@gloh/contract/staff';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { hashToken } from '../auth/secrets.js';
import { InjectConfig } from '../config/app-config.js';
import { type AppConfig, originFitsRpId } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { staffInvitations, staffMembers, staffPasskeys } from '../database/schema.js';
import { STAFF_CEREMONY_TIMEOUT_MS } from './staff.constants.js';
import { StaffChallengesService } from './staff-challenges.service.js';
import { passkeyLibrary } from './passkey-library.js';
import { StaffClock } from './staff-clock.js';
import { type StaffSession, StaffSessionsService } from './staff-sessions.service.js';

export interface RequestContext {
  ip?: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  staff: StaffIdentity;
}

/** The challenge the browser signed, read from clientDataJSON (verified again by the library). */
function signedChallenge(response: {
  response?: { clientDataJSON?: unknown };
}): string | undefined {
  try {
    const encoded = response.response?.clientDataJSON;
    if (typeof encoded !== 'string') return undefined;
    const clientData = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512
      ? challenge
      : undefined;
  } catch {
    return undefined;
  }
}

function uuidBytes(id: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));
}

/**
 * The WebAuthn ceremonies of staff passkeys: enrollment (from an invitation), sign-in
 * (discoverable credentials) and step-up, each with a server-side, single-use challenge, the
 * configured origins and RP ID, user verification required, and a signature counter that must grow.
 */
@Injectable()
export class StaffCeremoniesService {
  private readonly rpId: string;
  private readonly rpName: string;
  private readonly expectedOrigins: string[];
  private readonly logger = new Logger('StaffPasskeys');

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: StaffClock,
    private readonly challenges: StaffChallengesService,
    private readonly sessions: StaffSessionsService,
    private readonly audit: AuditService,
  ) {
    this.rpId = config.staff.rpId;
    this.rpName = config.staff.rpName;
    this.expectedOrigins = config.allowedOrigins.filter((origin) =>
      originFitsRpId(origin, this.rpId),
    );
    if (this.expectedOrigins.length === 0)
      this.logger.warn(
        `No ALLOWED_ORIGINS entry fits STAFF_RP_ID "${this.rpId}": staff passkeys cannot be used until one does`,
      );
  }

  // Enrollment

  private async invitation(token: string) {
    const [row] = await this.db
      .select({
        invitationId: staffInvitations.id,
        staffId: staffMembers.id,
        email: staffMembers.email,
        name: staffMembers.name,
        roles: staffMembers.roles,
      })
      .from(staffInvitations)
      .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, this.clock.now()),
          eq(staffMembers.status, 'active'),
        ),
      )
      .limit(1);
    if (!row) throw new BadRequestException(STAFF_MESSAGES.invalidInvitation);
    return row;
  }

  /** Whose account an enrollment link sets up, so its page can say so; the link stays unused. */
  async enrollAccount(token: string) {
    const { email, name, roles } = await this.invitation(token);
    return { email, name, roles };
  }

  async enrollOptions(token: string) {
    const invitation = await this.invitation(token);
    const existing = await this.passkeysOf(invitation.staffId);
    const { generateRegistrationOptions } = await passkeyLibrary();
    const options = await generateRegistrationOptions({
      rpName: this.rpName,
      rpID: this.rpId,
      userID: uuidBytes(invitation.staffId),
      userName: invitation.email,
      userDisplayName: invitation.name || invitation.email,
      attestationType: 'none',
      timeout: STAFF_CEREMONY_TIMEOUT_MS,
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.challenges.store(options.challenge, 'enroll', { staffId: invitation.staffId });
    return options;
  }

  async enrollVerify(token: string, response: object, context: RequestContext): Promise<SignedIn> {
    const invitation = await this.invitation(token);
    const challenge = signedChallenge(response);
    if (
      !challenge ||
      !(await this.challenges.consume(challenge, 'enroll', { staffId: invitation.staffId }))
    )
      throw new BadRequestException(STAFF_MESSAGES.invalidChallenge);
    const { verifyRegistrationResponse } = await passkeyLibrary();
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.expectedOrigins,
        expectedRPID: this.rpId,
        requireUserVerification: true,
      });
    } catch {
      verification = undefined;
    }
    if (!verification?.verified) throw new BadRequestException(STAFF_MESSAGES.passkeyRefused);
    const { credential } = verification.registrationInfo;
    const now = this.clock.now();
    const session = await this.db.transaction(async (tx) => {
      // Spent by one atomic UPDATE: two verifies racing with one link cannot both enroll.
      const [spent] = await tx
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffInvitations.id, invitation.invitationId),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning({ id: staffInvitations.id });
      if (!spent) throw new BadRequestException(STAFF_MESSAGES.invalidInvitation);
      const inserted = await tx
        .insert(staffPasskeys)
        .values({
          staffId: invitation.staffId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: staffPasskeys.id });
      if (inserted.length === 0) throw new BadRequestException(STAFF_MESSAGES.passkeyRefused);
      const created = await this.sessions.create(invitation.staffId, tx);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.staffEnrolled,
          actor: invitation.email,
          email: invitation.email,
          ip: context.ip,
          userAgent: context.userAgent,
          details: { staffId: invitation.staffId, passkeyId: inserted[0]!.id },
        },
        tx,
      );
      return created;
    });
    return { ...session, staff: await this.identity(invitation.staffId, null) };
  }

  // Sign-in

  async signInOptions() {
    const { generateAuthenticationOptions } = await passkeyLibrary();
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'required',
      timeout: STAFF_CEREMONY_TIMEOUT_MS,
    });
    await this.challenges.store(options.challenge, 'sign-in');
    return options;
  }

  async signInVerify(response: object, context: RequestContext): Promise<SignedIn> {
    const challenge = signedChallenge(response);
    if (!challenge || !(await this.challenges.consume(challenge, 'sign-in')))
      throw new UnauthorizedException(STAFF_MESSAGES.invalidChallenge);
    const credentialId = (response as { id?: unknown }).id;
    const [passkey] =
      typeof credentialId === 'string'
        ? await this.db
            .select({ passkey: staffPasskeys, email: staffMembers.email })
            .from(staffPasskeys)
            .innerJoin(staffMembers, eq(staffMembers.id, staffPasskeys.staffId))
            .where(
              and(eq(staffPasskeys.credentialId, credentialId), eq(staffMembers.status, 'active')),
            )
            .limit(1)
        : [];
    if (!passkey) {
      await this.recordFailure(undefined, 'unknown passkey', context);
      throw new UnauthorizedException(STAFF_MESSAGES.unknownPasskey);
    }
    const userHandle = (response as { response?: { userHandle?: unknown } }).response?.userHandle;
    if (
      typeof userHandle === 'string' &&
      userHandle !== Buffer.from(uuidBytes(passkey.passkey.staffId)).toString('base64url')
    ) {
      await this.recordFailure(passkey.email, 'user handle of another account', context);
      throw new UnauthorizedException(STAFF_MESSAGES.passkeyRefused);
    }
    if (!(await this.assert(passkey.passkey, challenge, response))) {
      await this.recordFailure(passkey.email, 'assertion refused', context);
      throw new UnauthorizedException(STAFF_MESSAGES.passkeyRefused);
    }
    const staffId = passkey.passkey.staffId;
    const session = await this.db.transaction(async (tx) => {
      const created = await this.sessions.create(staffId, tx);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.staffSignIn,
          actor: passkey.email,
          email: passkey.email,
          ip: context.ip,
          userAgent: context.userAgent,
          details: { staffId, passkeyId: passkey.passkey.id },
        },
        tx,
      );
      return created;
    });
    return { ...session, staff: await this.identity(staffId, null) };
  }

  // Step-up

  async stepUpOptions(session: StaffSession) {
    const passkeys = await this.passkeysOf(session.staffId);
    const { generateAuthenticationOptions } = await passkeyLibrary();
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'required',
      timeout: STAFF_CEREMONY_TIMEOUT_MS,
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports,
      })),
    });
    // Bound to this session too: a signature made here must not step up another of the member's
    // sessions (another browser, or one left signed in elsewhere).
    await this.challenges.store(options.challenge, 'step-up', {
      staffId: session.staffId,
      sessionId: session.sessionId,
    });
    return options;
  }

  async stepUpVerify(session: StaffSession, response: object, context: RequestContext) {
    const challenge = signedChallenge(response);
    const owner = { staffId: session.staffId, sessionId: session.sessionId };
    if (!challenge || !(await this.challenges.consume(challenge, 'step-up', owner)))
      throw new BadRequestException(STAFF_MESSAGES.invalidChallenge);
    const credentialId = (response as { id?: unknown }).id;
    const [passkey] =
      typeof credentialId === 'string'
        ? await this.db
            .select()
            .from(staffPasskeys)
            .where(
              and(
                eq(staffPasskeys.credentialId, credentialId),
                eq(staffPasskeys.staffId, session.staffId),
              ),
            )
            .limit(1)
        : [];
    if (!passkey || !(await this.assert(passkey, challenge, response)))
      throw new BadRequestException(STAFF_MESSAGES.passkeyRefused);
    const steppedUpAt = await this.sessions.recordStepUp(session.sessionId);
    await this.audit.record({
      action: AUDIT_ACTIONS.staffStepUp,
      actor: session.email,
      email: session.email,
      ip: context.ip,
      userAgent: context.userAgent,
      details: { staffId: session.staffId, passkeyId: passkey.id },
    });
    return this.identity(session.staffId, steppedUpAt);
  }

  async identity(staffId: string, steppedUpAt: Date | null): Promise<StaffIdentity> {
    const [member] = await this.db
      .select({ email: staffMembers.email, name: staffMembers.name, roles: staffMembers.roles })
      .from(staffMembers)
      .where(eq(staffMembers.id, staffId))
      .limit(1);
    return { ...member!, steppedUpAt: steppedUpAt?.toISOString() ?? null };
  }

  /**
   * Verifies an assertion against the stored passkey, then stores its new signature counter. The
   * counter is written only if it still grows (or both are 0: authenticators without a counter),
   * so two racing uses of one assertion cannot both pass.
   */
  private async assert(
    passkey: typeof staffPasskeys.$inferSelect,
    challenge: string,
    response: object,
  ): Promise<boolean> {
    const { verifyAuthenticationResponse } = await passkeyLibrary();
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.expectedOrigins,
        expectedRPID: this.rpId,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.signCount,
          transports: passkey.transports,
        },
      });
      if (!verification.verified) return false;
      newCounter = verification.authenticationInfo.newCounter;
    } catch {
      return false;
    }
    const updated = await this.db
      .update(staffPasskeys)
      .set({ signCount: newCounter, lastUsedAt: this.clock.now() })
      .where(
        and(
          eq(staffPasskeys.id, passkey.id),
          newCounter === 0
            ? eq(staffPasskeys.signCount, 0)
            : lt(staffPasskeys.signCount, newCounter),
        ),
      )
      .returning({ id: staffPasskeys.id });
    return updated.length === 1;
  }

  private passkeysOf(staffId: string) {
    return this.db
      .select({ credentialId: staffPasskeys.credentialId, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staffId));
  }

  private async recordFailure(
    email: string | undefined,
    reason: string,
    context: RequestContext,
  ): Promise<void> {
    await this.audit.record({
      action: AUDIT_ACTIONS.staffSignInFailed,
      actor: email ?? 'visitor',
      email: email ?? null,
      ip: context.ip,
      userAgent: context.userAgent,
      details: { reason },
    });
  }
}
