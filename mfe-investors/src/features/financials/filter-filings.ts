import type { Filing } from './filings-data';

export interface FilingFilters {
  publishDate: string;
  periodEnding: string;
}

export const NO_FILTERS: FilingFilters = { publishDate: '', periodEnding: '' };

function contains(text: string, query: string): boolean {
  return text.toLowerCase().includes(query.toLowerCase());
}

/**
 * Both filters are case-insensitive substring matches, and a filing must pass
 * both (an empty filter passes everything).
 */
export function filterFilings(filings: readonly Filing[], filters: FilingFilters): Filing[] {
  return filings.filter(
    (filing) =>
      contains(filing.publishDate, filters.publishDate) &&
      contains(filing.periodEnding, filters.periodEnding),
  );
}
