import { ApiProperty } from '@nestjs/swagger';
import {
  DECK_ENGAGEMENT_LIMITS,
  type DeckEngagementBatch,
  type DeckPageEngagement,
} from '@gloh/contract/deck-engagement';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

export class DeckPageEngagementDto implements DeckPageEngagement {
  @ApiProperty({ minimum: 1, description: '1-based page number' })
  @IsInt()
  @Min(1)
  page: number;

  @ApiProperty({ minimum: 0, maximum: DECK_ENGAGEMENT_LIMITS.maxViewsPerPage })
  @IsInt()
  @Min(0)
  @Max(DECK_ENGAGEMENT_LIMITS.maxViewsPerPage)
  views: number;

  @ApiProperty({ minimum: 0, maximum: DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage })
  @IsInt()
  @Min(0)
  @Max(DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage)
  visibleMs: number;
}

export class DeckEngagementDto implements DeckEngagementBatch {
  @ApiProperty({ description: 'The X-Deck-Version of the copy the viewer shows' })
  @IsInt()
  @Min(1)
  deckVersion: number;

  @ApiProperty({ type: [DeckPageEngagementDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(DECK_ENGAGEMENT_LIMITS.maxPagesPerBatch)
  @ValidateNested({ each: true })
  @Type(() => DeckPageEngagementDto)
  pages: DeckPageEngagementDto[];
}
