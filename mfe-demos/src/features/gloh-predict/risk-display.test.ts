import * as display from './risk-display';

describe('risk display rules', () => {
  const LEVEL_COLOURS = { critical: 'red', high: 'orange', moderate: 'orange', low: 'green' };
  const TYPE_COLOURS = { 'Relapse Risk': 'red', 'Readmission Risk': 'orange', 'Low Risk': 'green' };

  it.each(Object.entries(LEVEL_COLOURS))('colours the %s level %s', (level, colour) => {
    expect(display.riskLevelColor(level as keyof typeof LEVEL_COLOURS)).toBe(colour);
  });

  it.each(Object.entries(TYPE_COLOURS))('colours the type %s %s', (type, colour) => {
    expect(display.riskTypeColor(type as keyof typeof TYPE_COLOURS)).toBe(colour);
  });

  // Scores with 2 decimals, confidence as a whole percent, impacts signed.
  it.each([
    ['formatScore', 0.8, '0.80'],
    ['formatScore', 0.876, '0.88'],
    ['formatConfidence', 0.894, '89%'],
    ['formatConfidence', 1, '100%'],
    ['formatImpact', 0.3, '+0.30'],
    ['formatImpact', -0.12, '−0.12'],
  ] as const)('%s shows %p as %s', (format, value, shown) => {
    expect(display[format](value)).toBe(shown);
  });
});
