import { applyDecorators, Body, Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  STAFF_MESSAGES,
  type StaffEnrollAccountResponse,
  type StaffMeResponse,
} from '@gloh/contract/staff';
import type { Request, Response } from 'express';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { clientContextOf } from '../common/http/client-context.js';
import { PostOk } from '../common/http/post-ok.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import {
  StaffCeremonyVerifyDto,
  StaffEnrollOptionsDto,
  StaffEnrollVerifyDto,
} from './dto/staff.dto.js';
import { CurrentStaff, StaffOnly } from './staff-access.decorators.js';
import { type SignedIn, StaffCeremoniesService } from './staff-ceremonies.service.js';
import { StaffClock } from './staff-clock.js';
import { clearStaffCookie, readStaffToken, setStaffCookie } from './staff-cookie.js';
import { type StaffSession, StaffSessionsService } from './staff-sessions.service.js';

/** What the site answers about a staff session is never kept by a cache. */
const noStore = () => Header('Cache-Control', 'no-store');

/**
 * A step of a ceremony, or the sign-out: POST answering 200, never cached; `access` says who may
 * start it (a rate limit for the anonymous steps, a staff session for the step-up).
 */
const CeremonyStep = (path: string, summary: string, ...access: MethodDecorator[]) =>
  applyDecorators(PostOk(path), noStore(), ...access, ApiOperation({ summary }));

/** A step before there is a session: anyone may start it, within the per-address limit. */
const OpenStep = (path: string, summary: string) =>
  CeremonyStep(path, summary, RateLimit('staffPerIp'));

/** Passkey enrollment, sign-in, step-up, who is signed in, sign-out: /api/staff/… */
@ApiTags('staff')
@Controller('staff')
export class StaffAuthController {
  constructor(
    private readonly ceremonies: StaffCeremoniesService,
    private readonly sessions: StaffSessionsService,
    private readonly audit: AuditService,
    private readonly clock: StaffClock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @OpenStep(
    'enrollment/account',
    'Whose account an enrollment link sets up (the link stays unused)',
  )
  async enrollAccount(@Body() body: StaffEnrollOptionsDto): Promise<StaffEnrollAccountResponse> {
    return { success: true, ...(await this.ceremonies.enrollAccount(body.token)) };
  }

  @OpenStep('enrollment/options', 'Passkey creation options for the account of an enrollment link')
  async enrollOptions(@Body() body: StaffEnrollOptionsDto) {
    return { success: true, options: await this.ceremonies.enrollOptions(body.token) };
  }

  @OpenStep('enrollment/verify', 'Store the new passkey, spend the link, sign in')
  async enrollVerify(
    @Body() body: StaffEnrollVerifyDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const signedIn = await this.ceremonies.enrollVerify(
      body.token,
      body.response,
      clientContextOf(req),
    );
    return this.signIn(req, res, signedIn);
  }

  @OpenStep('sign-in/options', 'Passkey request options (discoverable credentials)')
  async signInOptions() {
    return { success: true, options: await this.ceremonies.signInOptions() };
  }

  @OpenStep('sign-in/verify', 'Verify the passkey assertion and start a new staff session')
  async signInVerify(
    @Body() body: StaffCeremonyVerifyDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const signedIn = await this.ceremonies.signInVerify(body.response, clientContextOf(req));
    return this.signIn(req, res, signedIn);
  }

  @CeremonyStep(
    'step-up/options',
    "Passkey request options for a step-up (the member's own passkeys)",
    StaffOnly(),
  )
  async stepUpOptions(@CurrentStaff() staff: StaffSession) {
    return { success: true, options: await this.ceremonies.stepUpOptions(staff) };
  }

  @CeremonyStep(
    'step-up/verify',
    'Verify the step-up assertion; changes are allowed for 5 minutes',
    StaffOnly(),
  )
  async stepUpVerify(
    @CurrentStaff() staff: StaffSession,
    @Body() body: StaffCeremonyVerifyDto,
    @Req() req: Request,
  ) {
    const identity = await this.ceremonies.stepUpVerify(staff, body.response, clientContextOf(req));
    return { success: true, staff: identity, expiresAt: staff.expiresAt.toISOString() };
  }

  @Get('me')
  @noStore()
  @StaffOnly()
  @ApiOperation({ summary: 'The signed-in staff member' })
  me(@CurrentStaff() staff: StaffSession): StaffMeResponse {
    return {
      success: true,
      staff: {
        email: staff.email,
        name: staff.name,
        roles: staff.roles,
        steppedUpAt: staff.steppedUpAt?.toISOString() ?? null,
      },
    };
  }

  @CeremonyStep('sign-out', 'End the staff session and clear its cookie')
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const token = readStaffToken(req);
    if (token) {
      const session = await this.sessions.touch(token);
      await this.sessions.end(token);
      if (session)
        await this.audit.record({
          action: AUDIT_ACTIONS.staffSignOut,
          actor: session.email,
          email: session.email,
          ...clientContextOf(req),
          details: { staffId: session.staffId },
        });
    }
    clearStaffCookie(req, res, this.config.production);
    return { success: true, message: STAFF_MESSAGES.signedOut };
  }

  /** A new token at every sign-in; the session this browser held before ends now. */
  private async signIn(req: Request, res: Response, signedIn: SignedIn) {
    const previous = readStaffToken(req);
    if (previous) await this.sessions.end(previous);
    setStaffCookie(
      req,
      res,
      signedIn.token,
      signedIn.expiresAt.getTime() - this.clock.now().getTime(),
      this.config.production,
    );
    return { success: true, staff: signedIn.staff, expiresAt: signedIn.expiresAt.toISOString() };
  }
}
