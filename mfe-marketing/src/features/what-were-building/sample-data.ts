/** Made-up sample figures for the product mock-ups (illustrative only). */

export const HEALTH_SCORE = 82;

export const CARE_QUICK_ACTIONS = ['Schedule', 'Refill', 'Message'] as const;

export const CARE_ACTIVITY: readonly { title: string; time: string }[] = [
  { title: 'Mood check-in completed', time: '2 h ago' },
  { title: 'Refill request sent to pharmacy', time: 'Yesterday' },
  { title: 'Therapy session confirmed for Thu 10:00', time: '2 days ago' },
];

export const PHONE_QUICK_ACTIONS = [
  'Health Data',
  'Medications',
  'Appointments',
  'Messages',
] as const;

export const PHONE_VITALS: readonly { label: string; value: string }[] = [
  { label: 'Heart rate', value: '68 bpm' },
  { label: 'Sleep', value: '7h 20m' },
  { label: 'Steps', value: '6,430' },
];

export const PHONE_SCHEDULE: readonly { time: string; title: string }[] = [
  { time: '09:00', title: 'Morning medication' },
  { time: '14:30', title: 'Video session with care team' },
];

export const PHONE_INSIGHT =
  'Your sleep has improved 3 nights in a row. Keep your evening routine.';

export const PHONE_ACTIVITY: readonly string[] = ['Journal entry added', 'Walk logged · 25 min'];

/** 18 available shifts, hourly rates 28–32 dollars. */
export const AVAILABLE_SHIFT_COUNT = 18;
export const HOURLY_RATE_MIN_USD = 28;
export const HOURLY_RATE_MAX_USD = 32;

export type ShiftStatus = 'Urgent' | 'Available' | 'New';

export const SHIFTS: readonly {
  title: string;
  time: string;
  hourlyRate: number;
  distance: string;
  status: ShiftStatus;
}[] = [
  {
    title: 'Behavioral health aide',
    time: 'Today · 15:00–23:00',
    hourlyRate: 32,
    distance: '2.1 mi',
    status: 'Urgent',
  },
  {
    title: 'Home support visit',
    time: 'Tomorrow · 09:00–13:00',
    hourlyRate: 28,
    distance: '4.8 mi',
    status: 'Available',
  },
  {
    title: 'Residential night shift',
    time: 'Fri · 22:00–06:00',
    hourlyRate: 30,
    distance: '6.3 mi',
    status: 'New',
  },
];

export const CARER_PROFILE = {
  initials: 'JR',
  name: 'Jordan R.',
  role: 'Certified peer support specialist',
  rating: 4.9,
  shiftCount: 126,
  completionPercent: 98,
  skills: ['De-escalation', 'Medication support', 'CPR certified'],
} as const;

export type InsightPriority = 'High' | 'Medium' | 'Low';

export const PATIENT_INSIGHTS: readonly {
  label: string;
  note: string;
  priority: InsightPriority;
}[] = [
  {
    label: 'Evening check-ins',
    note: 'Missed two in a row, follow up on arrival.',
    priority: 'High',
  },
  {
    label: 'Medication',
    note: 'New dose since Monday; watch for side effects.',
    priority: 'Medium',
  },
  { label: 'Routine', note: 'Prefers a short walk before dinner.', priority: 'Low' },
];

export const COHORTS: readonly { label: string; patients: number }[] = [
  { label: 'Depression, 18–35', patients: 1248 },
  { label: 'Substance use, post-discharge', patients: 864 },
  { label: 'Bipolar disorder', patients: 412 },
];

export const RESEARCH_STATS: readonly { label: string; value: string }[] = [
  { label: 'Median follow-up', value: '11 mo' },
  { label: '30-day readmission', value: '14.2%' },
  { label: 'Model AUC', value: '0.81' },
];

export type ProjectStatus = 'In Progress' | 'Data Collection' | 'Analysis';

export const RESEARCH_PROJECTS: readonly {
  title: string;
  status: ProjectStatus;
  progress: number;
}[] = [
  { title: 'Sleep and relapse risk', status: 'In Progress', progress: 64 },
  { title: 'Peer support outcomes', status: 'Data Collection', progress: 35 },
  { title: 'Readmission after discharge', status: 'Analysis', progress: 82 },
];

export const DATA_QUALITY: readonly { label: string; percent: number }[] = [
  { label: 'Completeness', percent: 96 },
  { label: 'Consistency', percent: 92 },
  { label: 'Timeliness', percent: 89 },
];

export function formatHourlyRate(rate: number): string {
  return `$${rate}/hr`;
}
