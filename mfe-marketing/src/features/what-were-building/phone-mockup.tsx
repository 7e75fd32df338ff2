import { Icon, type IconName } from '../../components/icon';
import { SampleDataNote } from '../../components/sample-data-note';
import {
  PHONE_ACTIVITY,
  PHONE_INSIGHT,
  PHONE_QUICK_ACTIONS,
  PHONE_SCHEDULE,
  PHONE_VITALS,
} from './sample-data';

const ACTION_ICON: Record<(typeof PHONE_QUICK_ACTIONS)[number], IconName> = {
  'Health Data': 'pulse',
  Medications: 'pill',
  Appointments: 'calendar',
  Messages: 'message',
};

export function PhoneMockup() {
  return (
    <figure className="phone-mockup mb-0">
      <div className="phone-screen">
        <div className="d-flex justify-content-between align-items-center mb-2">
          <span className="fw-bold">Good morning, Sam</span>
          <span className="avatar" aria-hidden="true">
            SM
          </span>
        </div>
        <ul className="phone-actions">
          {PHONE_QUICK_ACTIONS.map((action) => (
            <li key={action}>
              <Icon name={ACTION_ICON[action]} size={20} />
              <span>{action}</span>
            </li>
          ))}
        </ul>
        <p className="phone-heading">Vitals</p>
        <ul className="phone-vitals">
          {PHONE_VITALS.map((vital) => (
            <li key={vital.label}>
              <span className="fw-bold">{vital.value}</span>
              <span className="mock-label">{vital.label}</span>
            </li>
          ))}
        </ul>
        <p className="phone-heading">Today</p>
        <ul className="mock-list mb-2">
          {PHONE_SCHEDULE.map((item) => (
            <li key={item.time}>
              <span className="fw-semibold">{item.time}</span>
              <span className="text-end">{item.title}</span>
            </li>
          ))}
        </ul>
        <p className="phone-heading">Insight</p>
        <p className="phone-insight">{PHONE_INSIGHT}</p>
        <p className="phone-heading">Activity</p>
        <ul className="mock-list">
          {PHONE_ACTIVITY.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <figcaption className="text-center mt-3">
        <SampleDataNote />
        <span className="visually-hidden">: mock-up of the GlohCare mobile app.</span>
      </figcaption>
    </figure>
  );
}
