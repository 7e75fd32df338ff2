import type { PDFDocumentProxy } from 'pdfjs-dist';
import { API_PATHS } from '@gloh/contract/api';
import { holdsSignedInCookie } from '@gloh/contract/signed-in-cookie';
import { DECK_AGREEMENT_REQUIRED } from '@gloh/contract/deck-agreement';
import { DECK_VERSION_HEADER } from '@gloh/contract/deck-engagement';
import { loadPdfjs, type Pdfjs } from './load-pdfjs';

export interface PageSize {
  width: number;
  height: number;
}

export interface OpenedDeck {
  pdfjs: Pdfjs;
  pdf: PDFDocumentProxy;
  /**
   * The deck version the API served (X-Deck-Version), which engagement is reported against; null
   * when the header is missing, and then nothing is reported.
   */
  version: number | null;
  /** Each page's size in CSS pixels at 100 %, so the viewer can lay out pages before drawing them. */
  pageSizes: PageSize[];
}

/**
 * The session ended (or never was): the viewer goes back to the login page, or says the access
 * ended when `reason` (the 401's, SESSION_END_REASONS) says it was revoked.
 */
export class DeckSessionEndedError extends Error {
  constructor(readonly reason?: string) {
    super('The investor session has ended');
    this.name = 'DeckSessionEndedError';
  }
}

/** The investor has not accepted the confidentiality agreement in force: the viewer shows it. */
export class DeckAgreementRequiredError extends Error {
  constructor() {
    super('The confidentiality agreement must be accepted first');
    this.name = 'DeckAgreementRequiredError';
  }
}

async function reasonOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { reason?: unknown };
    return typeof body.reason === 'string' ? body.reason : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches this investor's stamped copy of the deck from the gated endpoint and opens it with
 * pdf.js.
 */
export async function openDeck(signal: AbortSignal): Promise<OpenedDeck> {
  // pdf.js comes with the copy when this browser signed in; a visitor who never did is sent to
  // the login page without downloading it.
  const pdfjsLoading = holdsSignedInCookie(document.cookie) ? loadPdfjs() : undefined;
  const response = await fetch(API_PATHS.presentation, { credentials: 'same-origin', signal });
  if (response.status === 401) throw new DeckSessionEndedError(await reasonOf(response));
  if (response.status === 403 && (await reasonOf(response)) === DECK_AGREEMENT_REQUIRED)
    throw new DeckAgreementRequiredError();
  if (!response.ok) throw new Error(`The deck answered ${response.status}`);
  const version = Number(response.headers.get(DECK_VERSION_HEADER));
  const [data, pdfjs] = await Promise.all([response.arrayBuffer(), pdfjsLoading ?? loadPdfjs()]);
  // pdf.js 5 compiles nothing with eval, so the site's CSP (no 'unsafe-eval') needs no exception.
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(data) }).promise;
  try {
    const pageSizes = await Promise.all(
      Array.from({ length: pdf.numPages }, async (_, index) => {
        const page = await pdf.getPage(index + 1);
        const { width, height } = page.getViewport({ scale: 1 });
        return { width, height };
      }),
    );
    signal.throwIfAborted();
    return {
      pdfjs,
      pdf,
      version: Number.isInteger(version) && version > 0 ? version : null,
      pageSizes,
    };
  } catch (error) {
    void pdf.destroy();
    throw error;
  }
}
