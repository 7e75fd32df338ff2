import { useEffect, useState } from 'react';
import {
  DeckAgreementRequiredError,
  DeckSessionEndedError,
  openDeck,
  type OpenedDeck,
} from '../pdf/open-deck';

export type DeckDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; deck: OpenedDeck }
  | { status: 'failed' }
  /** The confidentiality agreement comes first; `reopen` asks for the deck again once accepted. */
  | { status: 'agreement-required'; reopen: () => void };

/**
 * The investor's copy of the deck, opened with pdf.js for as long as the viewer is mounted and
 * `wanted` holds; once it no longer does (the access ended), the parsed document is destroyed and
 * let go, so no copy stays in the page's memory.
 * @param onSessionEnded called when the API says the session is gone, with the 401's reason
 */
export function useDeckDocument(
  onSessionEnded: (reason?: string) => void,
  wanted = true,
): DeckDocumentState {
  const [state, setState] = useState<DeckDocumentState>({ status: 'loading' });
  // Bumped to fetch the deck again (the investor just accepted the agreement).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    let opened: OpenedDeck | undefined;
    openDeck(controller.signal).then(
      (deck) => {
        opened = deck;
        setState({ status: 'ready', deck });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof DeckSessionEndedError) onSessionEnded(error.reason);
        else if (error instanceof DeckAgreementRequiredError)
          setState({ status: 'agreement-required', reopen: () => setAttempt((n) => n + 1) });
        else setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      // Ends the worker and frees the parsed document.
      void opened?.pdf.destroy();
      setState({ status: 'loading' });
    };
  }, [onSessionEnded, wanted, attempt]);

  return state;
}
