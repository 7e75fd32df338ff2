import { DECK_ENGAGEMENT_LIMITS } from '@gloh/contract/deck-engagement';
import { ReadingClock } from './reading-clock';

const IDLE_MS = 120_000;
const SECOND = 1000;

describe('ReadingClock', () => {
  it('counts a view and the time for the page on screen', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(1, 0);
    expect(clock.takeBatch(3 * SECOND)).toEqual([{ page: 1, views: 1, visibleMs: 3000 }]);
  });

  it('splits the time between pages at the moment the page changes', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(1, 0);
    clock.setPage(2, 4 * SECOND);
    clock.setPage(3, 9 * SECOND);
    expect(clock.takeBatch(11 * SECOND)).toEqual([
      { page: 1, views: 1, visibleMs: 4000 },
      { page: 2, views: 1, visibleMs: 5000 },
      { page: 3, views: 1, visibleMs: 2000 },
    ]);
  });

  it('stops while the tab is hidden and goes on, without a new view, when it is back', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(1, 0);
    clock.setVisible(false, 2 * SECOND);
    clock.noteInput(50 * SECOND);
    clock.setVisible(true, 60 * SECOND);
    expect(clock.takeBatch(61 * SECOND)).toEqual([{ page: 1, views: 1, visibleMs: 3000 }]);
  });

  it('counts nothing while no page is on screen', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(2, 0);
    clock.setPage(null, 1 * SECOND);
    expect(clock.takeBatch(30 * SECOND)).toEqual([{ page: 2, views: 1, visibleMs: 1000 }]);
  });

  it('takes a page back on screen as reading on, and another page as a new view', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(2, 0);
    clock.setPage(null, 1 * SECOND);
    clock.setPage(2, 5 * SECOND);
    clock.setPage(3, 6 * SECOND);
    clock.setPage(2, 7 * SECOND);
    expect(clock.takeBatch(8 * SECOND)).toEqual([
      { page: 2, views: 2, visibleMs: 3000 },
      { page: 3, views: 1, visibleMs: 1000 },
    ]);
  });

  it('a page turned while the tab is hidden is viewed when the tab shows again', () => {
    const clock = new ReadingClock(IDLE_MS, 0, false);
    clock.setPage(1, 0);
    expect(clock.takeBatch(5 * SECOND)).toEqual([]);
    clock.setVisible(true, 5 * SECOND);
    expect(clock.takeBatch(6 * SECOND)).toEqual([{ page: 1, views: 1, visibleMs: 1000 }]);
  });

  it('stops the clock a long idle after the last input, and restarts it at the next input', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(1, 0);
    clock.noteInput(10 * SECOND);
    // Away from 10 s + idle until 400 s: only the idle allowance after the last input counts.
    clock.noteInput(400 * SECOND);
    expect(clock.takeBatch(405 * SECOND)).toEqual([
      { page: 1, views: 1, visibleMs: 10 * SECOND + IDLE_MS + 5 * SECOND },
    ]);
  });

  it('keeps counting through pauses shorter than the idle limit', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(1, 0);
    expect(clock.takeBatch(IDLE_MS - 1)).toEqual([{ page: 1, views: 1, visibleMs: IDLE_MS - 1 }]);
    expect(clock.takeBatch(IDLE_MS + 60 * SECOND)).toEqual([{ page: 1, views: 0, visibleMs: 1 }]);
  });

  it('starts each batch afresh and leaves out pages with nothing new', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(1, 0);
    clock.setPage(2, 1 * SECOND);
    clock.takeBatch(2 * SECOND);
    expect(clock.takeBatch(3 * SECOND)).toEqual([{ page: 2, views: 0, visibleMs: 1000 }]);
    clock.setVisible(false, 3 * SECOND);
    expect(clock.takeBatch(9 * SECOND)).toEqual([]);
  });

  it('carries a batch that was not delivered into the next one', () => {
    const clock = new ReadingClock(IDLE_MS, 0);
    clock.setPage(1, 0);
    const undelivered = clock.takeBatch(2 * SECOND);
    clock.restore(undelivered);
    expect(clock.takeBatch(3 * SECOND)).toEqual([{ page: 1, views: 1, visibleMs: 3000 }]);
  });

  it('keeps a batch within the limits the API accepts', () => {
    const clock = new ReadingClock(Number.POSITIVE_INFINITY, 0);
    clock.restore([{ page: 4, views: 5000, visibleMs: 0 }]);
    clock.setPage(4, 0);
    expect(clock.takeBatch(60 * 60 * SECOND)).toEqual([
      {
        page: 4,
        views: DECK_ENGAGEMENT_LIMITS.maxViewsPerPage,
        visibleMs: DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage,
      },
    ]);
  });

  it('rounds times to whole milliseconds', () => {
    const clock = new ReadingClock(IDLE_MS, 0.4);
    clock.setPage(1, 0.4);
    expect(clock.takeBatch(1000.9)).toEqual([{ page: 1, views: 1, visibleMs: 1001 }]);
  });
});
