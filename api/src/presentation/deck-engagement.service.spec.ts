import { shareOut } from './deck-engagement.service.js';

describe('shareOut', () => {
  const pages = (...ms: number[]) => ms.map((visibleMs) => ({ visibleMs }));

  it('keeps every claim when the allowance covers it, and none when there is none', () => {
    expect(shareOut(pages(1000, 2000), 3000, 5000)).toEqual([1000, 2000]);
    expect(shareOut(pages(1000, 2000), 3000, 0)).toEqual([0, 0]);
  });

  it('shares the allowance in proportion, in whole ms adding up to exactly the allowance', () => {
    const shares = shareOut(pages(600_000, 600_000, 600_000), 1_800_000, 60_001);
    expect(shares).toEqual([20_000, 20_000, 20_001]);
    const many = pages(...Array.from({ length: 200 }, (_, i) => 600_000 - i * 7));
    const claimed = many.reduce((sum, page) => sum + page.visibleMs, 0);
    const granted = shareOut(many, claimed, claimed - 12_345);
    expect(granted.reduce((sum, ms) => sum + ms, 0)).toBe(claimed - 12_345);
    granted.forEach((ms, i) => expect(ms).toBeLessThanOrEqual(many[i]!.visibleMs));
  });
});
