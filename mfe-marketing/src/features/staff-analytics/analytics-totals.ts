import type { AnalyticsDay } from '@gloh/contract/staff-ops';

export interface AnalyticsTotals {
  views: number;
  /** The sum of each day's visitors: a visitor is recognised within one UTC day only. */
  visitors: number;
  avgSecondsOnPage: number | null;
}

/**
 * The period's totals from its days. The average time on page is weighted by each day's views
 * over the days that have one (a day whose visitors never left a page has none).
 */
export function totalsOf(days: readonly AnalyticsDay[]): AnalyticsTotals {
  let views = 0;
  let visitors = 0;
  let timedViews = 0;
  let seconds = 0;
  for (const day of days) {
    views += day.views;
    visitors += day.visitors;
    if (day.avgSecondsOnPage !== null) {
      timedViews += day.views;
      seconds += day.avgSecondsOnPage * day.views;
    }
  }
  return { views, visitors, avgSecondsOnPage: timedViews === 0 ? null : seconds / timedViews };
}
