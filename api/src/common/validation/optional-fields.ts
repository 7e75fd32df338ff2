import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * An optional text of at most `maxLength` characters, each refusal naming the field. `api`
 * describes it on the OpenAPI page (by default: its longest value).
 */
export const OptionalText = (maxLength: number, api: ApiPropertyOptions = { maxLength }) =>
  applyDecorators(
    ApiPropertyOptional(api),
    IsOptional(),
    IsString({ message: '$property must be text' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
  );

/**
 * An optional choice among `values`, refused with `lead` and the list of them (each list's
 * wording: "must be one of " or "must be one of: "). `api` adds to its OpenAPI description.
 */
export const OptionalOneOf = (
  values: readonly string[],
  lead: string,
  api: ApiPropertyOptions = {},
) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, ...api } as ApiPropertyOptions),
    IsOptional(),
    IsIn(values, { message: `${lead}${values.join(', ')}` }),
  );
