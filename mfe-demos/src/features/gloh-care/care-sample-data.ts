// Made-up sample data of the care demo: no real patient is described.
import type { CareMessage, CareTask, Medication, ScorePoint, Wellness } from './care-types';

export const PATIENT_FIRST_NAME = 'Alex';

export const WELLNESS: Wellness = {
  score: 0.28,
  mainFactors: ['Regular sleep', 'Medication on time', 'Daily check-ins'],
  lastSleep: '7h 20m',
  mood: 'good',
  energy: 'medium',
  nextAppointment: 'Thursday, 10:30 AM with Dr. Rivera (video visit)',
};

/** The next appointment as the greeting banner shows it. */
export const NEXT_VISIT_SHORT = 'Thursday, 10:30 AM';

export const SCORE_SERIES: readonly ScorePoint[] = [
  { date: '2024-01-08', score: 0.52, event: 'none' },
  { date: '2024-01-09', score: 0.49, event: 'meds' },
  { date: '2024-01-10', score: 0.47, event: 'none' },
  { date: '2024-01-11', score: 0.5, event: 'missed' },
  { date: '2024-01-12', score: 0.44, event: 'meds' },
  { date: '2024-01-13', score: 0.38, event: 'none' },
  { date: '2024-01-14', score: 0.35, event: 'none' },
  { date: '2024-01-15', score: 0.31, event: 'meds' },
  { date: '2024-01-16', score: 0.29, event: 'none' },
  { date: '2024-01-17', score: 0.28, event: 'none' },
];

export const MEDICATIONS: readonly Medication[] = [
  { name: 'Sertraline 50 mg', status: 'taken', time: '8:00 AM' },
  { name: 'Vitamin D 1000 IU', status: 'taken', time: '8:00 AM' },
  { name: 'Melatonin 3 mg', status: 'pending', time: '9:30 PM' },
];

export const TASKS: readonly CareTask[] = [
  {
    id: 'T-1',
    type: 'check-in',
    title: 'Complete the morning mood check-in',
    status: 'completed',
    priority: 'high',
  },
  { id: 'T-2', type: 'activity', title: '20-minute walk', status: 'pending', priority: 'medium' },
  {
    id: 'T-3',
    type: 'journal',
    title: 'Evening journal entry',
    status: 'pending',
    priority: 'low',
  },
  {
    id: 'T-4',
    type: 'appointment',
    title: 'Video visit with Dr. Rivera',
    status: 'scheduled',
    priority: 'high',
  },
];

export const MESSAGES: readonly CareMessage[] = [
  {
    id: 'M-1',
    from: 'Dr. Rivera',
    message:
      'Great progress this week. Keep the evening routine going and we can talk about it on Thursday.',
    time: '9:12 AM',
    unread: true,
  },
  {
    id: 'M-2',
    from: 'Care Coordinator Sam',
    message: 'Your pharmacy refill is ready for pick-up.',
    time: 'Yesterday',
    unread: false,
  },
  {
    id: 'M-3',
    from: 'Journal',
    message: 'Slept better after switching off screens an hour before bed.',
    time: 'Mon',
    unread: false,
  },
];
