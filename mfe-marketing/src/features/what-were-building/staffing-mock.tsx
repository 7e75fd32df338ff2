import { Icon } from '../../components/icon';
import { Meter, MockFrame } from './mock-frame';
import {
  AVAILABLE_SHIFT_COUNT,
  CARER_PROFILE,
  formatHourlyRate,
  PATIENT_INSIGHTS,
  SHIFTS,
  type InsightPriority,
  type ShiftStatus,
} from './sample-data';

const SHIFT_CLASS: Record<ShiftStatus, string> = {
  Urgent: 'status-high',
  Available: 'status-low',
  New: 'status-info',
};

const PRIORITY_CLASS: Record<InsightPriority, string> = {
  High: 'status-high',
  Medium: 'status-medium',
  Low: 'status-low',
};

export function StaffingMock() {
  return (
    <MockFrame
      title="Carer staffing · Planned"
      caption="Mock-up of the planned carer staffing product with sample data."
    >
      <div className="row g-3">
        <div className="col-12 col-md-7">
          <div className="d-flex justify-content-between align-items-baseline mb-1">
            <p className="fw-semibold small mb-0">Available shifts</p>
            <span className="mock-label">{AVAILABLE_SHIFT_COUNT} near you</span>
          </div>
          <ul className="mock-list">
            {SHIFTS.map((shift) => (
              <li key={shift.title}>
                <span className="min-w-0">
                  <span className="d-block fw-semibold">{shift.title}</span>
                  <span className="mock-label">
                    {shift.time} · {shift.distance}
                  </span>
                </span>
                <span className="text-end">
                  <span className="d-block fw-bold">{formatHourlyRate(shift.hourlyRate)}</span>
                  <span className={`status-pill ${SHIFT_CLASS[shift.status]}`}>{shift.status}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-12 col-md-5">
          <div className="mock-tile">
            <div className="d-flex gap-2 align-items-center mb-2">
              <span className="avatar" aria-hidden="true">
                {CARER_PROFILE.initials}
              </span>
              <span>
                <span className="d-block fw-semibold">{CARER_PROFILE.name}</span>
                <span className="mock-label">{CARER_PROFILE.role}</span>
              </span>
            </div>
            <div className="d-flex flex-wrap justify-content-between gap-2 small mb-2">
              <span>
                <Icon name="star" size={14} /> {CARER_PROFILE.rating}
              </span>
              <span>{CARER_PROFILE.shiftCount} shifts</span>
              <span>{CARER_PROFILE.completionPercent}% completed</span>
            </div>
            <Meter percent={CARER_PROFILE.completionPercent} />
            <ul className="list-unstyled d-flex flex-wrap gap-1 mt-2 mb-0">
              {CARER_PROFILE.skills.map((skill) => (
                <li key={skill} className="status-pill status-info">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="col-12">
          <p className="fw-semibold small mb-1">Patient insights for this visit</p>
          <ul className="mock-list">
            {PATIENT_INSIGHTS.map((insight) => (
              <li key={insight.label}>
                <span>
                  <span className="fw-semibold">{insight.label}:</span> {insight.note}
                </span>
                <span className={`status-pill ${PRIORITY_CLASS[insight.priority]}`}>
                  {insight.priority}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </MockFrame>
  );
}
