import type { PredictAlert } from '../predict-types';
import { PredictPanel } from './predict-panel';
import styles from '../gloh-predict.module.css';
import { RISK_BG_CLASS } from '../risk-classes';

const ALERT_LABELS: Record<
  PredictAlert['type'],
  { label: string; tone: keyof typeof RISK_BG_CLASS }
> = {
  critical: { label: 'Critical', tone: 'red' },
  high: { label: 'High risk', tone: 'orange' },
  improvement: { label: 'Improvement', tone: 'green' },
  review: { label: 'Review', tone: 'blue' },
};

export function AlertFeed({ alerts }: { alerts: readonly PredictAlert[] }) {
  return (
    <PredictPanel headingId="alert-feed-heading" title="Alert Feed">
      <ul className="list-unstyled mb-0 alert-feed">
        {alerts.map((alert) => (
          <li
            key={alert.id}
            className={`${styles.alertFeedItem} ${alert.read ? '' : styles.unread}`}
          >
            <div className="d-flex justify-content-between gap-2 mb-1">
              <span
                className={`${styles.riskBadge} ${RISK_BG_CLASS[ALERT_LABELS[alert.type].tone]}`}
              >
                {ALERT_LABELS[alert.type].label}
              </span>
              <span className="small text-body-secondary">
                {alert.time}
                {alert.read ? '' : ' · New'}
              </span>
            </div>
            <p className="fw-semibold mb-0">{alert.patient}</p>
            <p className="small mb-0">{alert.message}</p>
          </li>
        ))}
      </ul>
    </PredictPanel>
  );
}
