import { ACCESS_REQUEST_RULES, type AccessRequestPayload } from '@gloh/contract/access-request';
import { RuleField } from '../../common/validation/follows-rule.js';

const rules = ACCESS_REQUEST_RULES;

export class CreateAccessRequestDto implements AccessRequestPayload {
  @RuleField(rules.name, 'Ada Example')
  name: string;

  @RuleField(rules.companyName, 'Example Capital')
  companyName: string;

  @RuleField(rules.phoneNumber, '+1 555 0100')
  phoneNumber: string;

  @RuleField(rules.email, 'ada@example.com')
  email: string;

  @RuleField(rules.message, 'Interested in the seed round.')
  message?: string;
}
