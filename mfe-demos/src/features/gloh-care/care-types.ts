/** The GlohCare demo's data. */
export interface Wellness {
  /** 0..1, lower is better wellness. */
  score: number;
  mainFactors: readonly string[];
  lastSleep: string;
  mood: 'good' | 'neutral' | 'bad';
  energy: 'high' | 'medium' | 'low';
  nextAppointment: string;
}

export interface ScorePoint {
  date: string;
  score: number;
  event: 'meds' | 'missed' | 'none';
}

export interface Medication {
  name: string;
  status: 'taken' | 'pending';
  time: string;
}

export interface CareTask {
  id: string;
  type: string;
  title: string;
  status: 'completed' | 'pending' | 'scheduled';
  priority: 'low' | 'medium' | 'high';
}

export interface CareMessage {
  id: string;
  from: string;
  message: string;
  time: string;
  unread: boolean;
}
