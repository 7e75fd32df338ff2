import {
  formatConfidence,
  formatImpact,
  formatScore,
  riskLevelColor,
  riskTypeColor,
} from './risk-display';

describe('risk display rules', () => {
  it('colours levels: critical red, high and moderate orange, low green', () => {
    expect(riskLevelColor('critical')).toBe('red');
    expect(riskLevelColor('high')).toBe('orange');
    expect(riskLevelColor('moderate')).toBe('orange');
    expect(riskLevelColor('low')).toBe('green');
  });

  it('colours types: relapse red, readmission orange, low risk green', () => {
    expect(riskTypeColor('Relapse Risk')).toBe('red');
    expect(riskTypeColor('Readmission Risk')).toBe('orange');
    expect(riskTypeColor('Low Risk')).toBe('green');
  });

  it('shows scores with 2 decimals and confidence as a whole percent', () => {
    expect(formatScore(0.8)).toBe('0.80');
    expect(formatScore(0.876)).toBe('0.88');
    expect(formatConfidence(0.894)).toBe('89%');
    expect(formatConfidence(1)).toBe('100%');
  });

  it('formats signed impacts', () => {
    expect(formatImpact(0.3)).toBe('+0.30');
    expect(formatImpact(-0.12)).toBe('−0.12');
  });
});
