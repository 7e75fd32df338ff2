import type { StaffRole } from './staff.js';

/**
 * The mails each staff member chooses to receive about what happens on the site: the events,
 * which roles may see each one, the defaults, the settings' path, rules and messages. Shared by the
 * API (which checks and sends) and the console's Notifications page (which offers them).
 */

export const STAFF_NOTIFICATION_EVENTS = [
  'deck-first-open',
  'deck-revisit',
  'deck-finished',
  'access-request',
  'contact-message',
] as const;
export type StaffNotificationEvent = (typeof STAFF_NOTIFICATION_EVENTS)[number];

/** Who may be told of each event: the roles whose console pages show it. */
export const STAFF_NOTIFICATION_ROLES = {
  'deck-first-open': ['ir', 'admin'],
  'deck-revisit': ['ir', 'admin'],
  'deck-finished': ['ir', 'admin'],
  'access-request': ['ir', 'admin'],
  'contact-message': ['marketing', 'admin'],
} as const satisfies Record<StaffNotificationEvent, readonly StaffRole[]>;

/** How the settings page names each event. */
export const STAFF_NOTIFICATION_LABELS = {
  'deck-first-open': 'An investor opens the deck for the first time',
  'deck-revisit': 'An investor comes back to the deck after some days away',
  'deck-finished': 'An investor reaches the last page of the deck',
  'access-request': 'A visitor requests access to the presentation',
  'contact-message': 'A visitor sends a contact message',
} as const satisfies Record<StaffNotificationEvent, string>;

/** "Comes back after N days away": N is the member's, within these bounds. */
export const REVISIT_AFTER_DAYS = { min: 1, max: 365, default: 14 } as const;

/** The events a member with these roles may choose, in the contract's order. */
export function notificationEventsFor(roles: readonly StaffRole[]): StaffNotificationEvent[] {
  return STAFF_NOTIFICATION_EVENTS.filter((event) =>
    (STAFF_NOTIFICATION_ROLES[event] as readonly StaffRole[]).some((role) => roles.includes(role)),
  );
}

/** A member's choice. */
export interface StaffNotificationSettings {
  /** The events that mail the member, in the contract's order. */
  events: StaffNotificationEvent[];
  /** For `deck-revisit`: days since the investor's previous visit. */
  revisitAfterDays: number;
}

/**
 * What a member who never saved the page gets: a new access request is something to act on,
 * so those who can act (ir, admin) hear of it; the rest is theirs to turn on.
 */
export function defaultNotificationSettings(
  roles: readonly StaffRole[],
): StaffNotificationSettings {
  return {
    events: notificationEventsFor(roles).filter((event) => event === 'access-request'),
    revisitAfterDays: REVISIT_AFTER_DAYS.default,
  };
}

export const STAFF_NOTIFICATIONS_PATH = '/api/staff/me/notifications';

/** GET and PUT answer the member's settings and the events their roles allow. */
export interface StaffNotificationSettingsResponse {
  success: true;
  settings: StaffNotificationSettings;
  available: StaffNotificationEvent[];
}

/** PUT body. */
export type StaffNotificationSettingsRequest = StaffNotificationSettings;

export const STAFF_NOTIFICATION_MESSAGES = {
  eventsNotList: 'events must be a list of event names.',
  unknownEvent: `events must each be one of ${STAFF_NOTIFICATION_EVENTS.join(', ')}.`,
  notForRole: (event: StaffNotificationEvent) =>
    `Your roles do not allow notifications of "${event}".`,
  duplicateEvent: 'events must not name an event twice.',
  revisitDays: `revisitAfterDays must be a whole number of days from ${REVISIT_AFTER_DAYS.min} to ${REVISIT_AFTER_DAYS.max}.`,
  /** The settings page's words for the days field; the API's message above names the body's field. */
  revisitDaysField: `Enter a whole number of days from ${REVISIT_AFTER_DAYS.min} to ${REVISIT_AFTER_DAYS.max}.`,
  saved: 'Notification settings saved.',
} as const;

/** Whether a number of days is a valid N for `deck-revisit`. */
export function isRevisitDays(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= REVISIT_AFTER_DAYS.min &&
    value <= REVISIT_AFTER_DAYS.max
  );
}

/** The Notifications page of the console, below /staff/, and its title. */
export const STAFF_NOTIFICATIONS_PAGE = {
  path: 'settings/notifications',
  title: 'Notifications',
} as const;

/**
 * The console pages a notification links to, below /staff/ (`:investorId` filled in). They are
 * declared by the investors and marketing remotes (their config/staff-paths); the API's mails
 * only name them.
 */
export const STAFF_NOTIFICATION_PAGES = {
  'deck-first-open': 'ir/investors/:investorId',
  'deck-revisit': 'ir/investors/:investorId',
  'deck-finished': 'ir/investors/:investorId',
  'access-request': 'ir/access-requests',
  'contact-message': 'marketing/contact-messages',
} as const satisfies Record<StaffNotificationEvent, string>;
