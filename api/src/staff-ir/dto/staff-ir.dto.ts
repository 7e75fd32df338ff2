import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCESS_REQUEST_SORT_FIELDS,
  ACCESS_REQUEST_STATUSES,
  type AccessRequestListQuery,
  type AccessRequestRejectRequest,
  type AccessRequestSortField,
  type AccessRequestStatus,
  ENGAGEMENT_DAYS,
  INVESTOR_SORT_FIELDS,
  INVESTOR_STATUSES,
  type InvestorListQuery,
  type InvestorSortField,
  type InvestorStatus,
  REJECT_NOTE_MAX_LENGTH,
} from '@gloh/contract/staff-ir';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS, type SortDirection } from '@gloh/contract/staff-lists';
import { POSTGRES_INTEGER_MAX } from '@gloh/contract/number-rules';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

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

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS, { message: `direction must be one of ${SORT_DIRECTIONS.join(', ')}` })
  direction?: SortDirection;

  @ApiPropertyOptional({ maxLength: maxSearchLength })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(maxSearchLength, {
    message: `search must be at most ${maxSearchLength} characters`,
  })
  search?: string;
}

export class AccessRequestListQueryDto extends StaffListQueryDto implements AccessRequestListQuery {
  @ApiPropertyOptional({ enum: ACCESS_REQUEST_SORT_FIELDS, default: 'createdAt' })
  @IsOptional()
  @IsIn(ACCESS_REQUEST_SORT_FIELDS, {
    message: `sort must be one of ${ACCESS_REQUEST_SORT_FIELDS.join(', ')}`,
  })
  sort?: AccessRequestSortField;

  @ApiPropertyOptional({ enum: ACCESS_REQUEST_STATUSES })
  @IsOptional()
  @IsIn(ACCESS_REQUEST_STATUSES, {
    message: `status must be one of ${ACCESS_REQUEST_STATUSES.join(', ')}`,
  })
  status?: AccessRequestStatus;
}

export class InvestorListQueryDto extends StaffListQueryDto implements InvestorListQuery {
  @ApiPropertyOptional({ enum: INVESTOR_SORT_FIELDS, default: 'email' })
  @IsOptional()
  @IsIn(INVESTOR_SORT_FIELDS, {
    message: `sort must be one of ${INVESTOR_SORT_FIELDS.join(', ')}`,
  })
  sort?: InvestorSortField;

  @ApiPropertyOptional({ enum: INVESTOR_STATUSES })
  @IsOptional()
  @IsIn(INVESTOR_STATUSES, { message: `status must be one of ${INVESTOR_STATUSES.join(', ')}` })
  status?: InvestorStatus;
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

  @ApiPropertyOptional({ maxLength: REJECT_NOTE_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(REJECT_NOTE_MAX_LENGTH, {
    message: `note must be at most ${REJECT_NOTE_MAX_LENGTH} characters`,
  })
  note?: string;
}
