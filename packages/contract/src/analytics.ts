import { badCharacters, tooLong, type FieldRules } from './field-rules.js';
import type { NumberRule } from './number-rules.js';

/** Screen-width classes, the only thing about the device the analytics keep. */
export const VIEWPORT_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type ViewportClass = (typeof VIEWPORT_CLASSES)[number];

/** A page view starts ('view') or ends ('leave', with the time the page was on screen). */
export const ANALYTICS_EVENT_KINDS = ['view', 'leave'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** POST /api/analytics/events, sent with navigator.sendBeacon (JSON, as text/plain or JSON). */
export interface AnalyticsEventPayload {
  kind: AnalyticsEventKind;
  /** The page's path, without query or hash (they may hold personal data). */
  path: string;
  /** Origin of the other site the visitor came from, on the first view of a visit only. */
  referrer?: string;
  viewport: ViewportClass;
  /** On 'leave': milliseconds the page was visible. */
  durationMs?: number;
}

export const ANALYTICS_PATH_MAX = 300;
export const ANALYTICS_REFERRER_MAX = 200;
/** Longer than anyone reads a page; a tab left open all day says nothing about the page. */
export const ANALYTICS_DURATION_MAX_MS = 6 * 60 * 60 * 1000;

export const ANALYTICS_NUMBER_RULES = {
  durationMs: { label: 'Duration', min: 0, max: ANALYTICS_DURATION_MAX_MS },
} as const satisfies Record<'durationMs', NumberRule>;

/** Viewport classes split at Bootstrap's md and lg breakpoints, as the site's layout does. */
export function viewportClassOf(width: number): ViewportClass {
  if (width < 768) return 'mobile';
  if (width < 992) return 'tablet';
  return 'desktop';
}

export const ANALYTICS_TEXT_RULES: FieldRules<Pick<AnalyticsEventPayload, 'path' | 'referrer'>> = {
  path: {
    required: true,
    maxLength: ANALYTICS_PATH_MAX,
    requiredMessage: 'A page path is required.',
    tooLongMessage: tooLong('Path', ANALYTICS_PATH_MAX),
    charactersMessage: badCharacters('Path'),
    format: { pattern: /^\/[^\s?#]*$/, message: 'Path must start with / and hold no query.' },
  },
  referrer: {
    required: false,
    maxLength: ANALYTICS_REFERRER_MAX,
    requiredMessage: 'Referrer must be an origin.',
    tooLongMessage: tooLong('Referrer', ANALYTICS_REFERRER_MAX),
    charactersMessage: badCharacters('Referrer'),
    format: {
      pattern: /^https?:\/\/[^\s/?#@]+$/,
      message: 'Referrer must be an origin, such as https://example.com.',
    },
  },
};
