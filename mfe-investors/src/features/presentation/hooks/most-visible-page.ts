export interface Span {
  top: number;
  bottom: number;
}

/**
 * The 1-based number of the page that takes most of the visible span (the part of the viewer on
 * screen), the first of equals; null when no page shows at all.
 */
export function mostVisiblePage(visible: Span, pages: readonly Span[]): number | null {
  let best: number | null = null;
  let bestShown = 0;
  pages.forEach((page, index) => {
    const shown = Math.min(page.bottom, visible.bottom) - Math.max(page.top, visible.top);
    if (shown > bestShown) {
      bestShown = shown;
      best = index + 1;
    }
  });
  return best;
}
