// Made-up sample data of the predict demo: no real patient is described.
import { ALERT_TREND_DAYS, TIMELINE_DAYS, TIMELINE_START } from './predict-constants';
import type {
  ModelInsight,
  PredictAlert,
  PredictPatient,
  RiskFactor,
  TimelinePoint,
} from './predict-types';

export const SAMPLE_PATIENTS = [
  {
    name: 'Maria Gonzalez',
    id: 'PT-1042',
    riskScore: 0.87,
    riskType: 'Relapse Risk',
    riskLevel: 'Critical',
    lastUpdate: '2 min ago',
    level: 'critical',
    avatar: 'MG',
    trend: 'up',
    department: 'Behavioral Health',
    age: 34,
    gender: 'Female',
    diagnosis: 'Major depressive disorder',
  },
  {
    name: 'James Carter',
    id: 'PT-1187',
    riskScore: 0.72,
    riskType: 'Readmission Risk',
    riskLevel: 'High',
    lastUpdate: '15 min ago',
    level: 'high',
    avatar: 'JC',
    trend: 'up',
    department: 'Inpatient Psychiatry',
    age: 52,
    gender: 'Male',
    diagnosis: 'Bipolar I disorder',
  },
  {
    name: 'Aisha Patel',
    id: 'PT-1203',
    riskScore: 0.58,
    riskType: 'Relapse Risk',
    riskLevel: 'Moderate',
    lastUpdate: '1 hr ago',
    level: 'moderate',
    avatar: 'AP',
    trend: 'stable',
    department: 'Addiction Services',
    age: 29,
    gender: 'Female',
    diagnosis: 'Alcohol use disorder',
  },
  {
    name: 'Robert Kim',
    id: 'PT-1256',
    riskScore: 0.46,
    riskType: 'Readmission Risk',
    riskLevel: 'Moderate',
    lastUpdate: '3 hr ago',
    level: 'moderate',
    avatar: 'RK',
    trend: 'down',
    department: 'Outpatient Clinic',
    age: 61,
    gender: 'Male',
    diagnosis: 'Generalized anxiety disorder',
  },
  {
    name: 'Emily Chen',
    id: 'PT-1319',
    riskScore: 0.18,
    riskType: 'Low Risk',
    riskLevel: 'Low',
    lastUpdate: 'Yesterday',
    level: 'low',
    avatar: 'EC',
    trend: 'down',
    department: 'Outpatient Clinic',
    age: 41,
    gender: 'Female',
    diagnosis: 'PTSD, in remission',
  },
] as const satisfies readonly PredictPatient[];

/** The selected patient, or the first one (the default selection) for an unknown id. */
export function findPatient(patientId: string): PredictPatient {
  return SAMPLE_PATIENTS.find((patient) => patient.id === patientId) ?? SAMPLE_PATIENTS[0];
}

/** Day-to-day wobble shared by every sample timeline, so the lines look measured, not drawn. */
const WOBBLE = [
  0.02, -0.03, 0.01, 0.04, -0.02, 0.03, -0.01, 0.02, -0.04, 0.01, 0.03, -0.02, 0.01, 0,
];

const TIMELINE_EVENTS: Record<string, Record<number, string>> = {
  'PT-1042': { 3: 'Missed appointment', 8: 'Medication change', 12: 'Sleep disruption' },
  'PT-1187': { 2: 'Discharged', 6: 'Missed medication', 11: 'ER visit' },
  'PT-1203': { 4: 'Group session', 9: 'Craving reported' },
  'PT-1256': { 5: 'Therapy session', 10: 'Medication adherence up' },
  'PT-1319': { 7: 'Follow-up completed' },
};

const TREND_SLOPE = { up: 0.3, stable: 0.04, down: -0.22 } as const;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const clampRisk = (value: number) => Math.min(0.99, Math.max(0.01, value));

