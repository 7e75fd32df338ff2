import { visitDeviceOf } from './staff-investor-reading.js';

describe('visitDeviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      'phone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      'phone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      'desktop',
    ],
    // iPadOS asks for desktop sites with a Mac's user agent: nothing tells it from a Mac.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      'desktop',
    ],
  ])('%s is a %s', (userAgent, device) => {
    expect(visitDeviceOf(userAgent)).toBe(device);
  });

  it('is null when the browser told none', () => {
    expect(visitDeviceOf(null)).toBeNull();
    expect(visitDeviceOf(undefined)).toBeNull();
    expect(visitDeviceOf('')).toBeNull();
  });
});
