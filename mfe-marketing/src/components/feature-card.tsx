import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from '../styles/marketing.module.css';

export interface FeatureCardContent {
  icon: IconName;
  title: string;
  text: string;
  points?: readonly string[];
}

export function FeatureCard({
  icon,
  title,
  text,
  points,
  headingLevel = 3,
  children,
}: FeatureCardContent & { headingLevel?: 2 | 3 | 4; children?: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.featureCard} h-100`}>
      <span className={styles.featureIcon}>
        <Icon name={icon} />
      </span>
      <Heading className="h5 mt-3 mb-2">{title}</Heading>
      <p className="text-body-secondary mb-0">{text}</p>
      {points && points.length > 0 && (
        <ul className={`${styles.checkList} mt-3 mb-0`}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}

/** A responsive grid of feature cards: one column on phones, two on tablets, `columns` on desktop. */
export function FeatureCardGrid({
  cards,
  columns = 3,
  headingLevel,
}: {
  cards: readonly FeatureCardContent[];
  columns?: 2 | 3 | 4;
  headingLevel?: 2 | 3 | 4;
}) {
  const lg = { 2: 'col-lg-6', 3: 'col-lg-4', 4: 'col-lg-3' }[columns];
  return (
    <div className="row g-4">
      {cards.map((card) => (
        <div key={card.title} className={`col-12 col-md-6 ${lg}`}>
          <FeatureCard {...card} headingLevel={headingLevel} />
        </div>
      ))}
    </div>
  );
}
