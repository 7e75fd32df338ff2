import { radialPositions } from './radial-layout';

describe('radialPositions', () => {
  it('starts at the top and goes clockwise', () => {
    const [first, second, , fourth] = radialPositions(6, 40);
    expect(first).toEqual({ left: 50, top: 10 });
    expect(second!.left).toBeGreaterThan(50);
    expect(fourth).toEqual({ left: 50, top: 90 });
  });

  it('keeps every item on the ring inside the box', () => {
    for (const { left, top } of radialPositions(6, 40)) {
      expect(Math.hypot(left - 50, top - 50)).toBeCloseTo(40, 1);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(100);
    }
  });
});
