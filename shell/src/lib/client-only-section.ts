/**
 * Digests that the server gives a section it left to the browser (React puts them on the
 * Suspense boundary it renders in the browser instead). The browser's hydration treats these as
 * expected, not as errors of the page.
 */
export const CLIENT_ONLY_DIGEST = 'gloh:client-only-section';
export const SERVER_ERROR_DIGEST = 'gloh:server-render-error';

/** Thrown on the server inside a section's Suspense boundary: the browser renders that section. */
export class ClientOnlySection extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ClientOnlySection';
  }
}
