import { BadRequestException, Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  STAFF_MESSAGES,
  type StaffMemberResponse,
  type StaffMembersResponse,
} from '@gloh/contract/staff';
import type { WithMailReceipt } from '@gloh/contract/staff-ops';
import { MailOutboxAdminService } from '../staff-ops/mail-outbox-admin.service.js';
import { StaffInviteDto, StaffRolesDto } from './dto/staff.dto.js';
import { StaffAction, StaffRead, StaffRoles } from './staff-access.decorators.js';
import { CurrentActor } from './staff-actor.js';
import { type StaffActor, StaffMembersService } from './staff-members.service.js';

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
  constructor(
    private readonly members: StaffMembersService,
    private readonly mails: MailOutboxAdminService,
  ) {}

  @StaffRead(undefined, 'Every staff account with its passkeys')
  async list(): Promise<StaffMembersResponse> {
    return { success: true, members: await this.members.list() };
  }

  @StaffAction(
    'post',
    undefined,
    'Invite (or invite again) a staff member; mails an enrollment link',
  )
  async invite(
    @Body() body: StaffInviteDto,
    @CurrentActor() actor: StaffActor,
  ): Promise<WithMailReceipt<StaffMemberResponse>> {
    const { member, mailId } = await this.members.invite(body, actor);
    return { success: true, member, mail: await this.mails.receipt(mailId) };
  }

  @StaffAction('post', ':id/reinvite', 'Mail a new enrollment link (earlier ones stop working)')
  async reinvite(
    @Param('id', memberIdPipe) id: string,
    @CurrentActor() actor: StaffActor,
  ): Promise<WithMailReceipt<StaffMemberResponse>> {
    const { member, mailId } = await this.members.reinvite(id, actor);
    return { success: true, member, mail: await this.mails.receipt(mailId) };
  }

  @StaffAction('put', ':id/roles', "Replace a staff member's roles")
  async setRoles(
    @Param('id', memberIdPipe) id: string,
    @Body() body: StaffRolesDto,
    @CurrentActor() actor: StaffActor,
  ): Promise<StaffMemberResponse> {
    return { success: true, member: await this.members.setRoles(id, body.roles, actor) };
  }

  @StaffAction('post', ':id/disable', 'Disable an account; its sessions end at once')
  async disable(
    @Param('id', memberIdPipe) id: string,
    @CurrentActor() actor: StaffActor,
  ): Promise<StaffMemberResponse> {
    return { success: true, member: await this.members.disable(id, actor) };
  }

  @StaffAction('delete', ':id/passkeys/:passkeyId', 'Remove a passkey (a lost device)')
  async removePasskey(
    @Param('id', memberIdPipe) id: string,
    @Param('passkeyId', passkeyIdPipe) passkeyId: string,
    @CurrentActor() actor: StaffActor,
  ): Promise<StaffMemberResponse> {
    return { success: true, member: await this.members.removePasskey(id, passkeyId, actor) };
  }
}
