import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsSiteEmail } from '../../common/validation/email.js';
import { PASSWORD_MAX_LENGTH } from '../auth.constants.js';

export const AUTH_ACTIONS = ['login', 'reset-password'] as const;
export type AuthAction = (typeof AUTH_ACTIONS)[number];
const TOKEN_MAX_LENGTH = 200;

export class LoginDto {
  @ApiProperty({ enum: ['login'] })
  @Equals('login')
  action: 'login';

  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @IsSiteEmail()
  email: string;

  @ApiProperty({ example: 'ABCDE-FGHJK-MNPQR-STVWX' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  accessCode: string;
}

export class ResetPasswordDto {
  @ApiProperty({ enum: ['reset-password'] })
  @Equals('reset-password')
  action: 'reset-password';

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TOKEN_MAX_LENGTH)
  token: string;

  @ApiProperty({ example: 'N3w-Passw0rd' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
