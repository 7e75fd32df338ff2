import type { Page } from '@playwright/test';

/**
 * Every console error and uncaught page error from now on: hydration mismatches, React errors and
 * failed loads all show up here.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
