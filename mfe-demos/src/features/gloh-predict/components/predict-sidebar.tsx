import type { PredictPatient } from '../predict-types';
import { formatScore, riskLevelColor } from '../risk-display';

const NAV_ITEMS = ['Dashboard', 'Patients', 'Alerts', 'Reports', 'Settings'] as const;

export function PredictSidebar({
  patients,
  selectedId,
  onSelect,
}: {
  patients: readonly PredictPatient[];
  selectedId: string;
  onSelect: (patientId: string) => void;
}) {
  return (
    <aside className="predict-sidebar" aria-label="GlohPredict navigation">
      <p className="predict-brand mb-3">
        Gloh<span>Predict</span>
      </p>
      {/* The demo has one screen: the other items are shown for the look and do not navigate. */}
      <ul className="predict-nav list-unstyled mb-4">
        {NAV_ITEMS.map((item) => (
          <li key={item}>
            <span
              className={`predict-nav-item ${item === 'Dashboard' ? 'active' : ''}`}
              aria-current={item === 'Dashboard' ? 'page' : undefined}
            >
              {item}
            </span>
          </li>
        ))}
      </ul>
      <h2 className="predict-sidebar-heading" id="risk-overview-heading">
        Risk Overview
      </h2>
      <ul className="list-unstyled mb-0" aria-labelledby="risk-overview-heading">
        {patients.map((patient) => (
          <li key={patient.id}>
            <button
              type="button"
              className={`risk-overview-item ${patient.id === selectedId ? 'selected' : ''}`}
              aria-pressed={patient.id === selectedId}
              onClick={() => onSelect(patient.id)}
            >
              <span
                className={`avatar risk-bg-${riskLevelColor(patient.level)}`}
                aria-hidden="true"
              >
                {patient.avatar}
              </span>
              <span className="flex-grow-1 text-start">
                <span className="d-block fw-semibold">{patient.name}</span>
                <span className="d-block small">{patient.riskLevel} risk</span>
              </span>
              <span className="fw-semibold">{formatScore(patient.riskScore)}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
