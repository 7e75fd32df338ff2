// The specs of the public forms and hostile input: form posts, fuzzing, daily caps, security
// headers: one Jest suite in a run on both databases (jest.config.js).
import { jest } from '@jest/globals';
import '../form-posts.e2e-spec.js';
import '../fuzz.e2e-spec.js';
import '../daily-caps.e2e-spec.js';
import '../security.e2e-spec.js';

// A spec's jest.setTimeout sets the whole suite's as it loads, the last one loaded winning: the
// group allows each test what the longest of its specs asks for.
jest.setTimeout(120_000);
