import { Controller, Get, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentSession } from '../auth/current-session.decorator.js';
import { SessionGuard } from '../auth/session.guard.js';
import { clientIp } from '../common/http/client-ip.js';
import { SESSION_COOKIE } from '../auth/auth.constants.js';
import type { ActiveSession } from '../auth/sessions.service.js';
import { PresentationService } from './presentation.service.js';

/** Spec section 7: the deck is /{product}-investor-presentation.pdf. */
export const DECK_FILE_NAME = 'gloh-investor-presentation.pdf';

@ApiTags('investors')
@ApiCookieAuth(SESSION_COOKIE)
@Controller('investor-presentation')
@UseGuards(SessionGuard)
export class PresentationController {
  constructor(private readonly presentation: PresentationService) {}

  @Get()
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary: "The investor deck, inline for the viewer, stamped with the investor's email",
  })
  async view(
    @CurrentSession() session: ActiveSession,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const copy = await this.presentation.view(session, {
      ip: clientIp(req),
      userAgent: req.get('user-agent'),
    });
    // The browser may keep this investor's copy but asks again each time (the session must
    // still be live); Express answers an unchanged copy's If-None-Match with a bodiless 304.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie');
    res.setHeader('ETag', copy.etag);
    // The deck is meant to be framed by the site's viewer page, which is same-site.
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    res.setHeader('Content-Disposition', `inline; filename="${DECK_FILE_NAME}"`);
    res.type('application/pdf').send(copy.pdf);
  }

  @Get('download')
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary: "The investor deck as a download, stamped with the investor's email and the date",
  })
  async download(
    @CurrentSession() session: ActiveSession,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const pdf = await this.presentation.download(session, {
      ip: clientIp(req),
      userAgent: req.get('user-agent'),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${DECK_FILE_NAME}"`,
      length: pdf.length,
    });
  }
}
