import { ApiProperty } from '@nestjs/swagger';
import {
  STAFF_MESSAGES,
  STAFF_INVITE_RULES,
  STAFF_ROLES,
  type StaffEnrollOptionsRequest,
  type StaffEnrollVerifyRequest,
  type StaffInviteRequest,
  type StaffRole,
  type StaffRolesRequest,
} from '@gloh/contract/staff';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsObject,
  IsString,
  Matches,
} from 'class-validator';
import { RuleField } from '../../common/validation/follows-rule.js';

/** The tokens we mail: 256 bits as base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_MESSAGE = 'token must be the token of an enrollment link';
const RESPONSE_MESSAGE = "response must be the browser's WebAuthn answer (an object)";
const ROLES_MESSAGE = STAFF_MESSAGES.invalidRoles;

export class StaffEnrollOptionsDto implements StaffEnrollOptionsRequest {
  @ApiProperty({ description: 'The token of the mailed enrollment link' })
  @IsString({ message: TOKEN_MESSAGE })
  @Matches(TOKEN_PATTERN, { message: TOKEN_MESSAGE })
  token: string;
}

export class StaffCeremonyVerifyDto {
  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject({ message: RESPONSE_MESSAGE })
  response: Record<string, unknown>;
}

export class StaffEnrollVerifyDto
  extends StaffCeremonyVerifyDto
  implements StaffEnrollVerifyRequest
{
  @ApiProperty({ description: 'The token of the mailed enrollment link' })
  @IsString({ message: TOKEN_MESSAGE })
  @Matches(TOKEN_PATTERN, { message: TOKEN_MESSAGE })
  token: string;
}

export class StaffRolesDto implements StaffRolesRequest {
  @ApiProperty({ enum: STAFF_ROLES, isArray: true })
  @IsArray({ message: ROLES_MESSAGE })
  @ArrayMinSize(1, { message: ROLES_MESSAGE })
  @ArrayMaxSize(STAFF_ROLES.length, { message: ROLES_MESSAGE })
  @ArrayUnique({ message: 'roles must not repeat a role' })
  @IsIn(STAFF_ROLES, { each: true, message: ROLES_MESSAGE })
  roles: StaffRole[];
}

export class StaffInviteDto extends StaffRolesDto implements StaffInviteRequest {
  @RuleField(STAFF_INVITE_RULES.email, 'ada@gloh.example')
  email: string;

  @RuleField(STAFF_INVITE_RULES.name, 'Ada Lovelace')
  name?: string;
}
