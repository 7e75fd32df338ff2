// The specs of what an investor meets: the agreement, the deck and its engagement, access ending,
// the sign-in queue: one Jest suite in a run on both databases (jest.config.js).
import { jest } from '@jest/globals';
import '../deck-agreement.e2e-spec.js';
import '../deck-engagement.e2e-spec.js';
import '../investor-access-expiry.e2e-spec.js';
import '../investor-deck-download.e2e-spec.js';
import '../presentation.e2e-spec.js';
import '../sign-in-queue.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(180_000);
