import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiExtraModels,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { CurrentSession } from './current-session.decorator.js';
import { SessionGuard } from './session.guard.js';
import { FormPost } from '../common/form-posts/form-post.decorator.js';
import { clientContextOf } from '../common/http/client-context.js';
import { PostOk } from '../common/http/post-ok.js';
import { authFormOf } from './auth-form-posts.js';
import { validateBody } from '../common/pipes/validation.pipe.js';
import { API_MESSAGES } from '@gloh/contract/messages';
import { SIGNED_IN_COOKIE } from '@gloh/contract/signed-in-cookie';
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS } from './auth.constants.js';
import { AuthService } from './auth.service.js';
import { AUTH_ACTIONS, LoginDto, ResetPasswordDto } from './dto/auth-action.dto.js';
import { readSessionToken, sessionCookieName, sessionCookieOptions } from './session-cookie.js';
import { SessionsService, type ActiveSession } from './sessions.service.js';
import { readDeviceToken, setDeviceCookie } from './device-cookie.js';

// A browser's FormData arrives as multipart; only small text fields are expected.
const FORM_LIMITS = { limits: { fields: 10, fieldSize: 10 * 1024, parts: 10, files: 0 } };

/**
 * The readable companion of the session cookie (see SIGNED_IN_COOKIE), with the same lifetime and flags.
 * Its name never changes: scripts read it, it holds no secret, and the shell clears it by that name.
 */
function signedInCookieOptions(options: CookieOptions): CookieOptions {
  return { ...options, httpOnly: false };
}

@ApiTags('auth')
@ApiExtraModels(LoginDto, ResetPasswordDto)
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @PostOk()
  // Decorators apply bottom-up: multer must have parsed a multipart body before FormPost reads it.
  @FormPost(authFormOf)
  @UseInterceptors(NoFilesInterceptor(FORM_LIMITS))
  @ApiConsumes('application/json', 'multipart/form-data', 'application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      oneOf: [{ $ref: getSchemaPath(LoginDto) }, { $ref: getSchemaPath(ResetPasswordDto) }],
    },
  })
  @ApiOperation({
    summary:
      "Investor login (JSON, action 'login') or password reset (form data, action 'reset-password')",
  })
  async act(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const action =
      body && typeof body === 'object' ? (body as { action?: unknown }).action : undefined;
    if (action === 'login') {
      // Set first, so the 4xx answers of a failed login are not stored either.
      res.setHeader('Cache-Control', 'no-store');
      const dto = await validateBody(LoginDto, body);
      const { token, expiresAt, user, deviceToken } = await this.auth.login(dto, {
        ...clientContextOf(req),
        deviceToken: readDeviceToken(req),
      });
      // A fresh token on every login; the session this browser held before is ended, but only now that
      // the login succeeded: a mistyped code must not sign the investor out.
      const previous = readSessionToken(req);
      if (previous) await this.sessions.end(previous);
      const options = {
        ...sessionCookieOptions(req, this.config.production),
        maxAge: SESSION_LIFETIME_SECONDS * 1000,
      };
      res.cookie(sessionCookieName(req), token, options);
      res.cookie(SIGNED_IN_COOKIE, '1', signedInCookieOptions(options));
      if (deviceToken) setDeviceCookie(req, res, deviceToken, this.config.production);
      return {
        success: true,
        message: API_MESSAGES.loginSucceeded,
        user,
        expiresAt: expiresAt.toISOString(),
      };
    }
    if (action === 'reset-password') {
      const dto = await validateBody(ResetPasswordDto, body);
      const { deviceToken } = await this.auth.resetPassword(dto, clientContextOf(req));
      setDeviceCookie(req, res, deviceToken, this.config.production);
      return { success: true, message: API_MESSAGES.resetSucceeded };
    }
    throw new BadRequestException(
      `Invalid request: action must be one of ${AUTH_ACTIONS.join(', ')}`,
    );
  }

  @Get('me')
  @UseGuards(SessionGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({ summary: 'The investor of the current session' })
  me(@CurrentSession() session: ActiveSession, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    return { success: true, user: session.user, expiresAt: session.expiresAt.toISOString() };
  }

  @PostOk('logout')
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({ summary: 'End the current session and clear its cookie' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const token = readSessionToken(req);
    if (token) {
      const session = await this.sessions.find(token);
      await this.sessions.end(token);
      if (session) await this.auth.recordLogout(session, clientContextOf(req));
    }
    const options = sessionCookieOptions(req, this.config.production);
    res.clearCookie(sessionCookieName(req), options);
    res.clearCookie(SIGNED_IN_COOKIE, signedInCookieOptions(options));
    return { success: true, message: API_MESSAGES.loggedOut };
  }
}
