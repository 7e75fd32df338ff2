import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_RULES, type ContactMessagePayload } from '@gloh/contract/contact';
import { FollowsRule } from '../../common/validation/follows-rule.js';

export class CreateContactMessageDto implements ContactMessagePayload {
  @ApiProperty({ example: 'Ada Example', maxLength: CONTACT_RULES.name.maxLength })
  @FollowsRule(CONTACT_RULES.name)
  name: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: CONTACT_RULES.email.maxLength })
  @FollowsRule(CONTACT_RULES.email)
  email: string;

  @ApiProperty({
    example: 'We would like to discuss a pilot.',
    maxLength: CONTACT_RULES.message.maxLength,
  })
  @FollowsRule(CONTACT_RULES.message)
  message: string;
}
