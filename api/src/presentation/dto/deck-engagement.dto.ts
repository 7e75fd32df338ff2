import { ApiProperty } from '@nestjs/swagger';
import {
  DECK_ENGAGEMENT_LIMITS,
  DECK_ENGAGEMENT_NUMBER_RULES,
  type DeckEngagementBatch,
  type DeckPageEngagement,
} from '@gloh/contract/deck-engagement';
import { BatchOf } from '../../common/validation/batch-of.js';
import { FollowsNumberRule } from '../../common/validation/follows-number-rule.js';

const rules = DECK_ENGAGEMENT_NUMBER_RULES;

export class DeckPageEngagementDto implements DeckPageEngagement {
  @ApiProperty({ minimum: rules.page.min, maximum: rules.page.max, description: '1-based page' })
  @FollowsNumberRule(rules.page)
  page: number;

  @ApiProperty({ minimum: rules.views.min, maximum: rules.views.max })
  @FollowsNumberRule(rules.views)
  views: number;

  @ApiProperty({ minimum: rules.visibleMs.min, maximum: rules.visibleMs.max })
  @FollowsNumberRule(rules.visibleMs)
  visibleMs: number;
}

export class DeckEngagementDto implements DeckEngagementBatch {
  @ApiProperty({
    minimum: rules.deckVersion.min,
    maximum: rules.deckVersion.max,
    description: 'The X-Deck-Version of the copy the viewer shows',
  })
  @FollowsNumberRule(rules.deckVersion)
  deckVersion: number;

  @BatchOf(DeckPageEngagementDto, DECK_ENGAGEMENT_LIMITS.maxPagesPerBatch)
  pages: DeckPageEngagementDto[];
}
