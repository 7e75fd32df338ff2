import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import {
  ApiConsumes,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { DECK_VERSION_HEADER } from '@gloh/contract/deck-engagement';
import type { Response } from 'express';
import { Client, type ClientContext } from '../common/http/client-context.js';
import { CurrentSession } from '../auth/current-session.decorator.js';
import { SessionGuard } from '../auth/session.guard.js';
import { DeckAgreementGuard } from '../deck-agreement/deck-agreement.guard.js';
import { SESSION_COOKIE } from '../auth/auth.constants.js';
import type { ActiveSession } from '../auth/sessions.service.js';
import { PresentationService } from './presentation.service.js';
import { DeckEngagementService } from './deck-engagement.service.js';
import { DeckEngagementDto } from './dto/deck-engagement.dto.js';

/** The deck's file name, as investors download it. */
export const DECK_FILE_NAME = 'gloh-investor-presentation.pdf';

@ApiTags('investors')
@ApiCookieAuth(SESSION_COOKIE)
@Controller('investor-presentation')
@UseGuards(SessionGuard)
export class PresentationController {
  constructor(
    private readonly presentation: PresentationService,
    private readonly engagement: DeckEngagementService,
  ) {}

  @Get()
  @UseGuards(DeckAgreementGuard)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary: "The investor deck, inline for the viewer, stamped with the investor's email",
  })
  async view(
    @CurrentSession() session: ActiveSession,
    @Client() client: ClientContext,
    @Res() res: Response,
  ): Promise<void> {
    const copy = await this.presentation.view(session, client);
    // The browser may keep this investor's copy but asks again each time (the session must
    // still be live); res.send answers an unchanged copy's If-None-Match with a bodiless 304.
    res.set({
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie',
      ETag: copy.etag,
      // Only the site's own viewer page (same-site) reads the deck.
      'Cross-Origin-Resource-Policy': 'same-site',
      'Content-Disposition': `inline; filename="${DECK_FILE_NAME}"`,
      'Content-Type': 'application/pdf',
      [DECK_VERSION_HEADER]: String(copy.deckVersion),
    });
    res.send(copy.pdf);
  }

  @Get('download')
  @UseGuards(DeckAgreementGuard)
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary: "The investor deck as a download, stamped with the investor's email and the date",
  })
  async download(
    @CurrentSession() session: ActiveSession,
    @Client() client: ClientContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    const pdf = await this.presentation.download(session, client);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${DECK_FILE_NAME}"`,
      length: pdf.length,
    });
  }

  @Post('engagement')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiConsumes('application/json', 'text/plain')
  @ApiOperation({
    summary: 'Pages of the deck read in this session and for how long (sent by the viewer)',
  })
  @ApiNoContentResponse({ description: 'Added to the session’s reading' })
  async recordEngagement(
    @CurrentSession() session: ActiveSession,
    @Body() batch: DeckEngagementDto,
  ): Promise<void> {
    await this.engagement.record(session, batch);
  }
}
