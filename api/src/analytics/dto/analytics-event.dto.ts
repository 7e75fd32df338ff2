import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_EVENT_KINDS,
  ANALYTICS_NUMBER_RULES,
  ANALYTICS_TEXT_RULES,
  VIEWPORT_CLASSES,
  type AnalyticsEventKind,
  type AnalyticsEventPayload,
  type ViewportClass,
} from '@gloh/contract/analytics';
import { IsIn, ValidateIf } from 'class-validator';
import { FollowsNumberRule } from '../../common/validation/follows-number-rule.js';
import { RuleField } from '../../common/validation/follows-rule.js';

export class AnalyticsEventDto implements AnalyticsEventPayload {
  @ApiProperty({ enum: ANALYTICS_EVENT_KINDS })
  @IsIn(ANALYTICS_EVENT_KINDS)
  kind: AnalyticsEventKind;

  @RuleField(ANALYTICS_TEXT_RULES.path, '/platform')
  path: string;

  @RuleField(ANALYTICS_TEXT_RULES.referrer, 'https://www.example.org')
  referrer?: string;

  @ApiProperty({ enum: VIEWPORT_CLASSES })
  @IsIn(VIEWPORT_CLASSES)
  viewport: ViewportClass;

  @ApiPropertyOptional({
    description: "On 'leave': ms the page was visible",
    minimum: ANALYTICS_NUMBER_RULES.durationMs.min,
    maximum: ANALYTICS_NUMBER_RULES.durationMs.max,
  })
  // Required on a 'leave'; a 'view' may leave it out (and the service ignores it there).
  @ValidateIf(
    (event: AnalyticsEventDto) => event.kind === 'leave' || event.durationMs !== undefined,
  )
  @FollowsNumberRule(ANALYTICS_NUMBER_RULES.durationMs)
  durationMs?: number;
}
