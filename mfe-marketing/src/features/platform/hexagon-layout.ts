/**
 * The hexagon diagram has 6 segments, hexagons of 70, 85 or 100 px on small,
 * medium and large screens, and a detail popup at most 300 px tall.
 */
export const SEGMENT_COUNT = 6;
export const HEXAGON_SIZE = { small: 70, medium: 85, large: 100 } as const;
export const POPUP_MAX_HEIGHT_PX = 300;

/** Bootstrap's md and lg steps: below md is "small", where hover does not open a segment. */
export const MEDIUM_MIN_WIDTH_PX = 768;
export const LARGE_MIN_WIDTH_PX = 992;

export type Breakpoint = keyof typeof HEXAGON_SIZE;

export function breakpointForWidth(width: number): Breakpoint {
  if (width >= LARGE_MIN_WIDTH_PX) return 'large';
  if (width >= MEDIUM_MIN_WIDTH_PX) return 'medium';
  return 'small';
}

export function hexagonSizeForWidth(width: number): number {
  return HEXAGON_SIZE[breakpointForWidth(width)];
}

/** Hover opens and closes a segment only on screens wider than the small breakpoint. */
export function isSegmentHoverEnabled(width: number): boolean {
  return breakpointForWidth(width) !== 'small';
}

export interface HexagonPosition {
  /** Top-left corner inside the diagram box, in px. */
  left: number;
  top: number;
}

export interface HexagonLayout {
  width: number;
  height: number;
  /** Pointy-top hexagon: `size` is its width, its height is 2/√3 of that. */
  hexWidth: number;
  hexHeight: number;
  center: HexagonPosition;
  segments: HexagonPosition[];
}

/** A honeycomb: the platform in the middle, the six segments around it, clockwise from the top right. */
export function hexagonLayout(size: number, count = SEGMENT_COUNT): HexagonLayout {
  const hexWidth = size;
  const hexHeight = Math.round((size * 2) / Math.sqrt(3));
  const gap = Math.round(size * 0.12);
  const distance = hexWidth + gap;
  const width = 2 * distance + hexWidth;
  const height = Math.round(2 * distance * Math.sin(Math.PI / 3) + hexHeight);
  const cx = width / 2;
  const cy = height / 2;
  const toCorner = (x: number, y: number): HexagonPosition => ({
    left: Math.round(x - hexWidth / 2),
    top: Math.round(y - hexHeight / 2),
  });
  const segments = Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 3 + (index * 2 * Math.PI) / count;
    return toCorner(cx + distance * Math.cos(angle), cy + distance * Math.sin(angle));
  });
  return { width, height, hexWidth, hexHeight, center: toCorner(cx, cy), segments };
}
