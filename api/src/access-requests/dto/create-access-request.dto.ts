import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCESS_REQUEST_RULES, type AccessRequestPayload } from '@gloh/contract/access-request';
import { FollowsRule } from '../../common/validation/follows-rule.js';

const rules = ACCESS_REQUEST_RULES;

export class CreateAccessRequestDto implements AccessRequestPayload {
  @ApiProperty({ example: 'Ada Example', maxLength: rules.name.maxLength })
  @FollowsRule(rules.name)
  name: string;

  @ApiProperty({ example: 'Example Capital', maxLength: rules.companyName.maxLength })
  @FollowsRule(rules.companyName)
  companyName: string;

  @ApiProperty({ example: '+1 555 0100', maxLength: rules.phoneNumber.maxLength })
  @FollowsRule(rules.phoneNumber)
  phoneNumber: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: rules.email.maxLength })
  @FollowsRule(rules.email)
  email: string;

  @ApiPropertyOptional({
    example: 'Interested in the seed round.',
    maxLength: rules.message.maxLength,
  })
  @FollowsRule(rules.message)
  message?: string;
}
