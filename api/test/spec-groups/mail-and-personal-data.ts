// The specs of mail and what the API keeps: the outbox, delivery, personal data, retention: one
// Jest suite in a run on both databases (jest.config.js).
import { jest } from '@jest/globals';
import '../outbox.e2e-spec.js';
import '../mail-delivery.e2e-spec.js';
import '../personal-data.e2e-spec.js';
import '../retention.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(240_000);