/** The patient's 14 daily points from 2024-01-01, ending at today's risk score. */
export function buildTimeline(patient: PredictPatient): TimelinePoint[] {
  const events = TIMELINE_EVENTS[patient.id] ?? {};
  const slope = TREND_SLOPE[patient.trend];
  return Array.from({ length: TIMELINE_DAYS }, (_, day) => {
    const daysBeforeEnd = TIMELINE_DAYS - 1 - day;
    const risk =
      patient.riskScore - (slope * daysBeforeEnd) / (TIMELINE_DAYS - 1) + (WOBBLE[day] ?? 0);
    return {
      date: addDays(TIMELINE_START, day),
      risk: day === TIMELINE_DAYS - 1 ? patient.riskScore : Math.round(clampRisk(risk) * 100) / 100,
      event: events[day] ?? null,
    };
  });
}

export const RISK_FACTORS: Record<string, readonly RiskFactor[]> = {
  'PT-1042': [
    {
      factor: 'Missed appointments (30 days)',
      impact: 0.32,
      type: 'negative',
      confidence: 0.91,
      clinicalNote: 'Two missed sessions since the last medication change.',
    },
    {
      factor: 'Sleep duration trend',
      impact: 0.24,
      type: 'negative',
      confidence: 0.84,
      clinicalNote: 'Average sleep down to 5.1 hours from wearable data.',
    },
    {
      factor: 'PHQ-9 score change',
      impact: 0.18,
      type: 'negative',
      confidence: 0.88,
      clinicalNote: 'PHQ-9 rose from 11 to 17 in three weeks.',
    },
    {
      factor: 'Family support engagement',
      impact: -0.12,
      type: 'positive',
      confidence: 0.76,
      clinicalNote: 'A family member attends weekly check-ins.',
    },
  ],
  'PT-1187': [
    {
      factor: 'Days since discharge',
      impact: 0.28,
      type: 'negative',
      confidence: 0.9,
      clinicalNote: 'Discharged 12 days ago; the first 30 days carry the most risk.',
    },
    {
      factor: 'Medication adherence',
      impact: 0.22,
      type: 'negative',
      confidence: 0.86,
      clinicalNote: 'Refill was 6 days late.',
    },
    {
      factor: 'Prior readmissions',
      impact: 0.15,
      type: 'negative',
      confidence: 0.93,
      clinicalNote: 'Two readmissions in the past year.',
    },
    {
      factor: 'Outpatient follow-up booked',
      impact: -0.09,
      type: 'positive',
      confidence: 0.8,
      clinicalNote: 'Follow-up visit scheduled within 7 days.',
    },
  ],
  'PT-1203': [
    {
      factor: 'Reported cravings',
      impact: 0.21,
      type: 'negative',
      confidence: 0.82,
      clinicalNote: 'Craving scores up in daily check-ins.',
    },
    {
      factor: 'Group session attendance',
      impact: -0.16,
      type: 'positive',
      confidence: 0.87,
      clinicalNote: 'Attended 5 of 6 group sessions.',
    },
    {
      factor: 'Social stressors',
      impact: 0.12,
      type: 'negative',
      confidence: 0.71,
      clinicalNote: 'New job change mentioned in journal.',
    },
  ],
  'PT-1256': [
    {
      factor: 'Therapy engagement',
      impact: -0.19,
      type: 'positive',
      confidence: 0.85,
      clinicalNote: 'Weekly CBT sessions attended consistently.',
    },
    {
      factor: 'Age-related comorbidities',
      impact: 0.14,
      type: 'negative',
      confidence: 0.79,
      clinicalNote: 'Hypertension managed in primary care.',
    },
    {
      factor: 'Medication adherence',
      impact: -0.11,
      type: 'positive',
      confidence: 0.83,
      clinicalNote: 'Adherence up to 95% this month.',
    },
  ],
  'PT-1319': [
    {
      factor: 'Stable sleep pattern',
      impact: -0.2,
      type: 'positive',
      confidence: 0.88,
      clinicalNote: 'Seven or more hours on most nights.',
    },
    {
      factor: 'Completed treatment plan',
      impact: -0.17,
      type: 'positive',
      confidence: 0.9,
      clinicalNote: 'Finished the prolonged exposure programme.',
    },
    {
      factor: 'Anniversary of trauma',
      impact: 0.08,
      type: 'negative',
      confidence: 0.64,
      clinicalNote: 'Anniversary date in the coming month.',
    },
  ],
};

