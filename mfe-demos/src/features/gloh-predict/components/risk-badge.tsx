import type { RiskLevel, RiskLevelKey, RiskType } from '../predict-types';
import { riskLevelColor, riskTypeColor } from '../risk-display';
import styles from '../gloh-predict.module.css';
import { RISK_BG_CLASS, RISK_TEXT_CLASS } from '../risk-classes';

export function RiskLevelBadge({ level, label }: { level: RiskLevelKey; label: RiskLevel }) {
  return (
    <span className={`${styles.riskBadge} ${RISK_BG_CLASS[riskLevelColor(level)]}`}>{label}</span>
  );
}

export function RiskTypeLabel({ type }: { type: RiskType }) {
  return (
    <span className={`${styles.riskType} ${RISK_TEXT_CLASS[riskTypeColor(type)]}`}>{type}</span>
  );
}
