import { ChartFigure } from '../../../components/charts/chart-figure';
import { PREDICT_SUMMARY } from '../predict-constants';
import { ALERT_TREND } from '../predict-sample-data';
import blockStyles from '../../../styles/demo-blocks.module.css';
import styles from '../gloh-predict.module.css';

export function SummaryCards() {
  const first = ALERT_TREND[0]?.alerts ?? 0;
  const last = ALERT_TREND[ALERT_TREND.length - 1]?.alerts ?? 0;
  return (
    <section className={styles.predictSummary} aria-label="Summary">
      <div className={blockStyles.panel}>
        <h2 className={styles.summaryLabel}>Active Patients</h2>
        <p className={styles.summaryValue}>{PREDICT_SUMMARY.activePatients}</p>
        <p className={styles.summaryNote}>Monitored by the model</p>
      </div>
      <div className={blockStyles.panel}>
        <h2 className={styles.summaryLabel}>At-Risk Today</h2>
        <p className={`${styles.summaryValue} ${styles.riskTextOrange}`}>
          {PREDICT_SUMMARY.atRiskToday}
        </p>
        <p className={styles.summaryNote}>
          <span aria-hidden="true">▲ </span>
          {`up ${PREDICT_SUMMARY.atRiskChangeFromYesterday} from yesterday`}
        </p>
      </div>
      <div className={blockStyles.panel}>
        <h2 className={styles.summaryLabel}>Critical Alerts</h2>
        <p className={`${styles.summaryValue} ${styles.riskTextRed}`}>
          {PREDICT_SUMMARY.criticalAlerts}
        </p>
        <p className={styles.summaryNote}>Need review now</p>
      </div>
      <div className={blockStyles.panel}>
        <h2 className={styles.summaryLabel}>Alert Trend (7 days)</h2>
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
