import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { investors, passwordResetTokens } from '../database/schema.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { normalizeEmail } from '@gloh/contract/email';
import { API_MESSAGES } from '@gloh/contract/messages';
import { passwordProblems } from '@gloh/contract/password';
import type { LoginDto, ResetPasswordDto } from './dto/auth-action.dto.js';
import { dummySecretHash, hashSecret, hashToken, verifySecret } from './secrets.js';
import { type ActiveSession, SessionsService, type SessionUser } from './sessions.service.js';

export interface RequestContext {
  ip: string;
  userAgent?: string;
}

@Injectable()
export class AuthService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    private readonly audit: AuditService,
  ) {}

  async login(
    dto: LoginDto,
    context: RequestContext,
  ): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
    const email = normalizeEmail(dto.email);
    await this.rateLimits.consumeOrThrow('loginPerIp', `ip:${context.ip}`);
    await this.rateLimits.consumeOrThrow('loginPerEmail', `email:${email}`);

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
    const { id, firstName, lastName, role, isVerified } = investor;
    return {
      ...session,
      user: { id, email: investor.email, firstName, lastName, role, isVerified },
    };
  }

  async resetPassword(dto: ResetPasswordDto, context: RequestContext): Promise<void> {
    await this.rateLimits.consumeOrThrow('resetPerIp', `ip:${context.ip}`);
    const problems = passwordProblems(dto.password);
    if (problems.length > 0) throw new BadRequestException(problems.join('; '));
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
