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

  // Care Plan and Reports & Trends fall back to the dashboard.
  const SHOWN = {
    careplan: 'dashboard',
    trends: 'dashboard',
    dashboard: 'dashboard',
    messages: 'messages',
    data: 'data',
  } as const;

  it.each(Object.entries(SHOWN))('shows %s as %s', (section, shown) => {
    expect(shownSection(section as keyof typeof SHOWN)).toBe(shown);
  });
});
