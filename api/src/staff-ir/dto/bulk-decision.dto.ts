import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCESS_EXPIRY_MAX_DAYS, ACCESS_EXPIRY_MESSAGES } from '@gloh/contract/investor-access';
import {
  ACCESS_REQUEST_BULK_MAX,
  type AccessRequestBulkApproveRequest,
  type AccessRequestBulkRejectRequest,
  STAFF_IR_BULK_MESSAGES as MESSAGES,
} from '@gloh/contract/staff-ir-bulk';
import { REJECT_NOTE_MAX_LENGTH } from '@gloh/contract/staff-ir';
import { POSTGRES_INTEGER_MAX } from '@gloh/contract/number-rules';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsISO8601,
  IsOptional,
  Max,
  Min,
} from 'class-validator';
import { OptionalText } from '../../common/validation/optional-fields.js';
import { IsFutureAccessEnd } from './access-expiry.dto.js';

/** The requests of a bulk decision: 1 to ACCESS_REQUEST_BULK_MAX ids, none twice. */
class AccessRequestBulkIdsDto {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: ACCESS_REQUEST_BULK_MAX,
    uniqueItems: true,
    example: [12, 13],
  })
  @IsArray({ message: MESSAGES.ids })
  @ArrayMinSize(1, { message: MESSAGES.ids })
  @ArrayMaxSize(ACCESS_REQUEST_BULK_MAX, { message: MESSAGES.ids })
  @ArrayUnique({ message: MESSAGES.idRepeated })
  @IsInt({ each: true, message: MESSAGES.idEach })
  @Min(1, { each: true, message: MESSAGES.idEach })
  @Max(POSTGRES_INTEGER_MAX, { each: true, message: MESSAGES.idEach })
  ids!: number[];
}

/** Bulk approval: optionally one end date for every access it gives, checked as the single one. */
export class AccessRequestBulkApproveDto
  extends AccessRequestBulkIdsDto
  implements AccessRequestBulkApproveRequest
{
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: `When each access given ends (in the future, within ${ACCESS_EXPIRY_MAX_DAYS} days); left out or null: until revoked`,
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: ACCESS_EXPIRY_MESSAGES.notDate })
  @IsFutureAccessEnd()
  accessExpiresAt?: string | null;
}

export class AccessRequestBulkRejectDto
  extends AccessRequestBulkIdsDto
  implements AccessRequestBulkRejectRequest
{
  @ApiPropertyOptional({ description: 'Mail each requester that the request was declined' })
  @IsOptional()
  @IsBoolean({ message: 'notify must be true or false' })
  notify?: boolean;

  @OptionalText(REJECT_NOTE_MAX_LENGTH)
  note?: string;
}
