import { BadRequestException } from '@nestjs/common';
import {
  ACCESS_REQUEST_CASES,
  ANALYTICS_NUMBER_CASES,
  CONTACT_CASES,
  DECK_ENGAGEMENT_NUMBER_CASES,
  LOGIN_CASES,
  type NumberCase,
  type ValidationCase,
} from '@gloh/contract/validation-cases';
import { AnalyticsEventDto } from '../src/analytics/dto/analytics-event.dto.js';
import { DeckEngagementDto } from '../src/presentation/dto/deck-engagement.dto.js';
import { CreateAccessRequestDto } from '../src/access-requests/dto/create-access-request.dto.js';
import { LoginDto } from '../src/auth/dto/auth-action.dto.js';
import { CreateContactMessageDto } from '../src/contact/dto/create-contact-message.dto.js';
import { validateBody } from '../src/common/pipes/validation.pipe.js';

/**
 * The table of good and bad inputs in @gloh/contract goes through the API's DTOs here and through
 * the forms in the frontends' tests: both must accept and refuse the same values, with the same
 * words. The body is what the forms send: trimmed, optional empty fields left out.
 */
async function refusal(dto: new () => object, body: object) {
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

/** A number case's verdict: accepted, or refused with a message naming the field's path. */
function expectNumberVerdict<Field extends string>(
  dto: new () => object,
  bodyWith: (field: Field, value: unknown) => { body: object; path: string },
): (testCase: NumberCase<Field>) => Promise<void> {
  return async ({ field, value, expected }) => {
    const { body, path } = bodyWith(field, value);
    const refused = await refusal(dto, body);
    if (expected === null) expect(refused).toBeNull();
    else expect(refused).toBe(`Invalid request: ${path}: ${expected}`);
  };
}

describe('the API holds every number to the contract’s bounds', () => {
  it.each(DECK_ENGAGEMENT_NUMBER_CASES)(
    'deck engagement: $name',
    expectNumberVerdict(DeckEngagementDto, (field, value) => {
      const page: Record<string, unknown> = { page: 1, views: 1, visibleMs: 1 };
      if (field === 'deckVersion')
        return { body: { deckVersion: value, pages: [page] }, path: field };
      return {
        body: { deckVersion: 1, pages: [{ ...page, [field]: value }] },
        path: `pages.0.${field}`,
      };
    }),
  );
  it.each(ANALYTICS_NUMBER_CASES)(
    'analytics: $name',
    expectNumberVerdict(AnalyticsEventDto, (field, value) => ({
      body: { kind: 'leave', path: '/', viewport: 'mobile', [field]: value },
      path: field,
    })),
  );
});
