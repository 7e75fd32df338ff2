import { TIME_RANGE_OPTIONS, type TimeRange } from '../predict-constants';
import { SwitchToggle } from '../../../components/switch-toggle';
import styles from '../gloh-predict.module.css';

export function PredictToolbar({
  timeRange,
  onlyMyAlerts,
  onTimeRange,
  onToggleOnlyMyAlerts,
}: {
  timeRange: TimeRange;
  onlyMyAlerts: boolean;
  onTimeRange: (days: number) => void;
  onToggleOnlyMyAlerts: () => void;
}) {
  return (
    <div className={styles.predictToolbar}>
      <div className="d-flex align-items-center gap-2">
        <label htmlFor="predict-time-range" className="form-label mb-0 text-nowrap">
          Time range
        </label>
        <select
          id="predict-time-range"
          className="form-select"
          value={timeRange}
          onChange={(event) => onTimeRange(Number(event.target.value))}
        >
          {TIME_RANGE_OPTIONS.map((days) => (
            <option key={days} value={days}>
              Last {days} days
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-outline-primary">
        Filters
      </button>
      <SwitchToggle
        id="predict-only-my-alerts"
        checked={onlyMyAlerts}
        onToggle={onToggleOnlyMyAlerts}
        className="mb-0"
      >
        Show only my alerts
      </SwitchToggle>
    </div>
  );
}
