import { formatNumber } from '@gloh/shared/number-format';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { TermList } from '../../../components/term-list';
import { AREA_TREND_POINTS, RISK_DOMAIN } from '../predict-constants';
import type { ModelInsight, PredictPatient, RiskFactor, TimelinePoint } from '../predict-types';
import {
  formatConfidence,
  formatImpact,
  formatScore,
  RISK_COLORS,
  riskLevelColor,
} from '../risk-display';
import { formatShortDate } from '@gloh/contract/english-dates';
import { RiskLevelBadge, RiskTypeLabel } from './risk-badge';
import styles from '../gloh-predict.module.css';
import { RISK_BG_CLASS } from '../risk-classes';

function describeTrend(points: readonly TimelinePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No data.';
  return `Risk went from ${formatScore(first.risk)} on ${formatShortDate(first.date)} to ${formatScore(last.risk)} on ${formatShortDate(last.date)}.`;
}

/** A patient's risk over time as a chart, with the same scale, format and summary everywhere. */
function RiskChart({
  caption,
  type,
  color,
  points,
  height,
}: {
  caption: string;
  type: 'line' | 'area';
  color: string;
  points: readonly TimelinePoint[];
  height: number;
}) {
  return (
    <ChartFigure
      caption={caption}
      captionHidden
      summary={describeTrend(points)}
      labelHeader="Date"
      type={type}
      seriesName="Risk score"
      color={color}
      yMin={RISK_DOMAIN.min}
      yMax={RISK_DOMAIN.max}
      format={formatScore}
      points={points.map((point) => ({ label: formatShortDate(point.date), value: point.risk }))}
      height={height}
    />
  );
}

function FactorBar({ factor }: { factor: RiskFactor }) {
  const raises = factor.impact > 0;
  // Bars are scaled to the largest impact a factor can plausibly have in the sample (0.4).
  const width = Math.min(100, Math.round((Math.abs(factor.impact) / 0.4) * 100));
  return (
    <li className="factor-item">
      <div className="d-flex justify-content-between gap-2">
        <span className="fw-semibold">{factor.factor}</span>
        <span className={raises ? styles.riskTextRed : styles.riskTextGreen}>
          {formatImpact(factor.impact)}
          <span className="visually-hidden">{raises ? ', raises risk' : ', lowers risk'}</span>
        </span>
      </div>
      <div className={styles.factorTrack} aria-hidden="true">
        <div
          className={`${styles.factorFill} ${raises ? styles.riskBgRed : styles.riskBgGreen}`}
          style={{ width: `${width}%` }}
        />
      </div>
      <p className="small text-body-secondary mb-0">
        {factor.clinicalNote} Confidence {formatConfidence(factor.confidence)}.
      </p>
    </li>
  );
}

export function PatientDetail({
  patient,
  timeline,
  factors,
  insight,
}: {
  patient: PredictPatient;
  timeline: readonly TimelinePoint[];
  factors: readonly RiskFactor[];
  insight: ModelInsight;
}) {
  const events = timeline.filter((point) => point.event !== null).reverse();
  const trend = timeline.slice(-AREA_TREND_POINTS);
  const color = RISK_COLORS[riskLevelColor(patient.level)];
  return (
    <section className={styles.predictDetail} aria-labelledby="patient-detail-heading">
      <div className={`${styles.predictCard} ${styles.patientHeader}`}>
        <span
          className={`${styles.avatar} ${styles.avatarLg} ${RISK_BG_CLASS[riskLevelColor(patient.level)]}`}
          aria-hidden="true"
        >
          {patient.avatar}
        </span>
        <div className="flex-grow-1">
          <h2 id="patient-detail-heading" className="h4 mb-1">
            {patient.name}
          </h2>
          <p className="mb-0 small text-body-secondary">
            {patient.id} · {patient.age} · {patient.gender} · {patient.department} ·{' '}
            {patient.diagnosis}
          </p>
        </div>
        <div className="text-end">
          <p className={`${styles.patientScore} mb-1`}>{formatScore(patient.riskScore)}</p>
          <RiskLevelBadge level={patient.level} label={patient.riskLevel} />
          <span className="d-block small mt-1">
            <RiskTypeLabel type={patient.riskType} />
          </span>
        </div>
      </div>

      <div className={styles.predictDetailGrid}>
        <div className={styles.predictCard}>
          <h3 className={styles.predictCardTitle}>Risk Timeline</h3>
          <RiskChart
            caption={`Risk timeline of ${patient.name}, 14 days`}
            type="line"
            color={color}
            points={timeline}
            height={260}
          />
          <h4 className="h6 mt-3">Recent events</h4>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {events.map((point) => (
              <li key={point.date} className={styles.eventChip}>
                {point.event}
                <span className="text-body-secondary"> · {formatShortDate(point.date)}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className={`${styles.predictCard} insights-card`}>
          <h3 className={styles.predictCardTitle}>Clinical AI Insights</h3>
          <TermList
            className={styles.insightList}
            terms={[
              ['Model', insight.primaryModel],
              ['Confidence', formatConfidence(insight.confidence)],
              ['Similar cases', formatNumber(insight.similarCases)],
              ['Predicted time to event', insight.timeToEvent],
            ]}
          />
          <h4 className="h6">Recommendations</h4>
          <ul className={`${styles.recommendations} mb-0`}>
            {insight.recommendations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>

        <div className={styles.predictCard}>
          <h3 className={styles.predictCardTitle}>Clinical Risk Factors</h3>
          <ul className="list-unstyled mb-0 d-grid gap-3">
            {factors.map((factor) => (
              <FactorBar key={factor.factor} factor={factor} />
            ))}
          </ul>
        </div>

        <div className={styles.predictCard}>
          <h3 className={styles.predictCardTitle}>Risk Trend (last {AREA_TREND_POINTS} days)</h3>
          <RiskChart
            caption={`Risk trend of ${patient.name}, last ${AREA_TREND_POINTS} days`}
            type="area"
            color={color}
            points={trend}
            height={200}
          />
        </div>
      </div>
    </section>
  );
}
