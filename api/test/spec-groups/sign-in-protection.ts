// The specs of who a caller is and how much it may ask: login protection, client addresses,
// connection limits, the proxy secret: one Jest suite in a run on both databases (jest.config.js).
import { jest } from '@jest/globals';
import '../login-protection.e2e-spec.js';
import '../client-address.e2e-spec.js';
import '../connection-limits.e2e-spec.js';
import '../proxy-secret.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(120_000);
