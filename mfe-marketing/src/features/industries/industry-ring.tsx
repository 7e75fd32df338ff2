import { Icon } from '../../components/icon';
import { useDisclosureGroup } from '../../hooks/use-disclosure-group';
import { INDUSTRIES, type IndustryId } from './industries-content';
import { radialPositions } from './radial-layout';
import styles from './industries.module.css';

const POSITIONS = radialPositions(INDUSTRIES.length, 38);

/** Large screens: industries on a ring; hover, focus or select one to reveal it in the middle. */
export function IndustryRing() {
  const { openId, itemProps, activate } = useDisclosureGroup<IndustryId>();
  const open = INDUSTRIES.find((industry) => industry.id === openId);
  return (
    <div className={styles.industryRing} data-testid="industry-ring">
      <div className={styles.industryRingCenter} aria-live="polite">
        {open ? (
          <>
            <h3 className="h5 mb-2">{open.title}</h3>
            <p className="mb-0 small">{open.text}</p>
          </>
        ) : (
          <>
            <p className="h5 mb-2">Six industries</p>
            <p className="mb-0 small">Hover over or select an industry to see how Gloh helps.</p>
          </>
        )}
      </div>
      {INDUSTRIES.map((industry, index) => {
        const isOpen = industry.id === openId;
        return (
          <button
            key={industry.id}
            type="button"
            className={`${styles.industryNode} ${isOpen ? styles.isOpen : ''}`}
            style={{ left: `${POSITIONS[index]!.left}%`, top: `${POSITIONS[index]!.top}%` }}
            aria-pressed={isOpen}
            onClick={() => activate(industry.id)}
            {...itemProps(industry.id)}
          >
            <Icon icon={industry.icon} size={26} />
            <span>{industry.title}</span>
          </button>
        );
      })}
    </div>
  );
}
