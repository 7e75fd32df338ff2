import { ApiProperty } from '@nestjs/swagger';
import {
  LOGIN_RULES,
  RESET_TOKEN_MAX_LENGTH,
  type LoginPayload,
  type ResetPasswordPayload,
} from '@gloh/contract/auth';
import { PASSWORD_MAX_LENGTH } from '@gloh/contract/password';
import { Equals, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { RuleField } from '../../common/validation/follows-rule.js';

export { AUTH_ACTIONS, type AuthAction } from '@gloh/contract/auth';

export class LoginDto implements LoginPayload {
  @ApiProperty({ enum: ['login'] })
  @Equals('login')
  action: 'login';

  @RuleField(LOGIN_RULES.email, 'ada@example.com')
  email: string;

  @RuleField(LOGIN_RULES.accessCode, 'ABCDE-FGHJK-MNPQR-STVWX')
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
