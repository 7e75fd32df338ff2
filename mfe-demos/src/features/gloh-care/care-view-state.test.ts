import { careViewReducer, INITIAL_CARE_VIEW_STATE, shownSection } from './care-view-state';

describe('care view state', () => {
  it('starts on the dashboard, 7 days, research sharing on', () => {
    expect(INITIAL_CARE_VIEW_STATE).toEqual({
      section: 'dashboard',
      progressRange: '7d',
      shareWithResearch: true,
    });
  });

  it('opens sections and switches the progress range', () => {
    const messages = careViewReducer(INITIAL_CARE_VIEW_STATE, {
      type: 'open-section',
      section: 'messages',
    });
    expect(messages.section).toBe('messages');
    expect(
      careViewReducer(messages, { type: 'set-progress-range', range: '30d' }).progressRange,
    ).toBe('30d');
  });

  it('toggles research sharing', () => {
    const off = careViewReducer(INITIAL_CARE_VIEW_STATE, { type: 'toggle-research-sharing' });
    expect(off.shareWithResearch).toBe(false);
    expect(careViewReducer(off, { type: 'toggle-research-sharing' }).shareWithResearch).toBe(true);
  });

  it('falls back to the dashboard for Care Plan and Reports & Trends', () => {
    expect(shownSection('careplan')).toBe('dashboard');
    expect(shownSection('trends')).toBe('dashboard');
    expect(shownSection('dashboard')).toBe('dashboard');
    expect(shownSection('messages')).toBe('messages');
    expect(shownSection('data')).toBe('data');
  });
});
