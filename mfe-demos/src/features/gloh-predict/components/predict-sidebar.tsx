import type { PatientPickerProps } from '../predict-types';
import { formatScore, riskLevelColor } from '../risk-display';
import styles from '../gloh-predict.module.css';
import { RISK_BG_CLASS } from '../risk-classes';

const NAV_ITEMS = ['Dashboard', 'Patients', 'Alerts', 'Reports', 'Settings'] as const;

export function PredictSidebar({ patients, selectedId, onSelect }: PatientPickerProps) {
  return (
    <aside className={styles.predictSidebar} aria-label="GlohPredict navigation">
      <p className={`${styles.predictBrand} mb-3`}>
        Gloh<span>Predict</span>
      </p>
      {/* The demo has one screen: the other items are shown for the look and do not navigate. */}
      <ul className={`${styles.predictNav} list-unstyled mb-4`}>
        {NAV_ITEMS.map((item) => (
          <li key={item}>
            <span
              className={`${styles.predictNavItem} ${item === 'Dashboard' ? 'active' : ''}`}
              aria-current={item === 'Dashboard' ? 'page' : undefined}
            >
              {item}
            </span>
          </li>
        ))}
      </ul>
      <h2 className={styles.predictSidebarHeading} id="risk-overview-heading">
        Risk Overview
      </h2>
      <ul className="list-unstyled mb-0" aria-labelledby="risk-overview-heading">
        {patients.map((patient) => (
          <li key={patient.id}>
            <button
              type="button"
              className={`${styles.riskOverviewItem} ${patient.id === selectedId ? styles.selected : ''}`}
              aria-pressed={patient.id === selectedId}
              onClick={() => onSelect(patient.id)}
            >
              <span
                className={`${styles.avatar} ${RISK_BG_CLASS[riskLevelColor(patient.level)]}`}
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
