import type { RiskLevelKey, RiskType } from './predict-types';

/** Risk colours; shades chosen dark enough for 4.5:1 text contrast on white. */
export const RISK_COLORS = {
  red: '#b91c1c',
  orange: '#c2410c',
  green: '#15803d',
} as const;

export type RiskColor = keyof typeof RISK_COLORS;

/** Critical red, high and moderate orange, low green. */
export function riskLevelColor(level: RiskLevelKey): RiskColor {
  if (level === 'critical') return 'red';
  if (level === 'low') return 'green';
  return 'orange';
}

/** Relapse red, readmission orange, low risk green. */
export function riskTypeColor(type: RiskType): RiskColor {
  if (type === 'Relapse Risk') return 'red';
  if (type === 'Readmission Risk') return 'orange';
  return 'green';
}

/** Scores always show 2 decimals, e.g. 0.80. */
export function formatScore(score: number): string {
  return score.toFixed(2);
}

/** Model confidence as a whole percent, e.g. 0.894 → '89%'. */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

export function formatImpact(impact: number): string {
  return `${impact > 0 ? '+' : '−'}${Math.abs(impact).toFixed(2)}`;
}
