import siteConfigDefaults from './site-config.defaults.json';

/**
 * Site settings that differ per deployment (phone, email, the demo host).
 * The defaults are deliberately fictional; a deployment overrides them in its runtime config.json.
 */
export interface SiteConfig {
  siteUrl: string;
  phone: string;
  email: string;
  careersEmail: string;
  supportEmail: string;
  /** Where vulnerabilities are reported: the Contact of /.well-known/security.txt. */
  securityEmail: string;
  /** Host (besides localhost) on which the sales demos are shown. */
  demoHostIp: string;
  office: {
    streetAddress: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  socialLinks: { label: string; href: string }[];
  /**
   * Version of the cookie-consent terms (spec: '1.0'). A stored consent of another version no
   * longer counts, so raising it asks every visitor again.
   */
  consentVersion: string;
}

/**
 * In a JSON file so the shell's server (plain Node, no TypeScript) reads the same defaults, e.g.
 * the site URL of its sitemap.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = siteConfigDefaults;

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

export function parseSiteConfig(input: unknown): SiteConfig {
  if (typeof input !== 'object' || input === null) return DEFAULT_SITE_CONFIG;
  const raw = input as Record<string, unknown>;
  const rawOffice = (
    typeof raw.office === 'object' && raw.office !== null ? raw.office : {}
  ) as Record<string, unknown>;
  const d = DEFAULT_SITE_CONFIG;
  const socialLinks = Array.isArray(raw.socialLinks)
    ? raw.socialLinks.filter(
        (link): link is { label: string; href: string } =>
          typeof link?.label === 'string' && typeof link?.href === 'string',
      )
    : d.socialLinks;
  return {
    siteUrl: pickString(raw.siteUrl, d.siteUrl).replace(/\/+$/, ''),
    phone: pickString(raw.phone, d.phone),
    email: pickString(raw.email, d.email),
    careersEmail: pickString(raw.careersEmail, d.careersEmail),
    supportEmail: pickString(raw.supportEmail, d.supportEmail),
    securityEmail: pickString(raw.securityEmail, d.securityEmail),
    demoHostIp: pickString(raw.demoHostIp, d.demoHostIp),
    office: {
      streetAddress: pickString(rawOffice.streetAddress, d.office.streetAddress),
      locality: pickString(rawOffice.locality, d.office.locality),
      region: pickString(rawOffice.region, d.office.region),
      postalCode: pickString(rawOffice.postalCode, d.office.postalCode),
      country: pickString(rawOffice.country, d.office.country),
    },
    socialLinks: socialLinks.length === 2 ? socialLinks : d.socialLinks,
    consentVersion: pickString(raw.consentVersion, d.consentVersion).trim(),
  };
}
