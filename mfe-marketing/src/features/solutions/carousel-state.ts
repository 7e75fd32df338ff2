/** Three slides, wrapping at both ends, each change animated over 0.5 s. */
export const SLIDE_COUNT = 3;
export const SLIDE_TRANSITION_MS = 500;

export type CarouselEvent =
  { type: 'next' } | { type: 'previous' } | { type: 'go-to'; index: number };

/** Always in 0..count-1, also for negative numbers (JavaScript's % keeps the sign). */
export function wrapIndex(index: number, count = SLIDE_COUNT): number {
  return ((index % count) + count) % count;
}

export function carouselReducer(index: number, event: CarouselEvent, count = SLIDE_COUNT): number {
  switch (event.type) {
    case 'next':
      return wrapIndex(index + 1, count);
    case 'previous':
      return wrapIndex(index - 1, count);
    case 'go-to':
      return Number.isInteger(event.index) && event.index >= 0 && event.index < count
        ? event.index
        : index;
  }
}
