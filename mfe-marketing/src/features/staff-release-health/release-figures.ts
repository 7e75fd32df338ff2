import { VITAL_GOOD_P75, type VitalMetric } from '@gloh/contract/release-health';
import { formatNumber } from '@gloh/shared/number-format';

/** A p75 as people read it: milliseconds for LCP and INP, three decimals for CLS. */
export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return 'No data';
  return metric === 'CLS' ? formatNumber(value, 3) : `${formatNumber(value)} ms`;
}

/** Whether a p75 is past Google's "good" threshold for its metric. */
export function isOverTarget(metric: VitalMetric, value: number | null): boolean {
  return value !== null && value > VITAL_GOOD_P75[metric];
}

/** "+8%", "−12%", "±0%": how a figure moved from the release before; nothing without both. */
export function changeFrom(value: number | null, previous: number | null | undefined): string {
  if (value === null || previous === null || previous === undefined || previous === 0) return '';
  const percent = Math.round((value / previous - 1) * 100);
  if (percent === 0) return '±0%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** The parts of the site as the table names them. */
export const REMOTE_LABELS = {
  marketing: 'Marketing',
  investors: 'Investors',
  demos: 'Demos',
  shell: 'Shell (not-found page)',
} as const;
