import { Icon, type IconPath } from '../../components/icon';
import { calendarIcon } from '../../components/icons/calendar';
import { messageIcon } from '../../components/icons/message';
import { pillIcon } from '../../components/icons/pill';
import { MockFrame } from '../../components/mock-frame';
import { CARE_ACTIVITY, CARE_QUICK_ACTIONS, HEALTH_SCORE } from './sample-data';
import styles from '../../styles/marketing.module.css';

const ACTION_ICON: Record<(typeof CARE_QUICK_ACTIONS)[number], IconPath> = {
  Schedule: calendarIcon,
  Refill: pillIcon,
  Message: messageIcon,
};

const RING_RADIUS = 42;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

export function CareDashboardMock() {
  return (
    <MockFrame
      title="GlohCare · Patient dashboard"
      caption="Mock-up of the GlohCare patient dashboard with sample data."
    >
      <div className="col-12 col-sm-5">
        <div className={`${styles.mockTile} text-center`}>
          <p className={`${styles.mockLabel} mb-2`}>Health score</p>
          <svg viewBox="0 0 100 100" width="112" height="112" aria-hidden="true">
            <circle cx="50" cy="50" r={RING_RADIUS} fill="none" stroke="#e3eaef" strokeWidth="10" />
            <circle
              cx="50"
              cy="50"
              r={RING_RADIUS}
              fill="none"
              stroke="#12756b"
              strokeWidth="10"
              strokeLinecap="round"
              strokeDasharray={`${(HEALTH_SCORE / 100) * RING_LENGTH} ${RING_LENGTH}`}
              transform="rotate(-90 50 50)"
            />
          </svg>
          <p className={`${styles.mockFigure} mt-n2 mb-0`}>
            {HEALTH_SCORE}
            <span className={styles.mockLabel}> / 100</span>
          </p>
          <p className="small text-success-emphasis mb-0">Up 4 this week</p>
        </div>
      </div>
      <div className="col-12 col-sm-7">
        <p className="fw-semibold small mb-2">Quick actions</p>
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3">
          {CARE_QUICK_ACTIONS.map((action) => (
            <li key={action} className={styles.mockChip}>
              <Icon icon={ACTION_ICON[action]} size={16} />
              {action}
            </li>
          ))}
        </ul>
        <p className="fw-semibold small mb-1">Recent activity</p>
        <ul className={styles.mockList}>
          {CARE_ACTIVITY.map((item) => (
            <li key={item.title}>
              <span>{item.title}</span>
              <span className={`${styles.mockLabel} text-nowrap`}>{item.time}</span>
            </li>
          ))}
        </ul>
      </div>
    </MockFrame>
  );
}
