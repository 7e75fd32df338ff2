import type { PressRelease } from '@gloh/contract/press-releases';
import pressReleases from './press-releases.json';

/**
 * The investors team's press releases. To publish one, add it to press-releases.json and release
 * this remote: the build and the release command check the list with the contract's rules, and
 * the release publishes it to the site's feed too.
 */
export const PUBLISHED_PRESS_RELEASES: readonly PressRelease[] = pressReleases as PressRelease[];
