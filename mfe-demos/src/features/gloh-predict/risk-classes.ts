import type { RiskColor } from './risk-display';
import styles from './gloh-predict.module.css';

// CSS module class names are hashed, so they are looked up by colour instead of built from strings.

/** Background class of each risk colour (blue marks alerts to review, not a risk level). */
export const RISK_BG_CLASS: Record<RiskColor | 'blue', string | undefined> = {
  red: styles.riskBgRed,
  orange: styles.riskBgOrange,
  green: styles.riskBgGreen,
  blue: styles.riskBgBlue,
};

/** Text class of each risk colour. */
export const RISK_TEXT_CLASS: Record<RiskColor, string | undefined> = {
  red: styles.riskTextRed,
  orange: styles.riskTextOrange,
  green: styles.riskTextGreen,
};
