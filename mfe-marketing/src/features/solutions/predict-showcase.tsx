import { SampleDataNote } from '../../components/sample-data-note';
import {
  formatScore,
  HIGH_RISK_ALERT_COUNT,
  RISK_ALERTS,
  SHAP_FACTORS,
  type RiskLevel,
} from './predict-showcase-data';

const LEVEL_CLASS: Record<RiskLevel, string> = {
  High: 'status-high',
  Medium: 'status-medium',
  Low: 'status-low',
};

const MAX_IMPACT = Math.max(...SHAP_FACTORS.map((factor) => Math.abs(factor.impact)));

export function PredictShowcase() {
  return (
    <figure className="mock-window mb-0" aria-labelledby="predict-mock-caption">
      <div className="mock-window-bar">
        <span>GlohPredict · Risk overview</span>
        <SampleDataNote />
      </div>
      <div className="mock-window-body">
        <figcaption id="predict-mock-caption" className="visually-hidden">
          Mock-up of the GlohPredict risk dashboard with illustrative sample data.
        </figcaption>
        <div className="row g-3">
          <div className="col-12 col-md-7">
            <div className="d-flex justify-content-between align-items-baseline mb-2">
              <h3 className="h6 mb-0">Risk alerts</h3>
              <span className="status-pill status-high">{HIGH_RISK_ALERT_COUNT} high-risk</span>
            </div>
            <ul className="mock-list">
              {RISK_ALERTS.map((alert) => (
                <li key={alert.patient}>
                  <span className="min-w-0">
                    <span className="d-block fw-semibold">{alert.patient}</span>
                    <span className="mock-label">{alert.reasons.join(' · ')}</span>
                  </span>
                  <span className="text-end">
                    <span className={`status-pill ${LEVEL_CLASS[alert.level]}`}>{alert.level}</span>
                    <span className="d-block mock-label mt-1">
                      Score {formatScore(alert.score)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-md-5">
            <h3 className="h6">Why Patient A-1042 is at risk</h3>
            <p className="mock-label mb-2">Top SHAP factors; bars to the right raise risk.</p>
            <ul className="list-unstyled mb-0 d-grid gap-2">
              {SHAP_FACTORS.map(({ factor, impact }) => {
                const width = `${(Math.abs(impact) / MAX_IMPACT) * 50}%`;
                return (
                  <li key={factor}>
                    <span className="d-flex justify-content-between small">
                      <span>{factor}</span>
                      <span className="fw-semibold">
                        {impact > 0 ? '+' : '−'}
                        {Math.abs(impact).toFixed(2)}
                      </span>
                    </span>
                    <span className="shap-bar" aria-hidden="true">
                      <span
                        className={impact > 0 ? 'shap-raise' : 'shap-lower'}
                        style={impact > 0 ? { left: '50%', width } : { right: '50%', width }}
                      />
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </figure>
  );
}
