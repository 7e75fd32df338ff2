import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsSiteEmail } from '../../common/validation/email.js';

export const CONTACT_NAME_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export class CreateContactMessageDto {
  @ApiProperty({ example: 'Ada Example', maxLength: CONTACT_NAME_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_NAME_MAX)
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @IsSiteEmail()
  email: string;

  @ApiProperty({ example: 'We would like to discuss a pilot.', maxLength: CONTACT_MESSAGE_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_MESSAGE_MAX)
  message: string;
}
