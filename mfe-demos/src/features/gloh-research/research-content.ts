/** The three capability cards of the research page. */
export const RESEARCH_CARDS: readonly { title: string; description: string }[] = [
  {
    title: 'Cohort Discovery',
    description:
      'Find patient cohorts across de-identified behavioral health data with a visual query builder.',
  },
  {
    title: 'Statistical Analysis',
    description:
      'Run outcome comparisons and survival analyses without exporting data from the governed platform.',
  },
  {
    title: 'Research Collaboration',
    description:
      'Share cohorts and findings with approved partners, with consent checks and audit trails built in.',
  },
];

export const COMING_SOON_CHIP = 'Demo Coming Soon';
