/** Made-up sample data for the GlohPredict mock-up (illustrative only). */
export type RiskLevel = 'High' | 'Medium' | 'Low';

export interface RiskAlert {
  patient: string;
  level: RiskLevel;
  score: number;
  reasons: readonly string[];
}

export interface ShapFactor {
  factor: string;
  /** Signed: positive raises risk. */
  impact: number;
}

/** Sample figure: 3 high-risk alerts. */
export const HIGH_RISK_ALERT_COUNT = 3;

export const RISK_ALERTS: readonly RiskAlert[] = [
  {
    patient: 'Patient A-1042',
    level: 'High',
    score: 0.87,
    reasons: ['Missed appointments', 'Sleep decline'],
  },
  { patient: 'Patient B-2231', level: 'High', score: 0.81, reasons: ['Medication gaps'] },
  {
    patient: 'Patient C-0918',
    level: 'High',
    score: 0.76,
    reasons: ['Recent discharge', 'Low mood check-ins'],
  },
  { patient: 'Patient D-3320', level: 'Medium', score: 0.54, reasons: ['Reduced activity'] },
  { patient: 'Patient E-1177', level: 'Low', score: 0.18, reasons: ['Stable'] },
];

export const SHAP_FACTORS: readonly ShapFactor[] = [
  { factor: 'Missed appointments (30 days)', impact: 0.21 },
  { factor: 'Sleep duration trend', impact: 0.14 },
  { factor: 'Medication adherence', impact: 0.09 },
  { factor: 'Peer-support attendance', impact: -0.08 },
  { factor: 'Stable housing', impact: -0.05 },
];

/** Scores are shown with two decimals. */
export function formatScore(score: number): string {
  return score.toFixed(2);
}
