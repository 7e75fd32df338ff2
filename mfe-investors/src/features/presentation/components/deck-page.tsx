import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { RenderTask } from 'pdfjs-dist';
import type { OpenedDeck, PageSize } from '../pdf/open-deck';
import styles from '../presentation.module.css';

interface DeckPageProps {
  deck: OpenedDeck;
  pageNumber: number;
  size: PageSize;
  /** CSS pixels per PDF unit: the viewer's width over the page's. */
  scale: number;
  /** The viewer's scroll box; pages draw only when they come near it. */
  scroller: HTMLElement;
  /** Whether to lay out the page's text now (the others wait until the first page is drawn). */
  layOutText: boolean;
  onFirstDraw?: () => void;
  ref?: (element: HTMLDivElement | null) => void;
}

/** How far off screen a page starts drawing (and beyond which its pixels are let go). */
const DRAW_MARGIN = '150% 0px';

/**
 * One page of the deck: a box of the page's size at once, its picture drawn on a canvas only while
 * it is near the screen, and its text (transparent, over the picture) so that it can be selected,
 * found with the browser's search and read by screen readers.
 */
export function DeckPage({
  deck,
  pageNumber,
  size,
  scale,
  scroller,
  layOutText,
  onFirstDraw,
  ref,
}: DeckPageProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      ([entry]) => setNear(entry?.isIntersecting ?? false),
      { root: scroller, rootMargin: DRAW_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [scroller]);

  // The text is laid out once at 100 % and follows the zoom through --total-scale-factor. It is
  // there for every page, drawn or not, so a search of the page finds text on any slide; all but
  // the first page's wait until the first page is drawn, which they would otherwise slow.
  useEffect(() => {
    const container = textRef.current;
    if (!container || !layOutText) return;
    let cancelled = false;
    let layer: InstanceType<OpenedDeck['pdfjs']['TextLayer']> | undefined;
    void (async () => {
      const page = await deck.pdf.getPage(pageNumber);
      if (cancelled) return;
      layer = new deck.pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container,
        viewport: page.getViewport({ scale: 1 }),
      });
      await layer.render();
      // pdf.js measures text on canvases it adds to the page's body; once no layer is being laid
      // out they go (a no-op while others still are).
      deck.pdfjs.TextLayer.cleanup();
    })().catch(() => {
      // Without its text a page still shows; search and selection just skip it.
    });
    return () => {
      cancelled = true;
      layer?.cancel();
      container.replaceChildren();
    };
  }, [deck, pageNumber, layOutText]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !near || scale <= 0) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    void (async () => {
      const page = await deck.pdf.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      // Sharp on high-density screens, within a cap so a phone does not hold huge bitmaps.
      const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.floor(viewport.width * pixelRatio);
      canvas.height = Math.floor(viewport.height * pixelRatio);
      task = page.render({
        canvas,
        viewport,
        transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
      });
      await task.promise;
      if (!cancelled) onFirstDraw?.();
    })().catch(() => {
      // Cancelled by a scroll or resize; the next effect draws it again.
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [deck, pageNumber, near, scale, onFirstDraw]);

  // Far from the screen a page lets its pixels go; its box keeps the layout.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (near || !canvas) return;
    canvas.width = 0;
    canvas.height = 0;
  }, [near]);

  const style = {
    width: `${size.width * scale}px`,
    height: `${size.height * scale}px`,
    '--total-scale-factor': scale,
  } as CSSProperties;

  return (
    <div
      ref={(element) => {
        boxRef.current = element;
        ref?.(element);
      }}
      className={styles.deckPage}
      style={style}
      role="group"
      aria-label={`Page ${pageNumber} of ${deck.pdf.numPages}`}
      data-page-number={pageNumber}
      data-drawn={near ? 'near' : 'far'}
    >
      <canvas ref={canvasRef} className={styles.deckPageCanvas} aria-hidden="true" />
      <div ref={textRef} className={styles.deckPageText} />
    </div>
  );
}
