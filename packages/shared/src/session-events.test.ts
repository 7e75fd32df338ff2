import { announceSessionChange, onSessionChange } from './session-events';

describe('session events', () => {
  it('reach every listener until it unsubscribes', () => {
    const listener = jest.fn();
    const unsubscribe = onSessionChange(listener);
    announceSessionChange();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    announceSessionChange();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
