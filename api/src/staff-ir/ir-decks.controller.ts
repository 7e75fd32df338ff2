import {
  BadRequestException,
  Body,
  Param,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import {
  DECK_UPLOAD,
  type DeckEngagementResponse,
  type DeckVersionListResponse,
  type DeckVersionResponse,
  type InvestorEngagementResponse,
  STAFF_IR_MESSAGES,
} from '@gloh/contract/staff-ir';
import { CurrentStaff, StaffAction, StaffRead } from '../staff/staff-access.decorators.js';
import { IrController } from './ir-controller.decorator.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import {
  DeckEngagementQueryDto,
  DeckNoteDto,
  DeckScheduleDto,
  DeckUploadQueryDto,
  InvestorEngagementQueryDto,
} from './dto/staff-ir.dto.js';
import { IrDecksService } from './ir-decks.service.js';
import { PositiveIdPipe } from '../common/pipes/positive-id.pipe.js';
import { investorId } from './investor-id.pipe.js';

const deckVersion = new PositiveIdPipe('version');

/** The part of multer's file (kept in memory) this route reads. */
interface UploadedDeck {
  buffer: Buffer;
  originalname: string;
}

/** What a file name may keep in the audit log and `fileName`: printable, bounded. */
function cleanFileName(name: string | undefined): string {
  const printable = (name ?? '').replace(/[^\x20-\x7e]/g, '_').trim();
  return printable.slice(0, DECK_UPLOAD.fileNameMaxLength) || 'deck.pdf';
}

/** Deck versions and engagement. */
@IrController()
export class IrDecksController {
  constructor(private readonly decks: IrDecksService) {}

  @StaffRead(
    'engagement/decks/:version',
    'Drop-off and median time per page of a deck version, as series',
  )
  async deckEngagement(
    @Param('version', deckVersion) version: number,
    @Query() query: DeckEngagementQueryDto,
  ): Promise<DeckEngagementResponse> {
    return { success: true, ...(await this.decks.deckEngagement(version, query.days)) };
  }

  @StaffRead(
    'engagement/investors/:id',
    "One investor's time per page of a deck version (the live one by default)",
  )
  async investorEngagement(
    @Param('id', investorId) id: string,
    @Query() query: InvestorEngagementQueryDto,
  ): Promise<InvestorEngagementResponse> {
    return { success: true, ...(await this.decks.investorEngagement(id, query)) };
  }

  @StaffRead('decks', 'Deck versions, newest first, with the live one marked')
  async list(): Promise<DeckVersionListResponse> {
    return { success: true, versions: await this.decks.list() };
  }

  @StaffRead(
    'decks/:version/pdf',
    "A version's PDF as uploaded, for staff to check before it goes live (audited as a view)",
  )
  @ApiProduces('application/pdf')
  async pdf(
    @Param('version', deckVersion) version: number,
    @CurrentStaff() staff: StaffSession,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.decks.preview(version, staff.email);
    const quoted = cleanFileName(fileName).replace(/["\\]/g, '_');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="${quoted}"`,
      length: pdf.length,
    });
  }

  @StaffAction(
    'post',
    'decks',
    'Upload a PDF as a new deck version; it goes live at once unless ?live=false',
  )
  // Guards run before interceptors: the file is read only for a stepped-up ir or admin member.
  @UseInterceptors(
    FileInterceptor(DECK_UPLOAD.field, {
      limits: { fileSize: DECK_UPLOAD.maxBytes, files: 1, fields: 0, parts: 1 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [DECK_UPLOAD.field]: { type: 'string', format: 'binary' } },
    },
  })
  async upload(
    @UploadedFile() file: UploadedDeck | undefined,
    @Query() query: DeckUploadQueryDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<DeckVersionResponse> {
    if (!file?.buffer) throw new BadRequestException(STAFF_IR_MESSAGES.fileMissing);
    if (file.buffer.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new BadRequestException(STAFF_IR_MESSAGES.notPdf);
    const { version, created } = await this.decks.upload(
      file.buffer,
      cleanFileName(file.originalname),
      staff.email,
      query.live !== 'false',
    );
    return { success: true, version, created };
  }

  @StaffAction('post', 'decks/:version/activate', 'Make a deck version live again (switch back)')
  async activate(
    @Param('version', deckVersion) version: number,
    @CurrentStaff() staff: StaffSession,
  ): Promise<DeckVersionResponse> {
    return { success: true, version: await this.decks.activate(version, staff.email) };
  }

  @StaffAction('post', 'decks/:version/note', "Set a version's note (an empty one removes it)", {
    stepUp: false,
  })
  async note(
    @Param('version', deckVersion) version: number,
    @Body() body: DeckNoteDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<DeckVersionResponse> {
    return { success: true, version: await this.decks.setNote(version, body.note, staff.email) };
  }

  @StaffAction('post', 'decks/:version/schedule', 'Make a version go live at a given time')
  async schedule(
    @Param('version', deckVersion) version: number,
    @Body() body: DeckScheduleDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<DeckVersionResponse> {
    const at = new Date(body.publishAt);
    return { success: true, version: await this.decks.schedule(version, at, staff.email) };
  }

  @StaffAction('post', 'decks/:version/schedule/cancel', "Cancel a version's scheduled publish", {
    stepUp: false,
  })
  async cancelSchedule(
    @Param('version', deckVersion) version: number,
    @CurrentStaff() staff: StaffSession,
  ): Promise<DeckVersionResponse> {
    return { success: true, version: await this.decks.schedule(version, null, staff.email) };
  }
}
