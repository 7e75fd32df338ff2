import { useSyncExternalStore } from 'react';
import {
  createConsentRecord,
  deleteConsentCookie,
  readStoredConsent,
  storeConsent,
  type ConsentPreferences,
  type ConsentRecord,
} from './consent-record';

/**
 * The visitor's consent as the page knows it, one copy for every part of the shell: what the
 * banner saves, the analytics loader reacts to at once, without a reload.
 */
let known: { version: string; record: ConsentRecord | null } | undefined;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored consent of this version of the terms, or null while the visitor has not chosen. */
export function currentConsent(version: string): ConsentRecord | null {
  if (known?.version !== version) known = { version, record: readStoredConsent(version) };
  return known.record;
}

export function saveConsent(
  preferences: Pick<ConsentPreferences, 'analytics' | 'marketing'>,
  version: string,
): void {
  const record = createConsentRecord(preferences, version);
  storeConsent(record);
  known = { version, record };
  notify();
}

/** Forgets the choice (the session widget's "Clear Data"): the banner asks again next time. */
export function forgetConsent(): void {
  deleteConsentCookie();
  if (known) known = { ...known, record: null };
  notify();
}

const noConsentOnServer = () => null;

/** Null on the server and while hydrating: consent lives in a cookie only the browser reads here. */
export function useConsent(version: string): ConsentRecord | null {
  return useSyncExternalStore(subscribeToConsent, () => currentConsent(version), noConsentOnServer);
}

type SettingsRequest = (opener: HTMLElement | null) => void;
const settingsRequests = new Set<SettingsRequest>();

/** The footer's "Cookie settings": opens the preferences dialog, which gives focus back to `opener`. */
export function openCookieSettings(opener: HTMLElement | null): void {
  for (const request of settingsRequests) request(opener);
}

export function onCookieSettingsRequest(request: SettingsRequest): () => void {
  settingsRequests.add(request);
  return () => settingsRequests.delete(request);
}
