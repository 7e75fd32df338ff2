// The specs of investor relations in the staff console: requests, bulk decisions, decks, reading,
// export: one Jest suite in a run on both databases (jest.config.js).
import { jest } from '@jest/globals';
import '../staff-ir.e2e-spec.js';
import '../staff-ir-bulk.e2e-spec.js';
import '../staff-ir-decks.e2e-spec.js';
import '../staff-ir-investor-reading.e2e-spec.js';
import '../staff-ir-investors-export.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(180_000);
