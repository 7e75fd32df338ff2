import {
  defaultNotificationSettings,
  isRevisitDays,
  notificationEventsFor,
  REVISIT_AFTER_DAYS,
  STAFF_NOTIFICATION_EVENTS,
  STAFF_NOTIFICATION_ROLES,
} from './staff-notifications.js';

describe('staff notifications', () => {
  it('offers each role only the events its console pages show', () => {
    expect(notificationEventsFor(['ir'])).toEqual([
      'deck-first-open',
      'deck-revisit',
      'deck-finished',
      'access-request',
    ]);
    expect(notificationEventsFor(['marketing'])).toEqual(['contact-message']);
    expect(notificationEventsFor(['admin'])).toEqual([...STAFF_NOTIFICATION_EVENTS]);
    expect(notificationEventsFor(['marketing', 'ir'])).toHaveLength(5);
    expect(notificationEventsFor([])).toEqual([]);
  });

  it('lets admins see every event', () => {
    for (const event of STAFF_NOTIFICATION_EVENTS) {
      expect(STAFF_NOTIFICATION_ROLES[event]).toContain('admin');
    }
  });

  it('turns on new access requests by default for those who decide them, nothing else', () => {
    expect(defaultNotificationSettings(['ir']).events).toEqual(['access-request']);
    expect(defaultNotificationSettings(['admin']).events).toEqual(['access-request']);
    expect(defaultNotificationSettings(['marketing']).events).toEqual([]);
    expect(defaultNotificationSettings(['marketing']).revisitAfterDays).toBe(
      REVISIT_AFTER_DAYS.default,
    );
  });

  it('accepts whole days within the bounds only', () => {
    expect(isRevisitDays(REVISIT_AFTER_DAYS.min)).toBe(true);
    expect(isRevisitDays(REVISIT_AFTER_DAYS.max)).toBe(true);
    expect(isRevisitDays(REVISIT_AFTER_DAYS.default)).toBe(true);
    for (const bad of [0, REVISIT_AFTER_DAYS.max + 1, 2.5, '7', Number.NaN, null]) {
      expect(isRevisitDays(bad)).toBe(false);
    }
  });
});
