import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUDIT_FILTER_MAX_LENGTH,
  AUDIT_LOG_SORTS,
  type AuditLogSort,
  CONTACT_MESSAGE_SORTS,
  type ContactMessageHandledRequest,
  type ContactMessageSort,
  MAIL_OUTBOX_STATES,
  type MailOutboxState,
} from '@gloh/contract/staff-ops';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS, type SortDirection } from '@gloh/contract/staff-lists';
import {
  RELEASE_HEALTH_DEFAULT_DAYS,
  RELEASE_HEALTH_MAX_DAYS,
  RELEASE_HEALTH_REMOTES,
  type ReleaseHealthRemote,
} from '@gloh/contract/release-health';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { OptionalOneOf, OptionalText } from '../../common/validation/optional-fields.js';

const { maxLimit, maxOffset, maxSearchLength } = STAFF_LIST_LIMITS;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** How a choice among listed values is refused here: "… must be one of: a, b". */
const ONE_OF = '$property must be one of: ';
const DATE_MESSAGE = '$property must be a date (YYYY-MM-DD)';

/** An optional UTC day, YYYY-MM-DD. */
const OptionalDay = (example: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, description }),
    IsOptional(),
    IsString({ message: DATE_MESSAGE }),
    Matches(DATE_PATTERN, { message: DATE_MESSAGE }),
  );

/** limit/offset paging and a search text, as every staff list takes them. */
export class StaffPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: maxLimit })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(maxLimit, { message: `limit must be at most ${maxLimit}` })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must not be negative' })
  @Max(maxOffset, { message: `offset must be at most ${maxOffset}` })
  offset?: number;

  @OptionalText(maxSearchLength)
  q?: string;

  @OptionalOneOf(SORT_DIRECTIONS, ONE_OF)
  dir?: SortDirection;
}

/** The filter of the contact list and of its CSV export (which ignores limit and offset). */
export class ContactMessagesQueryDto extends StaffPageQueryDto {
  @OptionalOneOf(CONTACT_MESSAGE_SORTS, ONE_OF)
  sort?: ContactMessageSort;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only handled or only waiting' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'handled must be true or false' })
  handled?: 'true' | 'false';
}

export class ContactMessageHandledDto implements ContactMessageHandledRequest {
  @IsBoolean({ message: 'handled must be true or false' })
  handled: boolean;
}

export class AnalyticsPeriodQueryDto {
  @OptionalDay('2026-01-01', 'First day (UTC); default 29 days before to')
  from?: string;

  @OptionalDay('2026-01-31', 'Last day (UTC), included; default today')
  to?: string;
}

export class AuditLogQueryDto extends StaffPageQueryDto {
  @OptionalOneOf(AUDIT_LOG_SORTS, ONE_OF)
  sort?: AuditLogSort;

  @OptionalText(AUDIT_FILTER_MAX_LENGTH, {
    description:
      "Who: part of the actor (an email, the CLI operator) or of a staff member's name, any case",
  })
  actor?: string;

  @OptionalText(AUDIT_FILTER_MAX_LENGTH, {
    description:
      'What: a known action such as staff.sign_in (exactly that one), or part of one, any case',
  })
  action?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only what staff accounts did' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'staffOnly must be true or false' })
  staffOnly?: 'true' | 'false';

  @ApiPropertyOptional({ description: 'From this time (ISO 8601), included' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date or time' })
  from?: string;

  @ApiPropertyOptional({ description: 'Until this time (ISO 8601), excluded' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date or time' })
  to?: string;
}

export class MailOutboxQueryDto extends StaffPageQueryDto {
  @OptionalOneOf(MAIL_OUTBOX_STATES, ONE_OF, { description: 'Default: every unsent mail' })
  state?: MailOutboxState;
}

export class ReleaseHealthQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: RELEASE_HEALTH_MAX_DAYS,
    description: `Days back; default ${RELEASE_HEALTH_DEFAULT_DAYS}`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be at least 1' })
  @Max(RELEASE_HEALTH_MAX_DAYS, { message: `days must be at most ${RELEASE_HEALTH_MAX_DAYS}` })
  days?: number;

  @OptionalOneOf(RELEASE_HEALTH_REMOTES, ONE_OF)
  remote?: ReleaseHealthRemote;
}
