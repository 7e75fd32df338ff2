import { useEffect, useRef } from 'react';
import { DECK_ENGAGEMENT_FLUSH_MS, DECK_IDLE_AFTER_MS } from '@gloh/contract/deck-engagement';
import { ReadingClock } from './reading-clock';
import { sendEngagement } from './send-engagement';

/** Inputs that show a reader at the screen. Passive: the tracker never delays scrolling. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

/**
 * Feeds the browser's events to a ReadingClock while the viewer shows deck `deckVersion`, and
 * sends what it counted: every DECK_ENGAGEMENT_FLUSH_MS, and through the beacon queue whenever the
 * tab is hidden, the page is left or the viewer closes.
 *
 * @param currentPage the page taking most of the viewer, or null when none is on screen
 */
export function useReadingTracker(deckVersion: number | null, currentPage: number | null) {
  const clockRef = useRef<ReadingClock | null>(null);

  useEffect(() => {
    if (deckVersion === null) return;
    const clock = new ReadingClock(
      DECK_IDLE_AFTER_MS,
      performance.now(),
      document.visibilityState === 'visible',
    );
    clockRef.current = clock;

    const flush = (leaving: boolean) => {
      const pages = clock.takeBatch(performance.now());
      if (pages.length === 0) return;
      void sendEngagement({ deckVersion, pages }, leaving).then((delivery) => {
        if (delivery === 'retry') clock.restore(pages);
      });
    };
    const onVisibilityChange = () => {
      const visible = document.visibilityState === 'visible';
      clock.setVisible(visible, performance.now());
      if (!visible) flush(true);
    };
    const onPageHide = () => {
      clock.setVisible(false, performance.now());
      flush(true);
    };
    const onInput = () => clock.noteInput(performance.now());

    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    // Capture: scrolling inside the viewer's own scroll box does not bubble to the document.
    for (const type of INPUT_EVENTS) {
      document.addEventListener(type, onInput, { capture: true, passive: true });
    }
    const timer = window.setInterval(() => flush(false), DECK_ENGAGEMENT_FLUSH_MS);

    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      for (const type of INPUT_EVENTS) {
        document.removeEventListener(type, onInput, { capture: true });
      }
      clock.setPage(null, performance.now());
      flush(true);
      clockRef.current = null;
    };
  }, [deckVersion]);

  useEffect(() => {
    clockRef.current?.setPage(currentPage, performance.now());
  }, [currentPage, deckVersion]);
}
