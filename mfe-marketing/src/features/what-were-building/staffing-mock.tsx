import { Icon } from '../../components/icon';
import { Meter, MockFrame, MockListRow } from '../../components/mock-frame';
import {
  AVAILABLE_SHIFT_COUNT,
  CARER_PROFILE,
  formatHourlyRate,
  PATIENT_INSIGHTS,
  SHIFTS,
  type InsightPriority,
  type ShiftStatus,
} from './sample-data';
import marketingStyles from '../../styles/marketing.module.css';
import { starIcon } from '../../components/icons/star';

const SHIFT_CLASS: Record<ShiftStatus, string | undefined> = {
  Urgent: marketingStyles.statusHigh,
  Available: marketingStyles.statusLow,
  New: marketingStyles.statusInfo,
};

const PRIORITY_CLASS: Record<InsightPriority, string | undefined> = {
  High: marketingStyles.statusHigh,
  Medium: marketingStyles.statusMedium,
  Low: marketingStyles.statusLow,
};

export function StaffingMock() {
  return (
    <MockFrame
      title="Carer staffing · Planned"
      caption="Mock-up of the planned carer staffing product with sample data."
    >
      <div className="col-12 col-md-7">
        <div className="d-flex justify-content-between align-items-baseline mb-1">
          <p className="fw-semibold small mb-0">Available shifts</p>
          <span className={marketingStyles.mockLabel}>{AVAILABLE_SHIFT_COUNT} near you</span>
        </div>
        <ul className={marketingStyles.mockList}>
          {SHIFTS.map((shift) => (
            <MockListRow
              key={shift.title}
              title={shift.title}
              detail={
                <>
                  {shift.time} · {shift.distance}
                </>
              }
            >
              <span className="d-block fw-bold">{formatHourlyRate(shift.hourlyRate)}</span>
              <span className={`${marketingStyles.statusPill} ${SHIFT_CLASS[shift.status]}`}>
                {shift.status}
              </span>
            </MockListRow>
          ))}
        </ul>
      </div>
      <div className="col-12 col-md-5">
        <div className={marketingStyles.mockTile}>
          <div className="d-flex gap-2 align-items-center mb-2">
            <span className={marketingStyles.avatar} aria-hidden="true">
              {CARER_PROFILE.initials}
            </span>
            <span>
              <span className="d-block fw-semibold">{CARER_PROFILE.name}</span>
              <span className={marketingStyles.mockLabel}>{CARER_PROFILE.role}</span>
            </span>
          </div>
          <div className="d-flex flex-wrap justify-content-between gap-2 small mb-2">
            <span>
              <Icon icon={starIcon} size={14} /> {CARER_PROFILE.rating}
            </span>
            <span>{CARER_PROFILE.shiftCount} shifts</span>
            <span>{CARER_PROFILE.completionPercent}% completed</span>
          </div>
          <Meter percent={CARER_PROFILE.completionPercent} />
          <ul className="list-unstyled d-flex flex-wrap gap-1 mt-2 mb-0">
            {CARER_PROFILE.skills.map((skill) => (
              <li
                key={skill}
                className={`${marketingStyles.statusPill} ${marketingStyles.statusInfo}`}
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="col-12">
        <p className="fw-semibold small mb-1">Patient insights for this visit</p>
        <ul className={marketingStyles.mockList}>
          {PATIENT_INSIGHTS.map((insight) => (
            <li key={insight.label}>
              <span>
                <span className="fw-semibold">{insight.label}:</span> {insight.note}
              </span>
              <span className={`${marketingStyles.statusPill} ${PRIORITY_CLASS[insight.priority]}`}>
                {insight.priority}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </MockFrame>
  );
}
