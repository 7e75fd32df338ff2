import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { FIELD_RULE_CONSTRAINT } from '../validation/follows-rule.js';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, text]) => {
      // class-validator's whitelist message names the property already.
      if (text.startsWith('property ')) return text;
      if (text.startsWith(error.property)) return text.replace(error.property, path);
      // A contract rule speaks to a person ("Please enter your name."): say which field it is.
      return constraint === FIELD_RULE_CONSTRAINT ? `${path}: ${text}` : text;
    });
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

export function formatValidationErrors(errors: ValidationError[]): string {
  return `Invalid request: ${flatten(errors).join('; ')}`;
}

/** Unknown, missing or mistyped fields are refused with one message that names each of them. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(formatValidationErrors(errors)),
  });
}

const bodyValidator = createValidationPipe();

/** For routes whose body shape depends on a field (POST /api/auth): validate once the DTO is known. */
export async function validateBody<T extends object>(dto: new () => T, body: unknown): Promise<T> {
  return (await bodyValidator.transform(body, { type: 'body', metatype: dto })) as T;
}
