import { Body, Controller, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type {
  DeckAgreementPublishResponse,
  DeckAgreementTurnOffResponse,
  StaffDeckAgreementResponse,
  StaffInvestorAgreementResponse,
} from '@gloh/contract/deck-agreement';
import type { Response } from 'express';
import { StaffAction, StaffRead, StaffRoles } from '../staff/staff-access.decorators.js';
import { CurrentActor } from '../staff/staff-actor.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import { investorId } from '../staff-ir/investor-id.pipe.js';
import { DeckAgreementPublishDto } from './dto/deck-agreement.dto.js';
import { DeckAgreementService } from './deck-agreement.service.js';

/** The agreement in the investor-relations console: /api/staff/ir/…, for `ir` and `admin`. */
@ApiTags('staff-ir')
@Controller('staff/ir')
@StaffRoles('ir', 'admin')
export class StaffAgreementController {
  constructor(private readonly agreements: DeckAgreementService) {}

  @StaffRead('agreement', "The agreement's versions, newest first, and the one in force")
  async list(): Promise<StaffDeckAgreementResponse> {
    const [versions, inForce] = await Promise.all([
      this.agreements.versions(),
      this.agreements.inForce(),
    ]);
    return { success: true, required: inForce?.version ?? null, versions };
  }

  // What every investor must accept before the deck opens: a change of who sees what (a step-up).
  @StaffAction(
    'post',
    'agreement/versions',
    'Publish a new version of the agreement; every investor must accept it before the deck opens',
  )
  async publish(
    @Body() body: DeckAgreementPublishDto,
    @CurrentActor() actor: StaffActor,
  ): Promise<DeckAgreementPublishResponse> {
    return { success: true, version: await this.agreements.publish(body.body, actor) };
  }

  @StaffAction('post', 'agreement/turn-off', 'Stop requiring the agreement before the deck opens')
  async turnOff(@CurrentActor() actor: StaffActor): Promise<DeckAgreementTurnOffResponse> {
    return { success: true, withdrawn: await this.agreements.turnOff(actor) };
  }

  @StaffRead('agreement/acceptances/export', 'Every acceptance of the agreement as CSV (audited)')
  @ApiProduces('text/csv')
  async exportCsv(
    @CurrentActor() actor: StaffActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const csv = await this.agreements.exportCsv(actor);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="agreement-acceptances-${day}.csv"`);
    return csv;
  }

  @StaffRead('investors/:id/agreement', "One investor's acceptances of the agreement")
  async ofInvestor(@Param('id', investorId) id: string): Promise<StaffInvestorAgreementResponse> {
    const [acceptances, inForce] = await Promise.all([
      this.agreements.ofInvestor(id),
      this.agreements.inForce(),
    ]);
    return { success: true, required: inForce?.version ?? null, acceptances };
  }
}
