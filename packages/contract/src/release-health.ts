import { badCharacters, tooLong, type FieldRule } from './field-rules.js';

/**
 * Release health: with the visitor's analytics consent the site reports Core Web Vitals and
 * uncaught errors, each tagged with the part of the site that showed the page (a remote, or the
 * shell for the not-found page) and that part's release, so each team sees how its release does.
 */

/**
 * The parts of the site a page belongs to, each deployed on its own: every remote of remotes.json,
 * and the shell (its not-found page), which counts as one here.
 */
export const RELEASE_HEALTH_REMOTES = ['shell', 'marketing', 'investors', 'demos'] as const;
export type ReleaseHealthRemote = (typeof RELEASE_HEALTH_REMOTES)[number];

/**
 * A release is the content hash of a build's versioned entry (`remoteEntry.<hash>.js`; the shell's
 * build hash for the shell): lowercase hex.
 */
export const RELEASE_ID_PATTERN = /^[0-9a-f]{8,64}$/;

/** The Core Web Vitals kept (web-vitals' metric names). */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * What each metric may measure: LCP and INP in milliseconds, CLS unitless. Far beyond any real
 * page (LCP and INP past a minute say the tab was in the background); anything outside is refused.
 */
export const VITAL_RANGES: Readonly<Record<VitalMetric, { min: number; max: number }>> = {
  LCP: { min: 0, max: 120_000 },
  INP: { min: 0, max: 60_000 },
  CLS: { min: 0, max: 100 },
};

/** Whether a value is a finite number within its metric's range. */
export function isVitalValue(metric: VitalMetric, value: unknown): value is number {
  const range = VITAL_RANGES[metric];
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max
  );
}

export const RELEASE_HEALTH_LIMITS = {
  /** Events in one batch; the browser sends at most this many at a time. */
  maxEventsPerBatch: 20,
  /** An error's message is cut to this length by the browser and refused beyond it. */
  maxErrorMessageLength: 300,
  /** Uncaught errors one page load reports; a page that throws in a loop says it in 10. */
  maxErrorsPerPage: 10,
  /** Body size the endpoint accepts, in bytes. */
  maxBodyBytes: 16 * 1024,
} as const;

/** Where a page's events go, besides its page views. */
export type ReleaseHealthEvent =
  | {
      kind: 'vital';
      remote: ReleaseHealthRemote;
      release: string;
      /** The page's path, without query or hash (the analytics' path rule). */
      path: string;
      metric: VitalMetric;
      value: number;
    }
  | {
      kind: 'error';
      remote: ReleaseHealthRemote;
      release: string;
      path: string;
      message: string;
    };

export const RELEASE_HEALTH_EVENT_KINDS = ['vital', 'error'] as const;

/** POST /api/analytics/release-health, sent with navigator.sendBeacon like the page views. */
export interface ReleaseHealthBatch {
  events: ReleaseHealthEvent[];
}

export const RELEASE_HEALTH_TEXT_RULES: {
  release: FieldRule;
  message: FieldRule;
} = {
  release: {
    required: true,
    maxLength: 64,
    requiredMessage: 'A release id is required.',
    tooLongMessage: tooLong('Release', 64),
    charactersMessage: badCharacters('Release'),
    format: { pattern: RELEASE_ID_PATTERN, message: 'Release must be a build hash (hex).' },
  },
  message: {
    required: true,
    maxLength: RELEASE_HEALTH_LIMITS.maxErrorMessageLength,
    requiredMessage: 'An error message is required.',
    tooLongMessage: tooLong('Message', RELEASE_HEALTH_LIMITS.maxErrorMessageLength),
    charactersMessage: badCharacters('Message'),
  },
};

/** One release's figures over the period asked for. Null: no sample of that metric. */
export interface ReleaseFigures {
  release: string;
  /** First and last event of the release in the period (ISO). */
  firstSeen: string;
  lastSeen: string;
  /** Page loads that reported an LCP: how many visits the figures rest on. */
  pageLoads: number;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  clsP75: number | null;
  errors: number;
}

/** A release beside the one of the same remote before it (null for the first one seen). */
export interface ReleaseHealthRow extends ReleaseFigures {
  remote: ReleaseHealthRemote;
  previous: ReleaseFigures | null;
}

/** A release the release guard rolled back automatically (see release-guard.ts). */
export interface AutoRollback {
  remote: ReleaseHealthRemote;
  release: string;
  /** The release live again. */
  returnedTo: string;
  /** When (ISO). */
  at: string;
  /** The figures that decided it, in words: "error rate 12% vs 0.5%". */
  reason: string;
}

export interface ReleaseHealthReport {
  days: number;
  since: string;
  /** Newest release first within each remote, remotes in RELEASE_HEALTH_REMOTES' order. */
  releases: ReleaseHealthRow[];
}

/** GET /api/staff/marketing/release-health?days=N&remote=R */
export interface ReleaseHealthResponse extends ReleaseHealthReport {
  success: true;
  /** The release guard's automatic rollbacks in the period, newest first. */
  autoRollbacks: AutoRollback[];
}

export const RELEASE_HEALTH_DEFAULT_DAYS = 30;
export const RELEASE_HEALTH_MAX_DAYS = 366;

/**
 * Google's "good" thresholds for the 75th percentile: above them a release needs a look.
 * https://web.dev/articles/vitals
 */
export const VITAL_GOOD_P75: Readonly<Record<VitalMetric, number>> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
};
