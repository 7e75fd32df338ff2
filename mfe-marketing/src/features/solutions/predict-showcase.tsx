import { MockFrame, MockListRow } from '../../components/mock-frame';
import {
  formatScore,
  HIGH_RISK_ALERT_COUNT,
  RISK_ALERTS,
  SHAP_FACTORS,
  type RiskLevel,
} from './predict-showcase-data';
import marketingStyles from '../../styles/marketing.module.css';
import solutionsStyles from './solutions.module.css';

const LEVEL_CLASS: Record<RiskLevel, string | undefined> = {
  High: marketingStyles.statusHigh,
  Medium: marketingStyles.statusMedium,
  Low: marketingStyles.statusLow,
};

const MAX_IMPACT = Math.max(...SHAP_FACTORS.map((factor) => Math.abs(factor.impact)));

export function PredictShowcase() {
  return (
    <MockFrame
      title="GlohPredict · Risk overview"
      caption="Mock-up of the GlohPredict risk dashboard with illustrative sample data."
    >
      <div className="col-12 col-md-7">
        <div className="d-flex justify-content-between align-items-baseline mb-2">
          <h3 className="h6 mb-0">Risk alerts</h3>
          <span className={`${marketingStyles.statusPill} ${marketingStyles.statusHigh}`}>
            {HIGH_RISK_ALERT_COUNT} high-risk
          </span>
        </div>
        <ul className={marketingStyles.mockList}>
          {RISK_ALERTS.map((alert) => (
            <MockListRow
              key={alert.patient}
              title={alert.patient}
              detail={alert.reasons.join(' · ')}
            >
              <span className={`${marketingStyles.statusPill} ${LEVEL_CLASS[alert.level]}`}>
                {alert.level}
              </span>
              <span className={`d-block ${marketingStyles.mockLabel} mt-1`}>
                Score {formatScore(alert.score)}
              </span>
            </MockListRow>
          ))}
        </ul>
      </div>
      <div className="col-12 col-md-5">
        <h3 className="h6">Why Patient A-1042 is at risk</h3>
        <p className={`${marketingStyles.mockLabel} mb-2`}>
          Top SHAP factors; bars to the right raise risk.
        </p>
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
                <span className={solutionsStyles.shapBar} aria-hidden="true">
                  <span
                    className={impact > 0 ? solutionsStyles.shapRaise : solutionsStyles.shapLower}
                    style={impact > 0 ? { left: '50%', width } : { right: '50%', width }}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </MockFrame>
  );
}
