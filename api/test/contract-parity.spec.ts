import { BadRequestException } from '@nestjs/common';
import {
  ACCESS_REQUEST_CASES,
  CONTACT_CASES,
  LOGIN_CASES,
  type ValidationCase,
} from '@gloh/contract/validation-cases';
import { CreateAccessRequestDto } from '../src/access-requests/dto/create-access-request.dto.js';
import { LoginDto } from '../src/auth/dto/auth-action.dto.js';
import { CreateContactMessageDto } from '../src/contact/dto/create-contact-message.dto.js';
import { validateBody } from '../src/common/pipes/validation.pipe.js';

/**
 * The table of good and bad inputs in @gloh/contract goes through the API's DTOs here and through
 * the forms in the frontends' tests: both must accept and refuse the same values, with the same
 * words. The body is what the forms send: trimmed, optional empty fields left out.
 */
async function refusal(dto: new () => object, body: Record<string, string>) {
  try {
    await validateBody(dto, body);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
}

function expectSameVerdict<T>(
  dto: new () => object,
  extra: Record<string, string> = {},
): (testCase: ValidationCase<T>) => Promise<void> {
  return async ({ values, expected }) => {
    const body: Record<string, string> = { ...extra };
    for (const [field, value] of Object.entries<string>(values))
      if (value !== '') body[field] = value;
    const refused = await refusal(dto, body);
    const problems = Object.entries(expected) as [string, string][];
    if (problems.length === 0) {
      expect(refused).toBeNull();
      return;
    }
    for (const [field, message] of problems) expect(refused).toContain(`${field}: ${message}`);
  };
}

describe('the API enforces the contract the forms enforce', () => {
  it.each(CONTACT_CASES)('contact: $name', expectSameVerdict(CreateContactMessageDto));
  it.each(ACCESS_REQUEST_CASES)('access request: $name', expectSameVerdict(CreateAccessRequestDto));
  it.each(LOGIN_CASES)('login: $name', expectSameVerdict(LoginDto, { action: 'login' }));
});
