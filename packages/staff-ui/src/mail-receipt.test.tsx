import { fireEvent, render, screen } from '@testing-library/react';
import { STAFF_OPS_MESSAGES } from '@gloh/contract/staff-ops';
import { mockFetch } from '@gloh/shared/testing/fetch-stub';
import { testMailReceipt, testMailReveal } from '../testing/mail-receipts';
import { mailReceiptOf, mailReceiptText, RevealOnce } from './mail-receipt';

const MAILED = 'Invitation mailed to ada@example.com.';
const QUEUED = 'The invitation for ada@example.com is';

describe('mailReceiptText', () => {
  it.each([
    [testMailReceipt('ok'), MAILED],
    [null, MAILED],
    [
      testMailReceipt('not-configured'),
      `${QUEUED} queued — mail is not configured on this server.`,
    ],
    [
      testMailReceipt('failing', 'connect ECONNREFUSED'),
      `${QUEUED} queued — delivery failing: connect ECONNREFUSED.`,
    ],
  ])('says what became of the mail (%#)', (receipt, text) => {
    expect(mailReceiptText(receipt, MAILED, QUEUED)).toBe(text);
  });

  it('reads the receipt beside an answer, and none from an answer without one', () => {
    const receipt = testMailReceipt('failing');
    expect(mailReceiptOf({ success: true, mail: receipt })).toBe(receipt);
    expect(mailReceiptOf({ success: true })).toBeNull();
  });
});

describe('RevealOnce', () => {
  it('offers nothing for mail that goes out', () => {
    const { container } = render(<RevealOnce receipt={testMailReceipt('ok')} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reveals the secret once, and copies it', async () => {
    const receipt = testMailReceipt('not-configured');
    const calls = mockFetch(testMailReveal(receipt, 'ada@example.com', 'invite-link', 'LINK-1'));
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<RevealOnce receipt={receipt} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal it once to pass it on' }));
    expect(await screen.findByLabelText('The invite link')).toHaveTextContent('LINK-1');
    expect(screen.getByText(/shown this once/)).toHaveTextContent(
      'The invite link for ada@example.com, shown this once: pass it on yourself.',
    );
    expect(calls.map((call) => [call.url, call.init?.method])).toEqual([
      [`/api/staff/mail/${receipt.id}/reveal`, 'POST'],
    ]);
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('LINK-1');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('says why when the API refuses', async () => {
    mockFetch({
      status: 409,
      body: { statusCode: 409, message: STAFF_OPS_MESSAGES.mailAlreadyRevealed },
    });
    render(<RevealOnce receipt={testMailReceipt('failing', 'timeout')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal it once to pass it on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      STAFF_OPS_MESSAGES.mailAlreadyRevealed,
    );
  });
});
