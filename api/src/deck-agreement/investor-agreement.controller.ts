import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DeckAgreementAcceptResponse,
  InvestorDeckAgreementResponse,
} from '@gloh/contract/deck-agreement';
import { Client, type ClientContext } from '../common/http/client-context.js';
import { CurrentSession } from '../auth/current-session.decorator.js';
import { SessionGuard } from '../auth/session.guard.js';
import { SESSION_COOKIE } from '../auth/auth.constants.js';
import type { ActiveSession } from '../auth/sessions.service.js';
import { DeckAgreementAcceptDto } from './dto/deck-agreement.dto.js';
import { DeckAgreementService } from './deck-agreement.service.js';

/** The signed-in investor's side of the confidentiality agreement. */
@ApiTags('investors')
@ApiCookieAuth(SESSION_COOKIE)
@Controller('investor-presentation/agreement')
@UseGuards(SessionGuard)
export class InvestorAgreementController {
  constructor(private readonly agreements: DeckAgreementService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The agreement in force (null when none is) and whether this investor accepted it',
  })
  async current(@CurrentSession() session: ActiveSession): Promise<InvestorDeckAgreementResponse> {
    return { success: true, agreement: await this.agreements.forInvestor(session.user.id) };
  }

  @Post('accept')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Accept the agreement in force (409 when `version` is no longer the one in force)',
  })
  async accept(
    @CurrentSession() session: ActiveSession,
    @Body() body: DeckAgreementAcceptDto,
    @Client() client: ClientContext,
  ): Promise<DeckAgreementAcceptResponse> {
    const { version, acceptedAt } = await this.agreements.accept(
      session.user,
      body.version,
      client,
    );
    return { success: true, version, acceptedAt: acceptedAt.toISOString() };
  }
}
