import { useReducer } from 'react';
import { DemoWrapper } from '../../components/demo-wrapper/demo-wrapper';
import { SampleDataBadge } from '../../components/sample-data-badge';
import { AlertFeed } from './components/alert-feed';
import { PatientDetail } from './components/patient-detail';
import { PatientRiskTable } from './components/patient-risk-table';
import { PredictSidebar } from './components/predict-sidebar';
import { PredictToolbar } from './components/predict-toolbar';
import { SummaryCards } from './components/summary-cards';
import {
  buildTimeline,
  factorsFor,
  findPatient,
  insightFor,
  SAMPLE_ALERTS,
  SAMPLE_PATIENTS,
} from './predict-sample-data';
import { initialPredictViewState, predictViewReducer } from './predict-view-state';
import { DemoLayout } from '../../components/demo-layout/demo-layout';
import styles from './gloh-predict.module.css';

const PATIENT_IDS = SAMPLE_PATIENTS.map((patient) => patient.id);

function PredictDashboard() {
  const [state, dispatch] = useReducer(predictViewReducer, PATIENT_IDS, initialPredictViewState);
  const patient = findPatient(state.selectedPatientId);
  const select = (patientId: string) => dispatch({ type: 'select-patient', patientId });
  return (
    <DemoLayout
      layoutClassName={styles.predictLayout}
      sidebar={
        <PredictSidebar patients={SAMPLE_PATIENTS} selectedId={patient.id} onSelect={select} />
      }
    >
      <div className={styles.predictMain}>
        <header className={styles.predictHeader}>
          <div>
            <h1 className="h3 mb-1">GlohPredict Risk Dashboard</h1>
            <p className="mb-0 text-body-secondary">
              Relapse and readmission risk across your caseload.{' '}
              <SampleDataBadge className="ms-1" />
            </p>
          </div>
          <PredictToolbar
            timeRange={state.timeRange}
            onlyMyAlerts={state.onlyMyAlerts}
            onTimeRange={(value) => dispatch({ type: 'set-time-range', value })}
            onToggleOnlyMyAlerts={() => dispatch({ type: 'toggle-only-my-alerts' })}
          />
        </header>
        <SummaryCards />
        <div className={styles.predictLists}>
          <PatientRiskTable patients={SAMPLE_PATIENTS} selectedId={patient.id} onSelect={select} />
          <AlertFeed alerts={SAMPLE_ALERTS} />
        </div>
        <PatientDetail
          patient={patient}
          timeline={buildTimeline(patient)}
          factors={factorsFor(patient.id)}
          insight={insightFor(patient.id)}
        />
        <p className="small text-body-secondary mt-4 mb-0">
          All patients, scores and alerts on this page are made-up sample data for illustration. No
          real patient information is shown.
        </p>
      </div>
    </DemoLayout>
  );
}

export default function GlohPredictPage() {
  return (
    <>
      <DemoWrapper>
        <PredictDashboard />
      </DemoWrapper>
    </>
  );
}
