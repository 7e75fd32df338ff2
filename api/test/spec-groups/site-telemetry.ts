// The specs of what the site reports: analytics, release guard and health, the request log: one
// Jest suite in a run on both databases (jest.config.js).
import { jest } from '@jest/globals';
import '../analytics.e2e-spec.js';
import '../release-guard.e2e-spec.js';
import '../release-health.e2e-spec.js';
import '../request-log.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(120_000);
