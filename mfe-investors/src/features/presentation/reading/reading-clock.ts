import { DECK_ENGAGEMENT_LIMITS, type DeckPageEngagement } from '@gloh/contract/deck-engagement';

interface PageTally {
  views: number;
  visibleMs: number;
}

/**
 * Counts, per page of the deck, how often it became the page being read and for how long it was
 * read. Time runs only while all three hold: the tab is visible, a page is on screen, and the
 * reader gave some input (pointer, key, scroll, touch) within the last `idleAfterMs`; an idle
 * reader's clock stops `idleAfterMs` after the last input, and restarts at the next one.
 *
 * Pure bookkeeping with times passed in, so every rule is tested without a browser or real waits;
 * use-reading-tracker.ts feeds it the browser's events.
 */
export class ReadingClock {
  private page: number | null = null;
  private visible: boolean;
  private lastInputAt: number;
  private settledAt: number;
  private lastViewedPage: number | null = null;
  private tallies = new Map<number, PageTally>();

  constructor(
    private readonly idleAfterMs: number,
    now: number,
    visible = true,
  ) {
    this.visible = visible;
    this.lastInputAt = now;
    this.settledAt = now;
  }

  /** The page now on screen (the one taking most of the viewer), or null when none is. */
  setPage(page: number | null, now: number): void {
    this.settle(now);
    this.page = page;
    this.countView();
  }

  setVisible(visible: boolean, now: number): void {
    this.settle(now);
    this.visible = visible;
    // Coming back to the tab is reading on, not a new view of the same page.
    this.countView();
  }

  /** Any sign of a reader at the screen: it restarts a clock stopped for idleness. */
  noteInput(now: number): void {
    this.settle(now);
    this.lastInputAt = now;
  }

  /** What was counted since the last batch, and a fresh start; empty when nothing was. */
  takeBatch(now: number): DeckPageEngagement[] {
    this.settle(now);
    const pages: DeckPageEngagement[] = [];
    for (const [page, tally] of [...this.tallies].sort(([a], [b]) => a - b)) {
      const visibleMs = Math.round(tally.visibleMs);
      if (tally.views === 0 && visibleMs === 0) continue;
      pages.push({
        page,
        views: Math.min(tally.views, DECK_ENGAGEMENT_LIMITS.maxViewsPerPage),
        visibleMs: Math.min(visibleMs, DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage),
      });
    }
    this.tallies.clear();
    return pages;
  }

  /** Puts back a batch that could not be delivered, so the next one carries it. */
  restore(pages: readonly DeckPageEngagement[]): void {
    for (const { page, views, visibleMs } of pages) {
      const tally = this.tallyOf(page);
      tally.views += views;
      tally.visibleMs += visibleMs;
    }
  }

  private countView(): void {
    if (!this.visible || this.page === null || this.page === this.lastViewedPage) return;
    this.lastViewedPage = this.page;
    this.tallyOf(this.page).views += 1;
  }

  private settle(now: number): void {
    if (this.visible && this.page !== null) {
      const readUntil = Math.min(now, this.lastInputAt + this.idleAfterMs);
      if (readUntil > this.settledAt)
        this.tallyOf(this.page).visibleMs += readUntil - this.settledAt;
    }
    this.settledAt = Math.max(this.settledAt, now);
  }

  private tallyOf(page: number): PageTally {
    let tally = this.tallies.get(page);
    if (!tally) {
      tally = { views: 0, visibleMs: 0 };
      this.tallies.set(page, tally);
    }
    return tally;
  }
}
