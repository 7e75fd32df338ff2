import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsSiteEmail } from '../../common/validation/email.js';

export const ACCESS_FIELD_MAX = 200;
export const ACCESS_PHONE_MAX = 40;
export const ACCESS_MESSAGE_MAX = 5000;
const PHONE_PATTERN = /^[0-9+()./\s-]*[0-9][0-9+()./\s-]*$/;

export class CreateAccessRequestDto {
  @ApiProperty({ example: 'Ada Example' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCESS_FIELD_MAX)
  name: string;

  @ApiProperty({ example: 'Example Capital' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCESS_FIELD_MAX)
  companyName: string;

  @ApiProperty({ example: '+1 555 0100' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(ACCESS_PHONE_MAX)
  @Matches(PHONE_PATTERN, { message: 'phoneNumber must be a valid phone number' })
  phoneNumber: string;

  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @IsSiteEmail()
  email: string;

  @ApiPropertyOptional({ example: 'Interested in the seed round.' })
  @IsOptional()
  @IsString()
  @MaxLength(ACCESS_MESSAGE_MAX)
  message?: string;
}
