import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ANALYTICS_TEXT_RULES } from '@gloh/contract/analytics';
import {
  isVitalValue,
  RELEASE_HEALTH_EVENT_KINDS,
  RELEASE_HEALTH_LIMITS,
  RELEASE_HEALTH_REMOTES,
  RELEASE_HEALTH_TEXT_RULES,
  VITAL_METRICS,
  VITAL_RANGES,
  type ReleaseHealthRemote,
  type VitalMetric,
} from '@gloh/contract/release-health';
import { IsIn, ValidateBy, ValidateIf } from 'class-validator';
import { BatchOf } from '../../common/validation/batch-of.js';
import {
  FIELD_RULE_CONSTRAINT,
  FollowsRule,
  RuleField,
} from '../../common/validation/follows-rule.js';

const rangeText = VITAL_METRICS.map(
  (metric) => `${metric} ${VITAL_RANGES[metric].min}–${VITAL_RANGES[metric].max}`,
).join(', ');

/** The value must be a finite number within its metric's range (an unknown metric fails there). */
const IsVitalValue = () =>
  ValidateBy({
    name: FIELD_RULE_CONSTRAINT,
    validator: {
      validate: (value, args) => {
        const metric = (args?.object as { metric?: unknown }).metric;
        return (
          (VITAL_METRICS as readonly unknown[]).includes(metric) &&
          isVitalValue(metric as VitalMetric, value)
        );
      },
      defaultMessage: () => `Value must be a number within its metric's range (${rangeText}).`,
    },
  });

export class ReleaseHealthEventDto {
  @ApiProperty({ enum: RELEASE_HEALTH_EVENT_KINDS })
  @IsIn(RELEASE_HEALTH_EVENT_KINDS)
  kind: (typeof RELEASE_HEALTH_EVENT_KINDS)[number];

  @ApiProperty({ enum: RELEASE_HEALTH_REMOTES })
  @IsIn(RELEASE_HEALTH_REMOTES)
  remote: ReleaseHealthRemote;

  @ApiProperty({ example: '3f9a0c1b2d', pattern: '^[0-9a-f]{8,64}$' })
  @FollowsRule(RELEASE_HEALTH_TEXT_RULES.release)
  release: string;

  @RuleField(ANALYTICS_TEXT_RULES.path, '/platform')
  path: string;

  @ApiPropertyOptional({ enum: VITAL_METRICS, description: "On 'vital'" })
  @ValidateIf(
    (event: ReleaseHealthEventDto) => event.kind === 'vital' || event.metric !== undefined,
  )
  @IsIn(VITAL_METRICS)
  metric?: VitalMetric;

  @ApiPropertyOptional({ description: `On 'vital': ${rangeText} (ms; CLS unitless)` })
  @ValidateIf((event: ReleaseHealthEventDto) => event.kind === 'vital' || event.value !== undefined)
  @IsVitalValue()
  value?: number;

  @ApiPropertyOptional({
    description: "On 'error': the error's message",
    maxLength: RELEASE_HEALTH_LIMITS.maxErrorMessageLength,
  })
  @ValidateIf(
    (event: ReleaseHealthEventDto) => event.kind === 'error' || event.message !== undefined,
  )
  @FollowsRule(RELEASE_HEALTH_TEXT_RULES.message)
  message?: string;
}

export class ReleaseHealthBatchDto {
  @BatchOf(ReleaseHealthEventDto, RELEASE_HEALTH_LIMITS.maxEventsPerBatch)
  events: ReleaseHealthEventDto[];
}
