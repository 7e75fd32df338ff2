// The specs of running the API: the admin CLI, two instances, start and stop, health, operations
// ports, data at rest: one Jest suite in a run on both databases (jest.config.js).
import { jest } from '@jest/globals';
import '../admin-cli.e2e-spec.js';
import '../multi-instance.e2e-spec.js';
import '../lifecycle.e2e-spec.js';
import '../health.e2e-spec.js';
import '../operations.e2e-spec.js';
import '../data-at-rest.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(300_000);
