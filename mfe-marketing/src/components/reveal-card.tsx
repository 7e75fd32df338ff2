import type { PointerEvent, ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from '../styles/marketing.module.css';

export interface RevealCardProps {
  id: string;
  icon: IconName;
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
}

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
}: RevealCardProps) {
  const panelId = `${id}-details`;
  return (
    <article
      className={`${styles.revealCard} d-flex flex-column ${open ? styles.isOpen : ''}`}
      data-testid={`reveal-card-${id}`}
      {...hoverHandlers}
    >
      <div className="d-flex align-items-start justify-content-between gap-2">
        <span className={styles.featureIcon}>
          <Icon name={icon} />
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
        <Icon name="chevronRight" className={styles.chevron} size={20} />
      </button>
    </article>
  );
}
