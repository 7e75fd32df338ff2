import { ChartFigure } from '../../../components/charts/chart-figure';
import { PREDICT_SUMMARY } from '../predict-constants';
import { ALERT_TREND } from '../predict-sample-data';

export function SummaryCards() {
  const first = ALERT_TREND[0]?.alerts ?? 0;
  const last = ALERT_TREND[ALERT_TREND.length - 1]?.alerts ?? 0;
  return (
    <section className="predict-summary" aria-label="Summary">
      <div className="summary-card">
        <h2 className="summary-label">Active Patients</h2>
        <p className="summary-value">{PREDICT_SUMMARY.activePatients}</p>
        <p className="summary-note">Monitored by the model</p>
      </div>
      <div className="summary-card">
        <h2 className="summary-label">At-Risk Today</h2>
        <p className="summary-value risk-text-orange">{PREDICT_SUMMARY.atRiskToday}</p>
        <p className="summary-note">
          <span aria-hidden="true">▲ </span>
          {`up ${PREDICT_SUMMARY.atRiskChangeFromYesterday} from yesterday`}
        </p>
      </div>
      <div className="summary-card">
        <h2 className="summary-label">Critical Alerts</h2>
        <p className="summary-value risk-text-red">{PREDICT_SUMMARY.criticalAlerts}</p>
        <p className="summary-note">Need review now</p>
      </div>
      <div className="summary-card">
        <h2 className="summary-label">Alert Trend (7 days)</h2>
        <ChartFigure
          caption="Alerts per day, last 7 days"
          captionHidden
          summary={`Alerts per day rose from ${first} to ${last} over the last 7 days.`}
          labelHeader="Day"
          type="line"
          seriesName="Alerts"
          color="#12756b"
          points={ALERT_TREND.map((entry) => ({ label: entry.day, value: entry.alerts }))}
          sparkline
          height={64}
        />
      </div>
    </section>
  );
}
