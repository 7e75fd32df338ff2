import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './site-config';

describe('parseSiteConfig', () => {
  it('uses fictional defaults', () => {
    expect(DEFAULT_SITE_CONFIG.phone).toContain('555');
    expect(DEFAULT_SITE_CONFIG.email).toMatch(/@gloh\.example$/);
    expect(DEFAULT_SITE_CONFIG.office.locality).toBe('Houston');
  });

  it('takes a deployment override and keeps defaults for what it leaves out', () => {
    const config = parseSiteConfig({
      phone: '+1 555 999 0000',
      siteUrl: 'https://staging.gloh.example/',
      office: { region: 'TX' },
    });
    expect(config.phone).toBe('+1 555 999 0000');
    expect(config.siteUrl).toBe('https://staging.gloh.example');
    expect(config.email).toBe(DEFAULT_SITE_CONFIG.email);
    expect(config.office.locality).toBe('Houston');
  });

  it('reads the consent version, 1.0 unless the deployment raises it', () => {
    expect(DEFAULT_SITE_CONFIG.consentVersion).toBe('1.0');
    expect(parseSiteConfig({ consentVersion: ' 2.0 ' }).consentVersion).toBe('2.0');
    expect(parseSiteConfig({ consentVersion: 2 }).consentVersion).toBe('1.0');
  });

  it('ignores values of the wrong type', () => {
    expect(parseSiteConfig({ email: 42, socialLinks: [{ label: 1 }] })).toEqual(
      DEFAULT_SITE_CONFIG,
    );
  });
});
