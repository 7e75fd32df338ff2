import { formatTimeOnPage } from './time-on-page';

it('says when there is no time on page', () => {
  expect(formatTimeOnPage(null)).toBe('No data');
  expect(formatTimeOnPage(65)).toBe('1 min 05 s');
});
