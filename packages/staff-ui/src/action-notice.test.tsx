import { render, screen } from '@testing-library/react';
import { StaffActionNotice, staffActionRefusal } from './action-notice';
import { STAFF_STEP_UP_DECLINED } from './api-client';

describe('staffActionRefusal', () => {
  it('tells a passkey the member declined apart from a refusal', () => {
    const declined = staffActionRefusal(
      { kind: 'failed', status: 403, body: { success: false, reason: STAFF_STEP_UP_DECLINED } },
      'Not revoked.',
    );
    expect(declined).toEqual({ kind: 'cancelled', text: 'Cancelled: nothing was changed.' });
    const refused = staffActionRefusal(
      { kind: 'failed', status: 409, body: { success: false, error: 'Already revoked.' } },
      'Not revoked.',
    );
    expect(refused).toEqual({ kind: 'refused', text: 'Already revoked.' });
  });
});

describe('StaffActionNotice', () => {
  it('says a cancelled action politely, not as an alert', () => {
    render(<StaffActionNotice outcome={{ kind: 'cancelled', text: 'Cancelled.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal at once', () => {
    render(<StaffActionNotice outcome={{ kind: 'refused', text: 'No.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
