import {
  breakpointForWidth,
  hexagonLayout,
  hexagonSizeForWidth,
  isSegmentHoverEnabled,
  POPUP_MAX_HEIGHT_PX,
  SEGMENT_COUNT,
} from './hexagon-layout';

describe('hexagon sizes per breakpoint', () => {
  it.each([
    [320, 'small', 70],
    [360, 'small', 70],
    [767, 'small', 70],
    [768, 'medium', 85],
    [991, 'medium', 85],
    [992, 'large', 100],
    [1280, 'large', 100],
  ])('width %i is %s with hexagons of %i px', (width, breakpoint, size) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
    expect(hexagonSizeForWidth(width)).toBe(size);
  });

  it('enables hover only above the small breakpoint', () => {
    expect(isSegmentHoverEnabled(360)).toBe(false);
    expect(isSegmentHoverEnabled(767)).toBe(false);
    expect(isSegmentHoverEnabled(768)).toBe(true);
    expect(isSegmentHoverEnabled(1280)).toBe(true);
  });

  it('keeps the published figures', () => {
    expect(SEGMENT_COUNT).toBe(6);
    expect(POPUP_MAX_HEIGHT_PX).toBe(300);
  });
});

describe('hexagonLayout', () => {
  it.each([70, 85, 100])('places six hexagons of %i px inside the box without overlap', (size) => {
    const layout = hexagonLayout(size);
    expect(layout.segments).toHaveLength(6);
    const all = [layout.center, ...layout.segments];
    for (const hex of all) {
      expect(hex.left).toBeGreaterThanOrEqual(0);
      expect(hex.top).toBeGreaterThanOrEqual(0);
      expect(hex.left + layout.hexWidth).toBeLessThanOrEqual(layout.width + 1);
      expect(hex.top + layout.hexHeight).toBeLessThanOrEqual(layout.height + 1);
    }
    // neighbours' centres are at least one hexagon width apart
    for (let i = 0; i < all.length; i += 1) {
      for (let j = i + 1; j < all.length; j += 1) {
        const a = all[i]!;
        const b = all[j]!;
        expect(Math.hypot(a.left - b.left, a.top - b.top)).toBeGreaterThanOrEqual(size - 1);
      }
    }
  });

  it('fits the small diagram on a 360 px phone', () => {
    expect(hexagonLayout(70).width).toBeLessThanOrEqual(360 - 2 * 24);
  });
});
