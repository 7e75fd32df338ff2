import { checkNumber, type NumberRule } from '@gloh/contract/number-rules';
import { ValidateBy } from 'class-validator';
import { FIELD_RULE_CONSTRAINT } from './follows-rule.js';

/**
 * Applies a number rule of @gloh/contract: a whole number within the bounds the contract gives the
 * field (which fit its database column), so an out-of-range number is a 400 naming the field,
 * never a database error. Reported like a field rule, so the message names the field's path.
 */
export const FollowsNumberRule = (rule: NumberRule) =>
  ValidateBy({
    name: FIELD_RULE_CONSTRAINT,
    validator: {
      validate: (value) => checkNumber(rule, value) === null,
      defaultMessage: (args) => checkNumber(rule, args?.value) ?? '',
    },
  });
