import { applyDecorators } from '@nestjs/common';
import { Matches, MaxLength } from 'class-validator';

/** Spec section 5: non-whitespace text, then @, then a domain containing a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const IsSiteEmail = () =>
  applyDecorators(
    MaxLength(EMAIL_MAX_LENGTH),
    Matches(EMAIL_PATTERN, { message: '$property must be a valid email address' }),
  );

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
