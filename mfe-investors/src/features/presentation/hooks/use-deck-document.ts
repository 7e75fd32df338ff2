import { useEffect, useState } from 'react';
import { DeckSessionEndedError, openDeck, type OpenedDeck } from '../pdf/open-deck';

export type DeckDocumentState =
  { status: 'loading' } | { status: 'ready'; deck: OpenedDeck } | { status: 'failed' };

/**
 * The investor's copy of the deck, opened with pdf.js for as long as the viewer is mounted.
 * @param onSessionEnded called when the API says the session is gone
 */
export function useDeckDocument(onSessionEnded: () => void): DeckDocumentState {
  const [state, setState] = useState<DeckDocumentState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let opened: OpenedDeck | undefined;
    openDeck(controller.signal).then(
      (deck) => {
        opened = deck;
        setState({ status: 'ready', deck });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof DeckSessionEndedError) onSessionEnded();
        else setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      // Ends the worker and frees the parsed document.
      void opened?.pdf.destroy();
    };
  }, [onSessionEnded]);

  return state;
}
