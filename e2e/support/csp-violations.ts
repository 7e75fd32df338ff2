import type { Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation the page (and its frames) report from now on.
 * The browser fires `securitypolicyviolation` for each blocked script, style, frame, fetch, and
 * logs it; both are caught, as a violation from a frame may only reach the console.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__glohReportCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)
        .__glohReportCspViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push({ directive: 'console', blocked: message.text(), page: page.url() });
    }
  });
  return violations;
}
