import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import type { OpenedDeck } from '../pdf/open-deck';
import { mostVisiblePage } from '../hooks/most-visible-page';
import { useReadingTracker } from '../reading/use-reading-tracker';
import { DeckPage } from './deck-page';
import styles from '../presentation.module.css';

/** Space around each page inside the scroll box, in CSS pixels (matches the stylesheet). */
const PAGE_GAP = 16;

/**
 * Keys meant for a field, a menu or a dialog (the cookie settings may be open over the viewer),
 * which must not turn pages.
 */
function keyBelongsToTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest(
        'input, textarea, select, [role="menu"], [role="listbox"], [role="slider"], [role="dialog"]',
      ) !== null)
  );
}

/**
 * Previous and Next at the deck's ends: shown and announced as unavailable, but not `disabled`,
 * which would drop the keyboard focus of someone who just pressed it onto the page's body.
 */
function atEnd(reached: boolean) {
  return reached ? { 'aria-disabled': true, className: 'disabled' } : {};
}

/**
 * The open deck: every page fitted to the viewer's width in one scroll box, with a page bar
 * (previous, page number, next), a list of pages beside it on wide screens, and the arrow keys.
 * Reports what is read through useReadingTracker.
 */
export function DeckPages({ deck }: { deck: OpenedDeck }) {
  const pageCount = deck.pdf.numPages;
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const pageElements = useRef<(HTMLDivElement | null)[]>([]);
  const [scale, setScale] = useState(0);
  const [currentPage, setCurrentPage] = useState<number | null>(null);
  const [pageDraft, setPageDraft] = useState('1');
  const [announcement, setAnnouncement] = useState('');
  const [firstPageDrawn, setFirstPageDrawn] = useState(false);
  const shownPage = currentPage ?? 1;

  useReadingTracker(deck.version, currentPage);

  const widestPage = Math.max(...deck.pageSizes.map((size) => size.width));
  useEffect(() => {
    if (!scroller) return;
    const fit = () => {
      const available = scroller.clientWidth - 2 * PAGE_GAP;
      if (available > 0) setScale(available / widestPage);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller, widestPage]);

  const findCurrentPage = useCallback(() => {
    if (!scroller) return;
    const box = scroller.getBoundingClientRect();
    // The part of the scroll box inside the window: a page scrolled out of either is not read.
    const visible = { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight) };
    const pages = pageElements.current.map((element) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { top: rect.top, bottom: rect.bottom } : { top: 0, bottom: 0 };
    });
    setCurrentPage(mostVisiblePage(visible, pages));
  }, [scroller]);

  useEffect(() => {
    if (!scroller) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(findCurrentPage);
    };
    scroller.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [scroller, findCurrentPage, scale]);

  useEffect(() => {
    if (currentPage !== null) setPageDraft(String(currentPage));
  }, [currentPage]);

  // A new width re-lays out every page: keep the page being read at the top.
  const pageAtRescale = useRef(shownPage);
  pageAtRescale.current = shownPage;
  useLayoutEffect(() => {
    const element = pageElements.current[pageAtRescale.current - 1];
    if (scroller && element && pageAtRescale.current > 1) {
      scroller.scrollTop = element.offsetTop - PAGE_GAP;
    }
  }, [scale, scroller]);

  const goToPage = useCallback(
    (page: number) => {
      const target = Math.min(Math.max(Math.round(page), 1), pageCount);
      const element = pageElements.current[target - 1];
      if (!scroller || !element) return;
      scroller.scrollTop = element.offsetTop - PAGE_GAP;
      setCurrentPage(target);
      setPageDraft(String(target));
      setAnnouncement(`Page ${target} of ${pageCount}`);
    },
    [scroller, pageCount],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (keyBelongsToTarget(event.target)) return;
      if (event.key === 'ArrowRight') goToPage(shownPage + 1);
      else if (event.key === 'ArrowLeft') goToPage(shownPage - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [goToPage, shownPage]);

  const firstDrawMarked = useRef(false);
  const onFirstPageDrawn = useCallback(() => {
    // The mark bench:deck-viewer reads: time from navigation to the first drawn page.
    if (!firstDrawMarked.current) performance.mark('gloh:deck-first-page');
    firstDrawMarked.current = true;
    setFirstPageDrawn(true);
  }, []);

  function submitPageNumber(event: FormEvent) {
    event.preventDefault();
    const page = Number(pageDraft);
    if (Number.isFinite(page) && pageDraft.trim() !== '') goToPage(page);
    else setPageDraft(String(shownPage));
  }

  return (
    <div className={styles.deckBody} data-first-page-drawn={firstPageDrawn}>
      <nav className={styles.deckPageList} aria-label="All pages">
        <ol className="list-unstyled mb-0">
          {deck.pageSizes.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.deckPageListItem}
                aria-current={index + 1 === currentPage ? 'page' : undefined}
                onClick={() => goToPage(index + 1)}
              >
                Page {index + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.deckMain}>
        <nav className={styles.deckPageBar} aria-label="Page navigation">
          <Button
            variant="outline-light"
            size="sm"
            {...atEnd(shownPage <= 1)}
            onClick={() => shownPage > 1 && goToPage(shownPage - 1)}
          >
            <span aria-hidden="true">‹ </span>Previous
          </Button>
          <form className={styles.deckPageForm} onSubmit={submitPageNumber}>
            <label htmlFor="deck-page-number">Page</label>
            <input
              id="deck-page-number"
              className={`form-control form-control-sm ${styles.deckPageInput}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={pageCount}
              value={pageDraft}
              onChange={(event) => setPageDraft(event.target.value)}
              onBlur={() => setPageDraft(String(shownPage))}
            />
            <span>of {pageCount}</span>
          </form>
          <Button
            variant="outline-light"
            size="sm"
            {...atEnd(shownPage >= pageCount)}
            onClick={() => shownPage < pageCount && goToPage(shownPage + 1)}
          >
            Next<span aria-hidden="true"> ›</span>
          </Button>
        </nav>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <div
          ref={setScroller}
          className={styles.deckPages}
          // A scroll box must take focus to be scrolled by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label="Presentation pages"
        >
          {scroller &&
            scale > 0 &&
            deck.pageSizes.map((size, index) => (
              <DeckPage
                key={index}
                ref={(element) => {
                  pageElements.current[index] = element;
                }}
                deck={deck}
                pageNumber={index + 1}
                size={size}
                scale={scale}
                scroller={scroller}
                layOutText={firstPageDrawn || index === 0}
                onFirstDraw={index === 0 ? onFirstPageDrawn : undefined}
              />
            ))}
        </div>
      </div>
    </div>
  );
}
