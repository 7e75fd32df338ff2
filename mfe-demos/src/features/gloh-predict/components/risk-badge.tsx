import type { RiskLevel, RiskLevelKey, RiskType } from '../predict-types';
import { riskLevelColor, riskTypeColor } from '../risk-display';

export function RiskLevelBadge({ level, label }: { level: RiskLevelKey; label: RiskLevel }) {
  return <span className={`risk-badge risk-bg-${riskLevelColor(level)}`}>{label}</span>;
}

export function RiskTypeLabel({ type }: { type: RiskType }) {
  return <span className={`risk-type risk-text-${riskTypeColor(type)}`}>{type}</span>;
}