export const MODEL_INSIGHTS: Record<string, ModelInsight> = {
  'PT-1042': {
    primaryModel: 'Relapse LSTM v2.3',
    confidence: 0.89,
    similarCases: 1247,
    timeToEvent: '7–10 days',
    recommendations: [
      'Schedule an outreach call within 24 hours',
      'Review the current antidepressant dose with the prescriber',
      'Offer a sleep hygiene session',
    ],
  },
  'PT-1187': {
    primaryModel: 'Readmission XGBoost v1.8',
    confidence: 0.84,
    similarCases: 986,
    timeToEvent: '14–21 days',
    recommendations: [
      'Confirm the outpatient follow-up appointment',
      'Enrol in the pharmacy refill reminder programme',
      'Arrange a care coordinator home visit',
    ],
  },
  'PT-1203': {
    primaryModel: 'Relapse LSTM v2.3',
    confidence: 0.78,
    similarCases: 642,
    timeToEvent: '21–30 days',
    recommendations: [
      'Add a mid-week check-in with the peer support worker',
      'Review the relapse prevention plan together',
    ],
  },
  'PT-1256': {
    primaryModel: 'Readmission XGBoost v1.8',
    confidence: 0.81,
    similarCases: 1534,
    timeToEvent: '30+ days',
    recommendations: [
      'Continue weekly CBT sessions',
      'Share the blood pressure plan with primary care',
    ],
  },
  'PT-1319': {
    primaryModel: 'Relapse LSTM v2.3',
    confidence: 0.92,
    similarCases: 2108,
    timeToEvent: 'No event expected',
    recommendations: ['Keep monthly check-ins', 'Plan extra support around the anniversary date'],
  },
};

export function factorsFor(patientId: string): readonly RiskFactor[] {
  return RISK_FACTORS[patientId] ?? [];
}

const NO_INSIGHT: ModelInsight = {
  primaryModel: 'Not scored',
  confidence: 0,
  similarCases: 0,
  timeToEvent: 'Unknown',
  recommendations: [],
};

export function insightFor(patientId: string): ModelInsight {
  return MODEL_INSIGHTS[patientId] ?? NO_INSIGHT;
}

export const SAMPLE_ALERTS: readonly PredictAlert[] = [
  {
    id: 'AL-301',
    type: 'critical',
    patient: 'Maria Gonzalez',
    message: 'Relapse risk rose above 0.85 after a missed appointment.',
    time: '2 min ago',
    read: false,
  },
  {
    id: 'AL-302',
    type: 'high',
    patient: 'James Carter',
    message: 'Late medication refill detected 12 days after discharge.',
    time: '15 min ago',
    read: false,
  },
  {
    id: 'AL-303',
    type: 'improvement',
    patient: 'Robert Kim',
    message: 'Risk down 0.12 this week with steady therapy attendance.',
    time: '3 hr ago',
    read: true,
  },
  {
    id: 'AL-304',
    type: 'review',
    patient: 'Aisha Patel',
    message: 'Model flagged new journal themes for clinician review.',
    time: 'Yesterday',
    read: true,
  },
];

/** Alerts per day over the last week, ending today. */
const ALERTS_PER_DAY = { Mon: 4, Tue: 6, Wed: 5, Thu: 8, Fri: 7, Sat: 9, Sun: 10 };

export const ALERT_TREND: readonly { day: string; alerts: number }[] = Object.entries(
  ALERTS_PER_DAY,
)
  .map(([day, alerts]) => ({ day, alerts }))
  .slice(-ALERT_TREND_DAYS);
