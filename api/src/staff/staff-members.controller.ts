import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Req,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  STAFF_MESSAGES,
  type StaffMemberResponse,
  type StaffMembersResponse,
} from '@gloh/contract/staff';
import type { Request } from 'express';
import { StaffInviteDto, StaffRolesDto } from './dto/staff.dto.js';
import { CurrentStaff, RequireStepUp, StaffRoles } from './staff-access.decorators.js';
import { actorOf } from './staff-actor.js';
import { StaffMembersService } from './staff-members.service.js';
import type { StaffSession } from './staff-sessions.service.js';

/** A v4 uuid in the path, else a 400 in the contract's words (Nest's own quote its check). */
function uuidOf(message: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    version: '4',
    exceptionFactory: () => new BadRequestException(message),
  });
}
const memberIdPipe = uuidOf(STAFF_MESSAGES.badMemberId);
const passkeyIdPipe = uuidOf(STAFF_MESSAGES.badPasskeyId);

/** Admins manage staff: /api/staff/members…; every change needs a recent step-up. */
@ApiTags('staff')
@Controller('staff/members')
@StaffRoles('admin')
export class StaffMembersController {
  constructor(private readonly members: StaffMembersService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every staff account with its passkeys' })
  async list(): Promise<StaffMembersResponse> {
    return { success: true, members: await this.members.list() };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: 'Invite (or invite again) a staff member; mails an enrollment link' })
  async invite(
    @Body() body: StaffInviteDto,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
  ): Promise<StaffMemberResponse> {
    const { member } = await this.members.invite(body, actorOf(staff, req));
    return { success: true, member };
  }

  @Post(':id/reinvite')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: 'Mail a new enrollment link (earlier ones stop working)' })
  async reinvite(
    @Param('id', memberIdPipe) id: string,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
  ): Promise<StaffMemberResponse> {
    const { member } = await this.members.reinvite(id, actorOf(staff, req));
    return { success: true, member };
  }

  @Put(':id/roles')
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: "Replace a staff member's roles" })
  async setRoles(
    @Param('id', memberIdPipe) id: string,
    @Body() body: StaffRolesDto,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
  ): Promise<StaffMemberResponse> {
    return {
      success: true,
      member: await this.members.setRoles(id, body.roles, actorOf(staff, req)),
    };
  }

  @Post(':id/disable')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: 'Disable an account; its sessions end at once' })
  async disable(
    @Param('id', memberIdPipe) id: string,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
  ): Promise<StaffMemberResponse> {
    return { success: true, member: await this.members.disable(id, actorOf(staff, req)) };
  }

  @Delete(':id/passkeys/:passkeyId')
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: 'Remove a passkey (a lost device)' })
  async removePasskey(
    @Param('id', memberIdPipe) id: string,
    @Param('passkeyId', passkeyIdPipe) passkeyId: string,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
  ): Promise<StaffMemberResponse> {
    return {
      success: true,
      member: await this.members.removePasskey(id, passkeyId, actorOf(staff, req)),
    };
  }
}
