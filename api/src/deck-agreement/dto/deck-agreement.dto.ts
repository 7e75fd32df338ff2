import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  DECK_AGREEMENT_BODY_MAX_LENGTH,
  DECK_AGREEMENT_MESSAGES,
  type DeckAgreementAcceptRequest,
  type DeckAgreementPublishRequest,
} from '@gloh/contract/deck-agreement';
import { POSTGRES_INTEGER_MAX } from '@gloh/contract/number-rules';

export class DeckAgreementPublishDto implements DeckAgreementPublishRequest {
  @ApiProperty({
    maxLength: DECK_AGREEMENT_BODY_MAX_LENGTH,
    description: 'Plain text; blank lines separate paragraphs (never read as markup)',
  })
  // Leading and trailing blank lines are not part of the agreement.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: DECK_AGREEMENT_MESSAGES.bodyMissing })
  // Some text, and no NUL, which PostgreSQL's text cannot hold.
  @Matches(/^[^\0]*[^\0\s][^\0]*$/, { message: DECK_AGREEMENT_MESSAGES.bodyMissing })
  @MaxLength(DECK_AGREEMENT_BODY_MAX_LENGTH, { message: DECK_AGREEMENT_MESSAGES.bodyTooLong })
  body!: string;
}

export class DeckAgreementAcceptDto implements DeckAgreementAcceptRequest {
  @ApiProperty({ minimum: 1, description: 'The version the investor read and accepts' })
  @IsInt({ message: DECK_AGREEMENT_MESSAGES.versionInvalid })
  @Min(1, { message: DECK_AGREEMENT_MESSAGES.versionInvalid })
  @Max(POSTGRES_INTEGER_MAX, { message: DECK_AGREEMENT_MESSAGES.versionInvalid })
  version!: number;
}
