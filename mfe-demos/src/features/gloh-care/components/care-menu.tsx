import { CARE_SECTIONS, type CareSection } from '../care-view-state';

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
    <nav className="care-menu" aria-label="GlohCare menu">
      <p className="care-brand">
        Gloh<span>Care</span>
      </p>
      <ul className="list-unstyled mb-0">
        {CARE_SECTIONS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={`care-menu-item ${section.id === active ? 'active' : ''}`}
              aria-current={section.id === active ? 'true' : undefined}
              onClick={() => onOpen(section.id)}
            >
              <span>{section.label}</span>
              {section.id === 'messages' && unreadMessages > 0 ? (
                <span className="badge rounded-pill care-badge">
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
