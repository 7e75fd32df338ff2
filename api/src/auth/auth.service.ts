import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { investors, passwordResetTokens } from '../database/schema.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { failureDelayMs } from './login-delay.js';
import { AccountLoginThrottle } from './account-login-throttle.js';
import { KnownDevicesService } from './known-devices.service.js';
import { TooManyRequestsError } from '../common/http/api-error.js';
import { normalizeEmail } from '@gloh/contract/email';
import { API_MESSAGES } from '@gloh/contract/messages';
import { confirmationProblem, passwordProblems } from '@gloh/contract/password';
import type { LoginDto, ResetPasswordDto } from './dto/auth-action.dto.js';
import { dummySecretHash, hashSecret, hashToken, verifySecret } from './secrets.js';
import type { CurrentInvestor } from '@gloh/contract/api';
import { type ActiveSession, SessionsService } from './sessions.service.js';

export interface RequestContext {
  ip: string;
  userAgent?: string;
  /** The browser's known-device cookie, if it sent one (login and reset only). */
  deviceToken?: string;
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
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async login(
    dto: LoginDto,
    context: RequestContext,
  ): Promise<{ token: string; expiresAt: Date; user: CurrentInvestor; deviceToken?: string }> {
    const email = normalizeEmail(dto.email);
    // Each attempt takes a slot before the code is checked (so parallel guesses cannot all get past the
    // count) and a successful one gives it back: only failures add up, and only for their own address.
    const perIp = await this.rateLimits.consumeOrThrow('loginPerIp', `ip:${context.ip}`);
    // The address goes first: it has no spaces, so the key cannot be forged by an odd email.
    const perPair = await this.rateLimits.consumeOrThrow(
      'loginPerEmailAndIp',
      `${context.ip} ${email}`,
    );
    // Per account, across addresses, decided before the argon2 hash so a refused guess costs none.
    // The investor's own browsers are not held back: strangers' failures cannot keep them out.
    const knownDevice =
      context.deviceToken !== undefined &&
      (await this.devices.recognizes(context.deviceToken, email));
    if (!knownDevice) {
      const turn = await this.accountThrottle.claimTurn(email);
      if (!turn.granted) throw new TooManyRequestsError(turn.retryAfterSeconds);
    }

    const [investor] = await this.db
      .select()
      .from(investors)
      .where(and(eq(investors.email, email), eq(investors.status, 'active')))
      .limit(1);
    // Same argon2 work whether or not the email exists, so timing does not tell them apart.
    const valid = await verifySecret(
      investor?.accessCodeHash ?? (await dummySecretHash()),
      dto.accessCode,
    );
    if (!investor || !valid) {
      await this.delayFailure(email, perIp.hits);
      await this.audit.record({
        action: AUDIT_ACTIONS.loginFailure,
        actor: 'visitor',
        investorId: investor?.id,
        email,
        ip: context.ip,
        userAgent: context.userAgent,
      });
      throw new UnauthorizedException(API_MESSAGES.loginFailed);
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
    await this.rateLimits.release(perIp.slot);
    await this.rateLimits.release(perPair.slot);
    let deviceToken: string | undefined;
    if (!knownDevice) {
      await this.accountThrottle.giveBack(email);
      deviceToken = await this.devices.issue(investor.id);
    }
    const { id, firstName, lastName, role, isVerified } = investor;
    return {
      ...session,
      user: { id, email: investor.email, firstName, lastName, role, isVerified },
      deviceToken,
    };
  }

  /**
   * Holds a wrong answer back, longer with each failure for this email from any address or from this
   * address: scripted guessing slows down, while the investor's own correct code is never delayed.
   */
  private async delayFailure(email: string, failuresFromAddress: number): Promise<void> {
    // Counted only, never refused: refusing by email is what let a stranger lock an investor out.
    const forEmail = await this.rateLimits.consume(`loginFailuresPerEmail:email:${email}`, {
      limit: Number.MAX_SAFE_INTEGER,
      windowSeconds: this.config.loginDelay.windowSeconds,
    });
    const ms = failureDelayMs(Math.max(forEmail.hits, failuresFromAddress), this.config.loginDelay);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
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
    await this.rateLimits.consumeOrThrow('resetPerIp', `ip:${context.ip}`);
    const problems = passwordProblems(dto.password);
    if (problems.length > 0) throw new BadRequestException(problems.join('; '));
    // Checked before the token, which a mistyped confirmation must not spend.
    const mismatch =
      dto.confirmPassword === undefined
        ? undefined
        : confirmationProblem(dto.password, dto.confirmPassword);
    if (mismatch) throw new BadRequestException(mismatch);
    // Hashing first keeps the transaction short; the token is only spent if it is valid.
    const newHash = await hashSecret(dto.password);
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
