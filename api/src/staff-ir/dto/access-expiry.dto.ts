import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_EXPIRY_MAX_DAYS,
  ACCESS_EXPIRY_MESSAGES,
  DECK_DOWNLOAD_MESSAGES,
  type AccessRequestApproveRequest,
  type InvestorAccessExpiryRequest,
  type InvestorDownloadRequest,
} from '@gloh/contract/investor-access';
import {
  IsBoolean,
  IsISO8601,
  IsOptional,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A time still ahead, and not beyond ACCESS_EXPIRY_MAX_DAYS; each failure in its own words. Only
 * checked once IsISO8601 passed, so an unreadable value is told it is not a date.
 */
export function IsFutureAccessEnd() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isFutureAccessEnd',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => {
          const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
          // Not a time at all is IsISO8601's to say.
          if (Number.isNaN(at)) return true;
          return at > Date.now() && at <= Date.now() + ACCESS_EXPIRY_MAX_DAYS * DAY_MS;
        },
        defaultMessage: ({ value }: ValidationArguments) =>
          Date.parse(String(value)) <= Date.now()
            ? ACCESS_EXPIRY_MESSAGES.inPast
            : ACCESS_EXPIRY_MESSAGES.tooFar,
      },
    });
}

/** POST …/investors/:id/access: when access ends by itself; null lets it run until revoked. */
export class InvestorAccessExpiryDto implements InvestorAccessExpiryRequest {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: `When access ends (in the future, within ${ACCESS_EXPIRY_MAX_DAYS} days); null clears it`,
  })
  @ValidateIf((dto: InvestorAccessExpiryDto) => dto.accessExpiresAt !== null)
  @IsISO8601({ strict: true }, { message: ACCESS_EXPIRY_MESSAGES.notDate })
  @IsFutureAccessEnd()
  accessExpiresAt!: string | null;
}

/** POST …/access-requests/:id/approve: optionally when the access it gives ends. */
export class AccessRequestApproveDto implements AccessRequestApproveRequest {
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: `When the access ends (in the future, within ${ACCESS_EXPIRY_MAX_DAYS} days); left out or null: until revoked`,
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: ACCESS_EXPIRY_MESSAGES.notDate })
  @IsFutureAccessEnd()
  accessExpiresAt?: string | null;
}

/** POST …/investors/:id/download: whether they may download the deck. */
export class InvestorDownloadDto implements InvestorDownloadRequest {
  @ApiProperty({ description: 'false: the download endpoint refuses them and the viewer hides it' })
  @IsBoolean({ message: DECK_DOWNLOAD_MESSAGES.notBoolean })
  downloadAllowed!: boolean;
}
