import { CONTACT_RULES, type ContactMessagePayload } from '@gloh/contract/contact';
import { RuleField } from '../../common/validation/follows-rule.js';

export class CreateContactMessageDto implements ContactMessagePayload {
  @RuleField(CONTACT_RULES.name, 'Ada Example')
  name: string;

  @RuleField(CONTACT_RULES.email, 'ada@example.com')
  email: string;

  @RuleField(CONTACT_RULES.message, 'We would like to discuss a pilot.')
  message: string;
}
