import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { emailRule } from '@gloh/contract/email';
import {
  STAFF_MESSAGES,
  STAFF_NAME_MAX_LENGTH,
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
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { FollowsRule } from '../../common/validation/follows-rule.js';

/** The tokens we mail: 256 bits as base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_MESSAGE = 'token must be the token of an enrollment link';
const RESPONSE_MESSAGE = "response must be the browser's WebAuthn answer (an object)";
const ROLES_MESSAGE = STAFF_MESSAGES.invalidRoles;
// No control characters (C0, DEL, C1), as every other text field of the API.
const NAME_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;

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

export class StaffEnrollVerifyDto extends StaffCeremonyVerifyDto implements StaffEnrollVerifyRequest {
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
  @ApiProperty({ example: 'ada@gloh.example' })
  @FollowsRule(emailRule('Please enter the staff member’s email address.'))
  email: string;

  @ApiPropertyOptional({ example: 'Ada Lovelace', maxLength: STAFF_NAME_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(STAFF_NAME_MAX_LENGTH, {
    message: `name must be at most ${STAFF_NAME_MAX_LENGTH} characters`,
  })
  @Matches(NAME_PATTERN, { message: 'name contains characters that are not allowed' })
  name?: string;
}
