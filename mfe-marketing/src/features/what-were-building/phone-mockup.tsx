import { Icon, type IconPath } from '../../components/icon';
import { calendarIcon } from '../../components/icons/calendar';
import { messageIcon } from '../../components/icons/message';
import { pillIcon } from '../../components/icons/pill';
import { pulseIcon } from '../../components/icons/pulse';
import { SampleDataNote } from '../../components/sample-data-note';
import {
  PHONE_ACTIVITY,
  PHONE_INSIGHT,
  PHONE_QUICK_ACTIONS,
  PHONE_SCHEDULE,
  PHONE_VITALS,
} from './sample-data';
import marketingStyles from '../../styles/marketing.module.css';
import whatWereBuildingStyles from './what-were-building.module.css';

const ACTION_ICON: Record<(typeof PHONE_QUICK_ACTIONS)[number], IconPath> = {
  'Health Data': pulseIcon,
  Medications: pillIcon,
  Appointments: calendarIcon,
  Messages: messageIcon,
};

export function PhoneMockup() {
  return (
    <figure className={`${whatWereBuildingStyles.phoneMockup} mb-0`}>
      <div className={whatWereBuildingStyles.phoneScreen}>
        <div className="d-flex justify-content-between align-items-center mb-2">
          <span className="fw-bold">Good morning, Sam</span>
          <span className={marketingStyles.avatar} aria-hidden="true">
            SM
          </span>
        </div>
        <ul className={whatWereBuildingStyles.phoneActions}>
          {PHONE_QUICK_ACTIONS.map((action) => (
            <li key={action}>
              <Icon icon={ACTION_ICON[action]} size={20} />
              <span>{action}</span>
            </li>
          ))}
        </ul>
        <p className={whatWereBuildingStyles.phoneHeading}>Vitals</p>
        <ul className={whatWereBuildingStyles.phoneVitals}>
          {PHONE_VITALS.map((vital) => (
            <li key={vital.label}>
              <span className={`fw-bold ${whatWereBuildingStyles.phoneVitalValue}`}>
                {vital.value}
              </span>
              <span className={marketingStyles.mockLabel}>{vital.label}</span>
            </li>
          ))}
        </ul>
        <p className={whatWereBuildingStyles.phoneHeading}>Today</p>
        <ul className={`${marketingStyles.mockList} mb-2`}>
          {PHONE_SCHEDULE.map((item) => (
            <li key={item.time}>
              <span className="fw-semibold">{item.time}</span>
              <span className="text-end">{item.title}</span>
            </li>
          ))}
        </ul>
        <p className={whatWereBuildingStyles.phoneHeading}>Insight</p>
        <p className={whatWereBuildingStyles.phoneInsight}>{PHONE_INSIGHT}</p>
        <p className={whatWereBuildingStyles.phoneHeading}>Activity</p>
        <ul className={marketingStyles.mockList}>
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
