import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_REQUEST_SORT_FIELDS,
  ACCESS_REQUEST_STATUSES,
  type AccessRequestListQuery,
  type AccessRequestRejectRequest,
  type AccessRequestSortField,
  type AccessRequestStatus,
  DECK_NOTE_MAX_LENGTH,
  type DeckNoteRequest,
  type DeckScheduleRequest,
  ENGAGEMENT_DAYS,
  INVESTOR_SORT_FIELDS,
  INVESTOR_STATUSES,
  type InvestorListQuery,
  type InvestorSortField,
  type InvestorStatus,
  REJECT_NOTE_MAX_LENGTH,
} from '@gloh/contract/staff-ir';
import {
  INVESTOR_READING_FILTERS,
  type InvestorReadingFilter,
} from '@gloh/contract/staff-investor-reading';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS, type SortDirection } from '@gloh/contract/staff-lists';
import { POSTGRES_INTEGER_MAX } from '@gloh/contract/number-rules';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { OptionalOneOf, OptionalText } from '../../common/validation/optional-fields.js';

/** How a choice among listed values is refused here: "… must be one of a, b". */
const ONE_OF = '$property must be one of ';
const { defaultLimit, maxLimit, maxOffset, maxSearchLength } = STAFF_LIST_LIMITS;

/** Paging, sorting and search of a staff list; each bad value is a 400 that names it. */
class StaffListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: maxLimit, default: defaultLimit })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${maxLimit}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${maxLimit}` })
  @Max(maxLimit, { message: `limit must be a whole number from 1 to ${maxLimit}` })
  limit: number = defaultLimit;

  @ApiPropertyOptional({ minimum: 0, maximum: maxOffset, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `offset must be a whole number from 0 to ${maxOffset}` })
  @Min(0, { message: `offset must be a whole number from 0 to ${maxOffset}` })
  @Max(maxOffset, { message: `offset must be a whole number from 0 to ${maxOffset}` })
  offset: number = 0;

  @OptionalOneOf(SORT_DIRECTIONS, ONE_OF)
  direction?: SortDirection;

  @OptionalText(maxSearchLength)
  search?: string;
}

export class AccessRequestListQueryDto extends StaffListQueryDto implements AccessRequestListQuery {
  @OptionalOneOf(ACCESS_REQUEST_SORT_FIELDS, ONE_OF, { default: 'createdAt' })
  sort?: AccessRequestSortField;

  @OptionalOneOf(ACCESS_REQUEST_STATUSES, ONE_OF)
  status?: AccessRequestStatus;
}

export class InvestorListQueryDto extends StaffListQueryDto implements InvestorListQuery {
  @OptionalOneOf(INVESTOR_SORT_FIELDS, ONE_OF, { default: 'email' })
  sort?: InvestorSortField;

  @OptionalOneOf(INVESTOR_STATUSES, ONE_OF)
  status?: InvestorStatus;

  @OptionalOneOf(INVESTOR_READING_FILTERS, ONE_OF)
  reading?: InvestorReadingFilter;
}

const DAYS_MESSAGE = `days must be a whole number from ${ENGAGEMENT_DAYS.min} to ${ENGAGEMENT_DAYS.max}`;
const VERSION_MESSAGE = `version must be a whole number from 1 to ${POSTGRES_INTEGER_MAX}`;

export class DeckEngagementQueryDto {
  @ApiPropertyOptional({ minimum: ENGAGEMENT_DAYS.min, maximum: ENGAGEMENT_DAYS.max })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: DAYS_MESSAGE })
  @Min(ENGAGEMENT_DAYS.min, { message: DAYS_MESSAGE })
  @Max(ENGAGEMENT_DAYS.max, { message: DAYS_MESSAGE })
  days: number = ENGAGEMENT_DAYS.default;
}

export class InvestorEngagementQueryDto extends DeckEngagementQueryDto {
  @ApiPropertyOptional({ description: 'A deck version; the live one when left out' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VERSION_MESSAGE })
  @Min(1, { message: VERSION_MESSAGE })
  @Max(POSTGRES_INTEGER_MAX, { message: VERSION_MESSAGE })
  version?: number;
}

export class AccessRequestRejectDto implements AccessRequestRejectRequest {
  @ApiPropertyOptional({ description: 'Mail the requester that the request was declined' })
  @IsOptional()
  @IsBoolean({ message: 'notify must be true or false' })
  notify?: boolean;

  @OptionalText(REJECT_NOTE_MAX_LENGTH)
  note?: string;
}

export class DeckUploadQueryDto {
  @ApiPropertyOptional({
    description: 'false: store the version without making it live',
    default: true,
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'live must be true or false' })
  live?: 'true' | 'false';
}

export class DeckNoteDto implements DeckNoteRequest {
  @ApiProperty({ maxLength: DECK_NOTE_MAX_LENGTH, description: 'An empty note removes it' })
  @IsString({ message: 'note must be text' })
  @MaxLength(DECK_NOTE_MAX_LENGTH, {
    message: `note must be at most ${DECK_NOTE_MAX_LENGTH} characters`,
  })
  note!: string;
}

export class DeckScheduleDto implements DeckScheduleRequest {
  @ApiProperty({ format: 'date-time', description: 'When the version goes live' })
  @IsISO8601({ strict: true }, { message: 'publishAt must be a date and time (ISO 8601)' })
  publishAt!: string;
}
