import { test, type Page } from '@playwright/test';
import { DEFAULT_FEATURE_FLAGS } from '../../packages/shared/src/feature-flags';
import { E2E_PORTS, resetSiteConfig, writeSiteConfig } from './stack';

/** The port of the shell the running test's project opens (its baseURL). */
function testedShellPort(): number {
  const { baseURL } = test.info().project.use;
  return baseURL ? Number(new URL(baseURL).port) : E2E_PORTS.shell;
}

/**
 * Serves a deployment's runtime config (flags, site settings) for one test, as a different
 * config.json would: the shell the test opens renders with it and serves it. The built config
 * comes back when the test's page closes. The tests of one site run one at a time
 * (playwright.config.ts).
 */
export async function useRuntimeConfig(page: Page, config: Record<string, unknown>) {
  const shellPort = testedShellPort();
  writeSiteConfig(shellPort, JSON.stringify(config));
  page.once('close', () => resetSiteConfig(shellPort));
}

/** Back to the built config.json for the rest of a test. */
export function useBuiltRuntimeConfig() {
  resetSiteConfig(testedShellPort());
}

/** Every feature flag on: the config a deployment would serve to show flagged pages. */
export const ALL_FLAGS_ON = {
  flags: Object.fromEntries(Object.keys(DEFAULT_FEATURE_FLAGS).map((name) => [name, true])),
};
