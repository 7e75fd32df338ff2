import { FILINGS, type Filing } from './filings-data';
import { filterFilings, NO_FILTERS } from './filter-filings';

const SAMPLE: Filing[] = [
  { description: 'A', url: 'a', publishDate: 'April 28, 2025', periodEnding: 'December 31, 2024' },
  { description: 'B', url: 'b', publishDate: 'March 4, 2024', periodEnding: 'February 29, 2024' },
  { description: 'C', url: 'c', publishDate: 'April 12, 2024', periodEnding: 'December 31, 2023' },
];

const descriptions = (filings: Filing[]) => filings.map((filing) => filing.description);

describe('filterFilings', () => {
  it('lists every filing without filters', () => {
    expect(filterFilings(SAMPLE, NO_FILTERS)).toHaveLength(3);
  });

  it('matches a case-insensitive substring of the publish date', () => {
    expect(descriptions(filterFilings(SAMPLE, { ...NO_FILTERS, publishDate: 'APRIL' }))).toEqual([
      'A',
      'C',
    ]);
    expect(descriptions(filterFilings(SAMPLE, { ...NO_FILTERS, publishDate: 'ch 4' }))).toEqual([
      'B',
    ]);
  });

  it('matches a case-insensitive substring of the period ending', () => {
    expect(descriptions(filterFilings(SAMPLE, { ...NO_FILTERS, periodEnding: 'dec' }))).toEqual([
      'A',
      'C',
    ]);
  });

  it('combines both filters', () => {
    expect(
      descriptions(filterFilings(SAMPLE, { publishDate: '2024', periodEnding: 'december' })),
    ).toEqual(['C']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterFilings(SAMPLE, { publishDate: '1999', periodEnding: '' })).toEqual([]);
  });

  it('holds the 17 filings, each with every field', () => {
    expect(FILINGS).toHaveLength(17);
    for (const filing of FILINGS) {
      expect(filing.description).not.toBe('');
      expect(filing.url).toMatch(/^https:\/\/filings\.example\.com\//);
      expect(filing.publishDate).not.toBe('');
      expect(filing.periodEnding).not.toBe('');
    }
    expect(new Set(FILINGS.map((filing) => filing.url)).size).toBe(17);
  });
});
