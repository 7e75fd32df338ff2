/**
 * The consent record, its cookie and its rules. The version of the
 * consent terms is a site setting (`site.consentVersion` of config.json, '1.0' by default).
 */
export const CONSENT_COOKIE_NAME = 'gloh_cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;
export const BANNER_DELAY_MS = 1000;

export interface ConsentPreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  hasConsented: boolean;
  preferences: ConsentPreferences;
  consentDate: string;
  version: string;
}

export const DEFAULT_PREFERENCES: ConsentPreferences = {
  essential: true,
  analytics: true,
  marketing: false,
};
export const ACCEPT_ALL: ConsentPreferences = { essential: true, analytics: true, marketing: true };
export const REJECT_ALL: ConsentPreferences = {
  essential: true,
  analytics: false,
  marketing: false,
};

export function createConsentRecord(
  preferences: Omit<ConsentPreferences, 'essential'>,
  version: string,
  now = new Date(),
): ConsentRecord {
  // Essential cookies cannot be turned off, whatever the caller passes.
  return {
    hasConsented: true,
    preferences: {
      essential: true,
      analytics: preferences.analytics,
      marketing: preferences.marketing,
    },
    consentDate: now.toISOString(),
    version,
  };
}

/** A record counts only if it is well-formed and of the current version. */
export function parseConsentRecord(raw: string, version: string): ConsentRecord | null {
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    const prefs = value.preferences;
    if (
      value.version !== version ||
      value.hasConsented !== true ||
      typeof value.consentDate !== 'string' ||
      typeof prefs !== 'object' ||
      prefs === null ||
      typeof prefs.analytics !== 'boolean' ||
      typeof prefs.marketing !== 'boolean'
    ) {
      return null;
    }
    return createConsentRecord(prefs, version, new Date(value.consentDate));
  } catch {
    return null;
  }
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match === undefined ? null : match.slice(name.length + 1);
}

function cookieAttributes(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function deleteConsentCookie(): void {
  document.cookie = `${CONSENT_COOKIE_NAME}=${cookieAttributes(0)}`;
}

/**
 * Reads the stored consent; an unparseable cookie is deleted, and so is one given
 * under another version of the terms: it no longer counts, and the visitor is asked again.
 */
export function readStoredConsent(version: string): ConsentRecord | null {
  const raw = readCookie(CONSENT_COOKIE_NAME);
  if (raw === null) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = '';
  }
  const record = parseConsentRecord(decoded, version);
  if (!record) deleteConsentCookie();
  return record;
}

export function storeConsent(record: ConsentRecord): void {
  document.cookie = `${CONSENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(record))}${cookieAttributes(CONSENT_MAX_AGE_SECONDS)}`;
}
