import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import { useDisclosureGroup } from '../hooks/use-disclosure-group';
import { ColumnGrid } from './column-grid';
import { Icon, type IconPath } from './icon';
import styles from '../styles/marketing.module.css';
import { chevronRightIcon } from './icons/chevron-right';

export interface RevealCardProps {
  id: string;
  icon: IconPath;
  title: string;
  tagline?: string;
  summary: string;
  points: readonly string[];
  pointsLabel: string;
  open: boolean;
  onActivate: () => void;
  hoverHandlers: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
  };
  badge?: ReactNode;
  /** A click anywhere on the open card closes it (the platform cards' rule), not only its button. */
  closeOnCardClick?: boolean;
}

// Controls inside the card do their own thing; the card must not toggle a second time for them.
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"]';

/**
 * A card whose key points are revealed by hover, by its button (keyboard) or by a tap. Summary and
 * points share one grid cell, so the card is as tall as the longer of the two and nothing below it
 * moves when it opens.
 */
export function RevealCard({
  id,
  icon,
  title,
  tagline,
  summary,
  points,
  pointsLabel,
  open,
  onActivate,
  hoverHandlers,
  badge,
  closeOnCardClick = false,
}: RevealCardProps) {
  const panelId = `${id}-details`;
  const closeOnClick =
    closeOnCardClick && open
      ? (event: MouseEvent<HTMLElement>) => {
          if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
          // Selecting text in the open card is not a request to close it.
          if (window.getSelection()?.isCollapsed === false) return;
          onActivate();
        }
      : undefined;
  return (
    // The card's button is the keyboard and screen-reader control; the card click is a pointer shortcut.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      className={`${styles.revealCard} d-flex flex-column ${open ? styles.isOpen : ''}`}
      data-testid={`reveal-card-${id}`}
      {...hoverHandlers}
      onClick={closeOnClick}
    >
      <div className="d-flex align-items-start justify-content-between gap-2">
        <span className={styles.featureIcon}>
          <Icon icon={icon} />
        </span>
        {badge}
      </div>
      <h3 className="h4 mt-3 mb-1">{title}</h3>
      {tagline && <p className={`fw-semibold ${styles.textTeal} mb-2`}>{tagline}</p>}
      <div className={`${styles.revealStack} flex-grow-1`}>
        <p className={`${styles.revealFront} text-body-secondary mb-0`}>{summary}</p>
        <ul
          id={panelId}
          className={`${styles.revealBack} ${styles.checkList} mb-0`}
          aria-label={`${title}: ${pointsLabel}`}
        >
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={`${styles.revealToggle} mt-3`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onActivate}
      >
        <span>
          {open ? 'Hide' : 'Show'} {pointsLabel.toLowerCase()}
          <span className="visually-hidden"> of {title}</span>
        </span>
        <Icon icon={chevronRightIcon} className={styles.chevron} size={20} />
      </button>
    </article>
  );
}

/** What a card of a reveal grid shows; whether it is open is the grid's. */
export interface RevealCardContent<Id extends string> {
  id: Id;
  icon: IconPath;
  title: string;
  tagline?: string;
  summary: string;
  features: readonly string[];
}

/**
 * A grid of reveal cards of which one at a time is open: hover opens, leaving closes, a tap
 * toggles. Each card's id is `idPrefix-id`.
 */
export function RevealCardGrid<Card extends RevealCardContent<string>>({
  cards,
  idPrefix,
  badge,
  closeOnCardClick,
  testId,
}: {
  cards: readonly Card[];
  idPrefix: string;
  badge?: (card: Card) => ReactNode;
  closeOnCardClick?: boolean;
  testId?: string;
}) {
  const { openId, itemProps, activate } = useDisclosureGroup<Card['id']>();
  return (
    <ColumnGrid
      items={cards}
      itemKey={(card) => card.id}
      columns="col-12 col-md-6 col-lg-4"
      testId={testId}
    >
      {(card) => (
        <RevealCard
          id={`${idPrefix}-${card.id}`}
          icon={card.icon}
          title={card.title}
          tagline={card.tagline}
          summary={card.summary}
          points={card.features}
          pointsLabel="Key features"
          open={openId === card.id}
          onActivate={() => activate(card.id)}
          hoverHandlers={itemProps(card.id)}
          badge={badge?.(card)}
          closeOnCardClick={closeOnCardClick}
        />
      )}
    </ColumnGrid>
  );
}
