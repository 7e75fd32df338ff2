import { accessExpiredMessage, accessTerm, formatAccessTime } from './investor-access.js';

describe('access end dates', () => {
  it('writes a time in UTC to the minute, whatever the reader’s zone', () => {
    expect(formatAccessTime('2026-12-02T17:05:59.000Z')).toBe('December 2, 2026 at 17:05 UTC');
    expect(formatAccessTime('2027-01-01T00:00:00.000+01:00')).toBe(
      'December 31, 2026 at 23:00 UTC',
    );
  });

  it('names the date and the contact in the refusal', () => {
    expect(accessExpiredMessage('2026-12-02T17:00:00.000Z', 'ir@gloh.example')).toBe(
      'Your access to the investor presentation ended on December 2, 2026 at 17:00 UTC. To have it extended, contact our investor relations team at ir@gloh.example.',
    );
  });

  const now = Date.parse('2026-11-29T12:00:00.000Z');
  it.each([
    ['no end date', { status: 'active', revokedAt: null, accessExpiresAt: null }, undefined],
    [
      'an end still ahead',
      { status: 'active', revokedAt: null, accessExpiresAt: '2026-12-01T00:00:00.000Z' },
      { kind: 'until', at: '2026-12-01T00:00:00.000Z' },
    ],
    [
      'an end passed before the API ended the access',
      { status: 'active', revokedAt: null, accessExpiresAt: '2026-11-29T11:59:00.000Z' },
      { kind: 'expired', at: '2026-11-29T11:59:00.000Z' },
    ],
    [
      'access ended by its end date',
      {
        status: 'revoked',
        revokedAt: '2026-11-20T10:00:01.000Z',
        accessExpiresAt: '2026-11-20T10:00:00.000Z',
      },
      { kind: 'expired', at: '2026-11-20T10:00:00.000Z' },
    ],
    [
      'access revoked by staff before its end date',
      {
        status: 'revoked',
        revokedAt: '2026-11-10T00:00:00.000Z',
        accessExpiresAt: '2026-11-20T10:00:00.000Z',
      },
      undefined,
    ],
  ] as const)('%s', (_name, investor, expected) => {
    expect(accessTerm(investor, now)).toEqual(expected);
  });
});
