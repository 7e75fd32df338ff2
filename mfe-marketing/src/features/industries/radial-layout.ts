/** Positions of items on a ring, as percentages of a square box, starting at the top, clockwise. */
export function radialPositions(
  count: number,
  radiusPercent = 40,
): { left: number; top: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
    return {
      left: Math.round((50 + radiusPercent * Math.cos(angle)) * 100) / 100,
      top: Math.round((50 + radiusPercent * Math.sin(angle)) * 100) / 100,
    };
  });
}
