import { countUnread, greetingFor, wellnessBand } from './care-format';
import { MESSAGES } from './care-sample-data';

describe('care formatting', () => {
  it('greets by time of day', () => {
    expect(greetingFor(new Date(2024, 0, 15, 8))).toBe('Good morning');
    expect(greetingFor(new Date(2024, 0, 15, 14))).toBe('Good afternoon');
    expect(greetingFor(new Date(2024, 0, 15, 20))).toBe('Good evening');
  });

  it('reads a lower wellness score as better', () => {
    expect(wellnessBand(0.2)).toBe('Doing well');
    expect(wellnessBand(0.5)).toBe('Some concerns');
    expect(wellnessBand(0.8)).toBe('Needs support');
  });

  it('has one unread message: the Messages badge shows 1', () => {
    expect(countUnread(MESSAGES)).toBe(1);
  });
});
