import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { and, eq, gt, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { investors, passwordResetTokens } from '../database/schema.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { RateLimitService, type RateLimitSlot } from '../rate-limit/rate-limit.service.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { failureDelayMs } from './login-delay.js';
import { AccountLoginThrottle } from './account-login-throttle.js';
import { KnownDevicesService } from './known-devices.service.js';
import { TooManyRequestsError } from '../common/http/api-error.js';
import { addressKey } from '@gloh/connection-cap/address-key';
import { normalizeEmail } from '@gloh/contract/email';
import { API_MESSAGES } from '@gloh/contract/messages';
import { ACCESS_EXPIRED_REASON, accessExpiredMessage } from '@gloh/contract/investor-access';
import { confirmationProblem, passwordProblems } from '@gloh/contract/password';
import type { LoginDto, ResetPasswordDto } from './dto/auth-action.dto.js';
import { dummySecretHash, hashSecret, hashToken, verifySecret } from './secrets.js';
import { CredentialHashing } from './credential-hashing.js';
import type { HashingTurn } from './hashing-queue.js';
import type { CurrentInvestor } from '@gloh/contract/api';
import { type ActiveSession, SessionsService } from './sessions.service.js';

export interface RequestContext {
  ip: string;
  userAgent?: string;
  /** The browser's known-device cookie, if it sent one (login and reset only). */
  deviceToken?: string;
}

/** A login attempt once its limits and its code are checked. */
interface CheckedAttempt {
  /** The investor, if the code was theirs. */
  investor: typeof investors.$inferSelect | undefined;
  /** The investor whose email was tried, when the code was wrong (for the audit). */
  triedInvestorId: string | undefined;
  knownDevice: boolean;
  /** How long a failure is held back. */
  failureDelayMs: number;
  /** The rate-limit counts the attempt took, given back if it succeeded. */
  slots: RateLimitSlot[];
}

type LoginResult = {
  token: string;
  expiresAt: Date;
  user: CurrentInvestor;
  deviceToken?: string;
};

/** When this investor's access ended at its expiry, if it has (or is due, the timer not yet run). */
function accessEndedAt(investor: typeof investors.$inferSelect): Date | undefined {
  const { accessExpiresAt } = investor;
  if (!accessExpiresAt) return undefined;
  if (investor.status === 'revoked' || accessExpiresAt.getTime() <= Date.now())
    return accessExpiresAt;
  return undefined;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    private readonly audit: AuditService,
    private readonly accountThrottle: AccountLoginThrottle,
    private readonly devices: KnownDevicesService,
    private readonly hashing: CredentialHashing,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async login(dto: LoginDto, context: RequestContext): Promise<LoginResult> {
    const email = normalizeEmail(dto.email);
    // Before any other work: in a burst, what the hashing queue cannot serve in time is told so at
    // once and costs no database read either.
    const turn = this.hashing.reserve(addressKey(context.ip));
    let attempt: CheckedAttempt;
    try {
      // The attempt's reads run in its turn with its hash: with the embedded database every query
      // waits in one line, and a burst's reads would otherwise stand ahead of everyone else's.
      attempt = await turn.run(() => this.checkAttempt(email, dto.accessCode, context));
    } finally {
      turn.cancel();
    }
    const { investor, knownDevice, failureDelayMs: delay, slots } = attempt;
    if (!investor) {
      // Held back after the turn, never in it: a delayed answer costs only a timer.
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      await this.audit.record({
        action: AUDIT_ACTIONS.loginFailure,
        actor: 'visitor',
        investorId: attempt.triedInvestorId,
        email,
        ip: context.ip,
        userAgent: context.userAgent,
      });
      throw new UnauthorizedException(API_MESSAGES.loginFailed);
    }
    const expiredAt = accessEndedAt(investor);
    if (expiredAt) {
      // Only the right code learns this: a stranger's guess is told the generic failure above.
      await this.audit.record({
        action: AUDIT_ACTIONS.loginFailure,
        actor: 'visitor',
        investorId: investor.id,
        email,
        ip: context.ip,
        userAgent: context.userAgent,
        details: { reason: ACCESS_EXPIRED_REASON },
      });
      const at = expiredAt.toISOString();
      throw new ForbiddenException({
        message: accessExpiredMessage(at, this.config.companyInbox),
        reason: ACCESS_EXPIRED_REASON,
        details: { accessExpiredAt: at },
      });
    }
    const session = await this.db.transaction(async (tx) => {
      const created = await this.sessions.create(investor.id, tx);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.loginSuccess,
          actor: investor.email,
          investorId: investor.id,
          email: investor.email,
          ip: context.ip,
          userAgent: context.userAgent,
        },
        tx,
      );
      return created;
    });
    // A success was no failure: the counts it took are given back.
    for (const slot of slots) await this.rateLimits.release(slot);
    let deviceToken: string | undefined;
    if (!knownDevice) {
      await this.accountThrottle.giveBack(email);
      deviceToken = await this.devices.issue(investor.id);
    }
    const { id, firstName, lastName, role, isVerified, downloadAllowed } = investor;
    return {
      ...session,
      user: { id, email: investor.email, firstName, lastName, role, isVerified, downloadAllowed },
      deviceToken,
    };
  }

  /**
   * Every limit is decided before the argon2 hash, so a refused guess costs none: per address, per
   * email from the address, and per account across addresses (not for the investor's own browsers,
   * so strangers' failures cannot keep them out). The attempt counts as a failure until it proves
   * otherwise (parallel guesses cannot all get past a count); a success gives the counts back.
   */
  private async checkAttempt(
    email: string,
    accessCode: string,
    context: RequestContext,
  ): Promise<CheckedAttempt> {
    const perIp = await this.rateLimits.consumeOrThrow(
      'loginPerIp',
      `ip:${addressKey(context.ip)}`,
    );
    // The address goes first: it has no spaces, so the key cannot be forged by an odd email.
    const perPair = await this.rateLimits.consumeOrThrow(
      'loginPerEmailAndIp',
      `${addressKey(context.ip)} ${email}`,
    );
    const knownDevice =
      context.deviceToken !== undefined &&
      (await this.devices.recognizes(context.deviceToken, email));
    if (!knownDevice) {
      const turn = await this.accountThrottle.claimTurn(email);
      if (!turn.granted) throw new TooManyRequestsError(turn.retryAfterSeconds);
    }
    // How long a failure is held back, longer with each failure for this email from any address or
    // from this address: scripted guessing slows down, the investor's correct code never does.
    const forEmail = await this.rateLimits.consume(`loginFailuresPerEmail:email:${email}`, {
      limit: Number.MAX_SAFE_INTEGER,
      windowSeconds: this.config.loginDelay.windowSeconds,
    });
    const delay = failureDelayMs(Math.max(forEmail.hits, perIp.hits), this.config.loginDelay);
    const [investor] = await this.db
      .select()
      .from(investors)
      .where(
        and(
          eq(investors.email, email),
          // An investor whose access ran out is found too, to be told so (see login).
          or(
            eq(investors.status, 'active'),
            and(
              isNotNull(investors.accessExpiresAt),
              gte(investors.revokedAt, investors.accessExpiresAt),
            ),
          ),
        ),
      )
      .limit(1);
    // Same argon2 work whether or not the email exists, so timing does not tell them apart.
    const valid = await verifySecret(
      investor?.accessCodeHash ?? (await dummySecretHash()),
      accessCode,
    );
    return {
      investor: valid ? investor : undefined,
      triedInvestorId: investor?.id,
      knownDevice,
      failureDelayMs: delay,
      slots: [perIp.slot, perPair.slot, forEmail.slot],
    };
  }

  /**
   * Sets a new password from a reset link. The guesses counted against the account are forgotten (they
   * were at the old password), and the browser that did it becomes a known device: the answer's
   * `deviceToken` is for its cookie.
   */
  async resetPassword(
    dto: ResetPasswordDto,
    context: RequestContext,
  ): Promise<{ deviceToken: string }> {
    const turn = this.hashing.reserve(addressKey(context.ip));
    try {
      return await this.resetPasswordInTurn(dto, context, turn);
    } finally {
      turn.cancel();
    }
  }

  private async resetPasswordInTurn(
    dto: ResetPasswordDto,
    context: RequestContext,
    turn: HashingTurn,
  ): Promise<{ deviceToken: string }> {
    await this.rateLimits.consumeOrThrow('resetPerIp', `ip:${addressKey(context.ip)}`);
    const problems = passwordProblems(dto.password);
    if (problems.length > 0) throw new BadRequestException(problems.join('; '));
    // Checked before the token, which a mistyped confirmation must not spend.
    const mismatch =
      dto.confirmPassword === undefined
        ? undefined
        : confirmationProblem(dto.password, dto.confirmPassword);
    if (mismatch) throw new BadRequestException(mismatch);
    // Hashing first keeps the transaction short; the token is only spent if it is valid.
    const newHash = await turn.run(() => hashSecret(dto.password));
    const investor = await this.db.transaction(async (tx) => {
      const [token] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(dto.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ investorId: passwordResetTokens.investorId });
      if (!token) return undefined;
      const [updated] = await tx
        .update(investors)
        .set({ accessCodeHash: newHash })
        .where(and(eq(investors.id, token.investorId), eq(investors.status, 'active')))
        .returning({ id: investors.id, email: investors.email });
      if (!updated) return undefined;
      // Whoever held a session before the reset may be the reason for it.
      await this.sessions.endAllFor(updated.id, tx);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.passwordReset,
          actor: updated.email,
          investorId: updated.id,
          email: updated.email,
          ip: context.ip,
          userAgent: context.userAgent,
        },
        tx,
      );
      return updated;
    });
    if (!investor) throw new BadRequestException(API_MESSAGES.resetFailed);
    await this.accountThrottle.forget(investor.email);
    return { deviceToken: await this.devices.issue(investor.id) };
  }

  async recordLogout(session: ActiveSession, context: RequestContext): Promise<void> {
    await this.audit.record({
      action: AUDIT_ACTIONS.logout,
      actor: session.user.email,
      investorId: session.user.id,
      email: session.user.email,
      ip: context.ip,
      userAgent: context.userAgent,
    });
  }
}
