import { deriveSessionStatus, isProblem } from './session-status';

describe('session status', () => {
  it('reports the worst condition first', () => {
    expect(deriveSessionStatus(false, false, true)).toBe('offline');
    expect(deriveSessionStatus(true, false, true)).toBe('cookies-disabled');
    expect(deriveSessionStatus(true, true, false)).toBe('no-session');
    expect(deriveSessionStatus(true, true, true)).toBe('connected');
  });

  it('shows itself only for connectivity and cookie problems', () => {
    expect(isProblem('offline')).toBe(true);
    expect(isProblem('cookies-disabled')).toBe(true);
    expect(isProblem('no-session')).toBe(false);
    expect(isProblem('connected')).toBe(false);
  });
});
