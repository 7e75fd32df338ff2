/** Local view state of the care demo; nothing here is saved or sent. */
/** The care menu's sections, in menu order, with their labels. */
export const CARE_SECTION_LABELS = {
  dashboard: 'Dashboard',
  careplan: 'Care Plan',
  messages: 'Messages',
  trends: 'Reports & Trends',
  data: 'My Data',
} as const;

export type CareSection = keyof typeof CARE_SECTION_LABELS;

export const CARE_SECTIONS = Object.keys(CARE_SECTION_LABELS) as CareSection[];
export type ShownCareSection = 'dashboard' | 'messages' | 'data';

export const PROGRESS_RANGES = [
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number]['id'];

export interface CareViewState {
  section: CareSection;
  progressRange: ProgressRange;
  shareWithResearch: boolean;
}

export const INITIAL_CARE_VIEW_STATE: CareViewState = {
  section: 'dashboard',
  progressRange: '7d',
  // Spec: the research-sharing switch is on by default.
  shareWithResearch: true,
};

export type CareViewAction =
  | { type: 'open-section'; section: CareSection }
  | { type: 'set-progress-range'; range: ProgressRange }
  | { type: 'toggle-research-sharing' };

export function careViewReducer(state: CareViewState, action: CareViewAction): CareViewState {
  switch (action.type) {
    case 'open-section':
      return { ...state, section: action.section };
    case 'set-progress-range':
      return { ...state, progressRange: action.range };
    case 'toggle-research-sharing':
      return { ...state, shareWithResearch: !state.shareWithResearch };
  }
}

/** Care Plan and Reports & Trends have no screen of their own in the demo: they show the dashboard. */
export function shownSection(section: CareSection): ShownCareSection {
  if (section === 'messages' || section === 'data') return section;
  return 'dashboard';
}
