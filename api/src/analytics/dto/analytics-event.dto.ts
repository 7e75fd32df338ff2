import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS_DURATION_MAX_MS,
  ANALYTICS_EVENT_KINDS,
  ANALYTICS_TEXT_RULES,
  VIEWPORT_CLASSES,
  type AnalyticsEventKind,
  type AnalyticsEventPayload,
  type ViewportClass,
} from '@gloh/contract/analytics';
import { IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { FollowsRule } from '../../common/validation/follows-rule.js';

export class AnalyticsEventDto implements AnalyticsEventPayload {
  @ApiProperty({ enum: ANALYTICS_EVENT_KINDS })
  @IsIn(ANALYTICS_EVENT_KINDS)
  kind: AnalyticsEventKind;

  @ApiProperty({ example: '/platform', maxLength: ANALYTICS_TEXT_RULES.path.maxLength })
  @FollowsRule(ANALYTICS_TEXT_RULES.path)
  path: string;

  @ApiPropertyOptional({
    example: 'https://www.example.org',
    maxLength: ANALYTICS_TEXT_RULES.referrer.maxLength,
  })
  @FollowsRule(ANALYTICS_TEXT_RULES.referrer)
  referrer?: string;

  @ApiProperty({ enum: VIEWPORT_CLASSES })
  @IsIn(VIEWPORT_CLASSES)
  viewport: ViewportClass;

  @ApiPropertyOptional({ description: "On 'leave': ms the page was visible" })
  // Required on a 'leave'; a 'view' may leave it out (and the service ignores it there).
  @ValidateIf(
    (event: AnalyticsEventDto) => event.kind === 'leave' || event.durationMs !== undefined,
  )
  @IsInt()
  @Min(0)
  @Max(ANALYTICS_DURATION_MAX_MS)
  durationMs?: number;
}
