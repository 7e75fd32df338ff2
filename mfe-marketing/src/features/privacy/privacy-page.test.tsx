import { render, screen } from '@testing-library/react';
import { RETENTION_DEFAULT_DAYS } from '@gloh/contract/retention';
import { MemoryRouter } from '@gloh/shared/router';
import PrivacyPage from './privacy-page';

describe('PrivacyPage', () => {
  it('states the retention periods the API applies by default', () => {
    render(<PrivacyPage />, { wrapper: MemoryRouter });
    const section = screen.getByRole('heading', { name: /How long we keep it/ }).closest('section');
    const text = (section ?? document.body).textContent ?? '';
    // The contract's defaults, as the API reads them, worded: 365 days is "1 year".
    expect(RETENTION_DEFAULT_DAYS).toMatchObject({
      contactMessages: 365,
      accessRequests: 730,
      auditLog: 730,
      analyticsEvents: 30,
    });
    expect(text).toContain('Contact messages: 1 year, then they are deleted.');
    expect(text).toContain('then 2 years after the decision');
    expect(text).toContain(
      'Security records (sign-ins, deck views and what our staff do): 2 years.',
    );
    expect(text).toContain('each page-view record for 30 days');
    expect(text).toContain('Emails we sent you or about your message or request: 30 days');
    expect(text).toContain('Page speed and page error reports are kept for 90 days');
    expect(text).not.toMatch(/24 months/);
  });
});
