import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
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

/**
 * A text field of a request body that follows a contract rule, and is described on the OpenAPI
 * page as the rule has it (required or not, its longest value) with an example.
 */
export const RuleField = (rule: FieldRule, example: string) =>
  applyDecorators(
    ApiProperty({ example, maxLength: rule.maxLength, required: rule.required }),
    FollowsRule(rule),
  );
