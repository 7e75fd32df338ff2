import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './layout.module.css';

/** The button appears after scrolling more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/**
 * Shown once the page's first 300 px (a band the size of the threshold, placed at the top of the
 * document) have left the viewport. An intersection observer tells, where a scroll listener would
 * run on every scroll frame and read `scrollY`, which brings style and layout up to date in the
 * middle of whatever the frame was doing (a tap's render, say).
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const bandRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const band = bandRef.current;
    if (!band) return;
    // Out of the viewport, the band at the document's top can only be above it.
    const observer = new IntersectionObserver((entries) =>
      setVisible(!entries[entries.length - 1]!.isIntersecting),
    );
    observer.observe(band);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {createPortal(
        <div
          ref={bandRef}
          className={styles.scrollToTopBand}
          style={{ height: SCROLL_TO_TOP_THRESHOLD_PX }}
          aria-hidden="true"
        />,
        document.body,
      )}
      {visible && (
        <button
          type="button"
          className={`btn btn-primary ${styles.scrollToTop}`}
          aria-label="Scroll to top"
          onClick={() => {
            const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
            document.getElementById('main-content')?.focus({ preventScroll: true });
          }}
        >
          <span aria-hidden="true">↑</span>
        </button>
      )}
    </>
  );
}
