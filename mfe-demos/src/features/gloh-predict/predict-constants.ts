/** Figures of the predict demo. */
export const PREDICT_SUMMARY = {
  activePatients: 317,
  atRiskToday: 12,
  atRiskChangeFromYesterday: 3,
  criticalAlerts: 2,
} as const;

export const TIME_RANGE_OPTIONS = [7, 14, 30] as const;
export type TimeRange = (typeof TIME_RANGE_OPTIONS)[number];
export const DEFAULT_TIME_RANGE: TimeRange = 14;

/** The risk timeline: 14 daily points from 2024-01-01, risk on a 0..1 axis. */
export const TIMELINE_DAYS = 14;
export const TIMELINE_START = '2024-01-01';
export const RISK_DOMAIN = { min: 0, max: 1 } as const;

/** The area trend shows the last 10 timeline points. */
export const AREA_TREND_POINTS = 10;

/** The alert trend card covers a week. */
export const ALERT_TREND_DAYS = 7;
