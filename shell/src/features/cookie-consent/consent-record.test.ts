import {
  CONSENT_COOKIE_NAME,
  createConsentRecord,
  parseConsentRecord,
  readStoredConsent,
  storeConsent,
} from './consent-record';

describe('consent record', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE_NAME}=; Path=/; Max-Age=0`;
  });

  it('always keeps essential cookies on', () => {
    const record = createConsentRecord(
      { analytics: false, marketing: true },
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(record).toEqual({
      hasConsented: true,
      preferences: { essential: true, analytics: false, marketing: true },
      consentDate: '2026-01-02T03:04:05.000Z',
      version: '1.0',
    });
  });

  it('accepts only well-formed records of version 1.0', () => {
    const valid = createConsentRecord({ analytics: true, marketing: false });
    expect(parseConsentRecord(JSON.stringify(valid))).toEqual(valid);
    expect(parseConsentRecord(JSON.stringify({ ...valid, version: '0.9' }))).toBeNull();
    expect(
      parseConsentRecord(JSON.stringify({ ...valid, preferences: { analytics: 'yes' } })),
    ).toBeNull();
    expect(parseConsentRecord('{not json')).toBeNull();
  });

  it('round-trips through the cookie and deletes an unparseable one', () => {
    const record = createConsentRecord({ analytics: true, marketing: true });
    storeConsent(record);
    expect(readStoredConsent()).toEqual(record);
    document.cookie = `${CONSENT_COOKIE_NAME}=%E0%A4%A; Path=/`;
    expect(readStoredConsent()).toBeNull();
    expect(document.cookie).not.toContain(CONSENT_COOKIE_NAME);
  });
});
