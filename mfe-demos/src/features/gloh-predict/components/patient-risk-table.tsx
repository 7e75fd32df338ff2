import type { PatientPickerProps } from '../predict-types';
import { formatScore } from '../risk-display';
import { RiskLevelBadge, RiskTypeLabel } from './risk-badge';
import { PredictPanel } from './predict-panel';
import styles from '../gloh-predict.module.css';

export function PatientRiskTable({ patients, selectedId, onSelect }: PatientPickerProps) {
  return (
    <PredictPanel headingId="patient-risk-heading" title="Patient Risk">
      <div className="table-responsive">
        <table className={`table align-middle mb-0 ${styles.patientRiskTable}`}>
          <thead>
            <tr>
              <th scope="col">Name / ID</th>
              <th scope="col">Risk Score</th>
              <th scope="col">Last Update</th>
              <th scope="col">Include only</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {patients.map((patient) => {
              const selected = patient.id === selectedId;
              return (
                // A row click selects (spec); the name button gives keyboard users the same action.
                <tr
                  key={patient.id}
                  className={selected ? 'table-active' : undefined}
                  onClick={() => onSelect(patient.id)}
                >
                  <th scope="row">
                    <button
                      type="button"
                      className={`btn btn-link p-0 text-start fw-semibold ${styles.patientNameButton}`}
                      aria-pressed={selected}
                      onClick={() => onSelect(patient.id)}
                    >
                      {patient.name}
                    </button>
                    <span className="d-block small text-body-secondary">{patient.id}</span>
                  </th>
                  <td>
                    <span className="fw-semibold me-2">{formatScore(patient.riskScore)}</span>
                    <RiskLevelBadge level={patient.level} label={patient.riskLevel} />
                    <span className="d-block small">
                      <RiskTypeLabel type={patient.riskType} />
                    </span>
                  </td>
                  <td className="text-nowrap">{patient.lastUpdate}</td>
                  <td>
                    <button type="button" className="btn btn-sm btn-outline-primary">
                      View<span className="visually-hidden"> {patient.name}</span>
                    </button>
                  </td>
                  <td>
                    <button type="button" className="btn btn-sm btn-primary">
                      Assign<span className="visually-hidden"> {patient.name}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </PredictPanel>
  );
}
