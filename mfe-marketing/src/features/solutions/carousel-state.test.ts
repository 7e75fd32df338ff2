import { carouselReducer, SLIDE_COUNT, SLIDE_TRANSITION_MS, wrapIndex } from './carousel-state';

describe('carousel state', () => {
  it('has the published figures', () => {
    expect(SLIDE_COUNT).toBe(3);
    expect(SLIDE_TRANSITION_MS).toBe(500);
  });

  it('goes to (index + 1) mod 3 on next, wrapping from the last slide to the first', () => {
    expect(carouselReducer(0, { type: 'next' })).toBe(1);
    expect(carouselReducer(1, { type: 'next' })).toBe(2);
    expect(carouselReducer(2, { type: 'next' })).toBe(0);
  });

  it('goes to (index - 1) mod 3 on previous, wrapping from the first slide to the last', () => {
    expect(carouselReducer(0, { type: 'previous' })).toBe(2);
    expect(carouselReducer(2, { type: 'previous' })).toBe(1);
    expect(carouselReducer(1, { type: 'previous' })).toBe(0);
  });

  it('jumps to a dot’s slide and ignores indexes out of range', () => {
    expect(carouselReducer(0, { type: 'go-to', index: 2 })).toBe(2);
    expect(carouselReducer(2, { type: 'go-to', index: 0 })).toBe(0);
    expect(carouselReducer(1, { type: 'go-to', index: 3 })).toBe(1);
    expect(carouselReducer(1, { type: 'go-to', index: -1 })).toBe(1);
    expect(carouselReducer(1, { type: 'go-to', index: 0.5 })).toBe(1);
  });

  it('wraps any integer into range', () => {
    expect(wrapIndex(-1)).toBe(2);
    expect(wrapIndex(-4)).toBe(2);
    expect(wrapIndex(7)).toBe(1);
    expect(wrapIndex(5, 5)).toBe(0);
  });

  it('returns to the start after a full lap either way', () => {
    let index = 0;
    for (let i = 0; i < SLIDE_COUNT; i += 1) index = carouselReducer(index, { type: 'next' });
    expect(index).toBe(0);
    for (let i = 0; i < SLIDE_COUNT; i += 1) index = carouselReducer(index, { type: 'previous' });
    expect(index).toBe(0);
  });
});
