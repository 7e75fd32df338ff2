import { mostVisiblePage } from './most-visible-page';

const pages = [
  { top: 0, bottom: 100 },
  { top: 110, bottom: 210 },
  { top: 220, bottom: 320 },
];

describe('mostVisiblePage', () => {
  it('picks the page taking most of the visible span', () => {
    expect(mostVisiblePage({ top: 0, bottom: 80 }, pages)).toBe(1);
    expect(mostVisiblePage({ top: 60, bottom: 200 }, pages)).toBe(2);
    expect(mostVisiblePage({ top: 250, bottom: 400 }, pages)).toBe(3);
  });

  it('takes the first of two equal shares', () => {
    expect(mostVisiblePage({ top: 50, bottom: 160 }, pages)).toBe(1);
  });

  it('is null when no page shows (the viewer is scrolled out of the window)', () => {
    expect(mostVisiblePage({ top: 400, bottom: 500 }, pages)).toBeNull();
    expect(mostVisiblePage({ top: 100, bottom: 100 }, pages)).toBeNull();
    expect(mostVisiblePage({ top: 0, bottom: 80 }, [])).toBeNull();
  });
});
