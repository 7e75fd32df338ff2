import { isDemoHost } from './demo-host';

describe('isDemoHost', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '192.0.2.10'])('shows the demo on %s', (host) => {
    expect(isDemoHost(host, '192.0.2.10')).toBe(true);
  });

  it.each(['www.gloh.example', '127.0.0.2', '192.0.2.1', 'localhost.evil.example', ''])(
    'hides the demo on %s',
    (host) => {
      expect(isDemoHost(host, '192.0.2.10')).toBe(false);
    },
  );

  it('does not treat an empty demo host setting as a match', () => {
    expect(isDemoHost('', '')).toBe(false);
  });
});
