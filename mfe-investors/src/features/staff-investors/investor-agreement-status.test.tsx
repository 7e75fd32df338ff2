import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { agreementStatusText } from './components/investor-agreement-status';

const AT = '2026-11-29T10:05:00.000Z';

describe('agreementStatusText', () => {
  it('names the version accepted and when, with its time zone', () => {
    const text = agreementStatusText({
      required: 2,
      acceptances: [{ version: 2, acceptedAt: AT }],
    });
    expect(text).toBe(`Agreement: accepted version 2 on ${formatStaffDateTime(AT)}.`);
    expect(formatStaffDateTime(AT)).toMatch(/(UTC|GMT|[A-Z]{3,4})/);
  });

  it('says when the version in force is still to be accepted', () => {
    expect(
      agreementStatusText({ required: 3, acceptances: [{ version: 2, acceptedAt: AT }] }),
    ).toBe(
      `Agreement: accepted version 2 on ${formatStaffDateTime(AT)}; version 3 is required before the deck opens.`,
    );
    expect(agreementStatusText({ required: 1, acceptances: [] })).toBe(
      'Agreement: not accepted; version 1 is required before the deck opens.',
    );
    expect(agreementStatusText({ required: null, acceptances: [] })).toBe(
      'Agreement: not accepted (none is required now).',
    );
  });
});
