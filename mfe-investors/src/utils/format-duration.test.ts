import { formatDuration } from './format-duration';

it.each([
  [0, '0 s'],
  [12, '12 s'],
  [12.4, '12 s'],
  [65, '1 min 05 s'],
  [600, '10 min 00 s'],
  [3725, '1 h 02 min 05 s'],
  [-3, '0 s'],
])('%p seconds read %p', (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text);
});
