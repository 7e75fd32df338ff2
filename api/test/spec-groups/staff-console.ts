// The specs of the staff console: sign-in ceremonies, staff accounts, access, counts, events,
// marketing inbox, notifications, overview: one Jest suite in a run on both databases
// (jest.config.js).
import { jest } from '@jest/globals';
import '../staff-access.e2e-spec.js';
import '../staff-admin.e2e-spec.js';
import '../staff-ceremonies.e2e-spec.js';
import '../staff-counts.e2e-spec.js';
import '../staff-events.e2e-spec.js';
import '../staff-marketing.e2e-spec.js';
import '../staff-notifications.e2e-spec.js';
import '../staff-overview.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(180_000);
