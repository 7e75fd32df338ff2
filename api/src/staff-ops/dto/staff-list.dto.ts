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
  MaxLength,
  Min,
} from 'class-validator';

const { maxLimit, maxOffset, maxSearchLength } = STAFF_LIST_LIMITS;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = '$property must be a date (YYYY-MM-DD)';

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

  @ApiPropertyOptional({ maxLength: maxSearchLength })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(maxSearchLength, {
    message: `q must be at most ${maxSearchLength} characters`,
  })
  q?: string;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS, { message: `dir must be one of: ${SORT_DIRECTIONS.join(', ')}` })
  dir?: SortDirection;
}

/** The filter of the contact list and of its CSV export (which ignores limit and offset). */
export class ContactMessagesQueryDto extends StaffPageQueryDto {
  @ApiPropertyOptional({ enum: CONTACT_MESSAGE_SORTS })
  @IsOptional()
  @IsIn(CONTACT_MESSAGE_SORTS, {
    message: `sort must be one of: ${CONTACT_MESSAGE_SORTS.join(', ')}`,
  })
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
  @ApiPropertyOptional({
    example: '2026-01-01',
    description: 'First day (UTC); default 29 days before to',
  })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE })
  @Matches(DATE_PATTERN, { message: DATE_MESSAGE })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-01-31',
    description: 'Last day (UTC), included; default today',
  })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE })
  @Matches(DATE_PATTERN, { message: DATE_MESSAGE })
  to?: string;
}

export class AuditLogQueryDto extends StaffPageQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_LOG_SORTS })
  @IsOptional()
  @IsIn(AUDIT_LOG_SORTS, { message: `sort must be one of: ${AUDIT_LOG_SORTS.join(', ')}` })
  sort?: AuditLogSort;

  @ApiPropertyOptional({ description: 'Who: an email or the CLI operator, exactly' })
  @IsOptional()
  @IsString({ message: 'actor must be text' })
  @MaxLength(AUDIT_FILTER_MAX_LENGTH, {
    message: `actor must be at most ${AUDIT_FILTER_MAX_LENGTH} characters`,
  })
  actor?: string;

  @ApiPropertyOptional({ description: 'What: an action such as staff.sign_in, exactly' })
  @IsOptional()
  @IsString({ message: 'action must be text' })
  @MaxLength(AUDIT_FILTER_MAX_LENGTH, {
    message: `action must be at most ${AUDIT_FILTER_MAX_LENGTH} characters`,
  })
  action?: string;

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
  @ApiPropertyOptional({ enum: MAIL_OUTBOX_STATES, description: 'Default: every unsent mail' })
  @IsOptional()
  @IsIn(MAIL_OUTBOX_STATES, { message: `state must be one of: ${MAIL_OUTBOX_STATES.join(', ')}` })
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

  @ApiPropertyOptional({ enum: RELEASE_HEALTH_REMOTES })
  @IsOptional()
  @IsIn(RELEASE_HEALTH_REMOTES, {
    message: `remote must be one of: ${RELEASE_HEALTH_REMOTES.join(', ')}`,
  })
  remote?: ReleaseHealthRemote;
}
