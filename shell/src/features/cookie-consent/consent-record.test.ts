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
      '1.0',
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(record).toEqual({
      hasConsented: true,
      preferences: { essential: true, analytics: false, marketing: true },
      consentDate: '2026-01-02T03:04:05.000Z',
      version: '1.0',
    });
  });

  it('accepts only well-formed records of the current version', () => {
    const valid = createConsentRecord({ analytics: true, marketing: false }, '1.0');
    expect(parseConsentRecord(JSON.stringify(valid), '1.0')).toEqual(valid);
    expect(parseConsentRecord(JSON.stringify({ ...valid, version: '0.9' }), '1.0')).toBeNull();
    expect(parseConsentRecord(JSON.stringify(valid), '2.0')).toBeNull();
    expect(
      parseConsentRecord(JSON.stringify({ ...valid, preferences: { analytics: 'yes' } }), '1.0'),
    ).toBeNull();
    expect(parseConsentRecord('{not json', '1.0')).toBeNull();
  });

  it('round-trips through the cookie and deletes an unparseable one', () => {
    const record = createConsentRecord({ analytics: true, marketing: true }, '1.0');
    storeConsent(record);
    expect(readStoredConsent('1.0')).toEqual(record);
    document.cookie = `${CONSENT_COOKIE_NAME}=%E0%A4%A; Path=/`;
    expect(readStoredConsent('1.0')).toBeNull();
    expect(document.cookie).not.toContain(CONSENT_COOKIE_NAME);
  });

  it('asks again once the consent version changes', () => {
    storeConsent(createConsentRecord({ analytics: true, marketing: false }, '1.0'));
    expect(readStoredConsent('1.1')).toBeNull();
    expect(document.cookie).not.toContain(CONSENT_COOKIE_NAME);
  });
});
