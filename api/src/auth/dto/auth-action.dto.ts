import { ApiProperty } from '@nestjs/swagger';
import {
  LOGIN_RULES,
  RESET_TOKEN_MAX_LENGTH,
  type LoginPayload,
  type ResetPasswordPayload,
} from '@gloh/contract/auth';
import { PASSWORD_MAX_LENGTH } from '@gloh/contract/password';
import { Equals, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsRule } from '../../common/validation/follows-rule.js';

export { AUTH_ACTIONS, type AuthAction } from '@gloh/contract/auth';

export class LoginDto implements LoginPayload {
  @ApiProperty({ enum: ['login'] })
  @Equals('login')
  action: 'login';

  @ApiProperty({ example: 'ada@example.com', maxLength: LOGIN_RULES.email.maxLength })
  @FollowsRule(LOGIN_RULES.email)
  email: string;

  @ApiProperty({ example: 'ABCDE-FGHJK-MNPQR-STVWX', maxLength: LOGIN_RULES.accessCode.maxLength })
  @FollowsRule(LOGIN_RULES.accessCode)
  accessCode: string;
}

/**
 * The password's own rules (and its confirmation) are checked by the service, which names every
 * rule it breaks.
 */
export class ResetPasswordDto implements ResetPasswordPayload {
  @ApiProperty({ enum: ['reset-password'] })
  @Equals('reset-password')
  action: 'reset-password';

  @ApiProperty({ maxLength: RESET_TOKEN_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(RESET_TOKEN_MAX_LENGTH)
  token: string;

  @ApiProperty({ example: 'N3w-Passw0rd', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  /** The page's plain HTML form sends its confirmation field; the service checks it matches. */
  @ApiProperty({ required: false, maxLength: PASSWORD_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  confirmPassword?: string;
}
