import { applyDecorators } from '@nestjs/common';
import { checkField, type FieldRule } from '@gloh/contract/field-rules';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Constraint name of a contract rule, so the error formatter can tell its messages apart. */
export const FIELD_RULE_CONSTRAINT = 'fieldRule';

function problemOf(rule: FieldRule, args: ValidationArguments): string | null {
  // A form never sends anything but text; naming the type helps API clients that do.
  if (args.value !== undefined && args.value !== null && typeof args.value !== 'string')
    return `${args.property} must be a string`;
  return checkField(rule, args.value);
}

/**
 * Applies a field rule of @gloh/contract: the same function the forms run before sending, so the
 * browser and the API accept and refuse exactly the same values, with the same words.
 */
export const FollowsRule = (rule: FieldRule) =>
  applyDecorators(
    ValidateBy({
      name: FIELD_RULE_CONSTRAINT,
      validator: {
        validate: (_value, args) => (args ? problemOf(rule, args) === null : false),
        defaultMessage: (args) => (args ? (problemOf(rule, args) ?? '') : ''),
      },
    }),
  );
