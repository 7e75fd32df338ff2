export type RiskType = 'Relapse Risk' | 'Readmission Risk' | 'Low Risk';
export type RiskLevel = 'Critical' | 'High' | 'Moderate' | 'Low';
export type RiskLevelKey = 'critical' | 'high' | 'moderate' | 'low';

/** A patient of the GlohPredict demo. */
export interface PredictPatient {
  name: string;
  id: string;
  riskScore: number;
  riskType: RiskType;
  riskLevel: RiskLevel;
  lastUpdate: string;
  level: RiskLevelKey;
  avatar: string;
  trend: 'up' | 'down' | 'stable';
  department: string;
  age: number;
  gender: string;
  diagnosis: string;
}

export interface TimelinePoint {
  date: string;
  risk: number;
  event: string | null;
}

export interface RiskFactor {
  factor: string;
  /** Signed: positive raises risk. */
  impact: number;
  type: 'negative' | 'positive';
  confidence: number;
  clinicalNote: string;
}

export interface ModelInsight {
  primaryModel: string;
  confidence: number;
  similarCases: number;
  timeToEvent: string;
  recommendations: readonly string[];
}

export interface PredictAlert {
  id: string;
  type: 'high' | 'improvement' | 'review' | 'critical';
  patient: string;
  message: string;
  time: string;
  read: boolean;
}

/** The props of each view that lists the patients and picks the one the dashboard shows. */
export interface PatientPickerProps {
  patients: readonly PredictPatient[];
  selectedId: string;
  onSelect: (patientId: string) => void;
}
