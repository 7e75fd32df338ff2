import { CARE_SECTION_LABELS, CARE_SECTIONS, type CareSection } from '../care-view-state';
import styles from '../gloh-care.module.css';

export function CareMenu({
  active,
  unreadMessages,
  onOpen,
}: {
  active: CareSection;
  unreadMessages: number;
  onOpen: (section: CareSection) => void;
}) {
  return (
    <nav className={styles.careMenu} aria-label="GlohCare menu">
      <p className={styles.careBrand}>
        Gloh<span>Care</span>
      </p>
      <ul className="list-unstyled mb-0">
        {CARE_SECTIONS.map((section) => (
          <li key={section}>
            <button
              type="button"
              className={`${styles.careMenuItem} ${section === active ? 'active' : ''}`}
              aria-current={section === active ? 'true' : undefined}
              onClick={() => onOpen(section)}
            >
              <span>{CARE_SECTION_LABELS[section]}</span>
              {section === 'messages' && unreadMessages > 0 ? (
                <span className={`badge rounded-pill ${styles.careBadge}`}>
                  {unreadMessages}
                  <span className="visually-hidden"> unread</span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
