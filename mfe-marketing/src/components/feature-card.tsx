import type { ReactNode } from 'react';
import { CheckList } from './check-list';
import { ColumnGrid } from './column-grid';
import { Icon, type IconPath } from './icon';
import { HeadedSection, type HeadedSectionContent } from './page-section';
import styles from '../styles/marketing.module.css';

export interface FeatureCardContent {
  icon: IconPath;
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
        <Icon icon={icon} />
      </span>
      <Heading className="h5 mt-3 mb-2">{title}</Heading>
      <p className="text-body-secondary mb-0">{text}</p>
      {points && points.length > 0 && <CheckList items={points} className="mt-3 mb-0" />}
      {children}
    </article>
  );
}

type GridColumns = 2 | 3 | 4;

const LG_COLUMN: Record<GridColumns, string> = { 2: 'col-lg-6', 3: 'col-lg-4', 4: 'col-lg-3' };

/** A responsive grid of feature cards: one column on phones, two on tablets, `columns` on desktop. */
export function FeatureCardGrid({
  cards,
  columns = 3,
  headingLevel,
}: {
  cards: readonly FeatureCardContent[];
  columns?: GridColumns;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ColumnGrid
      items={cards}
      itemKey={(card) => card.title}
      columns={`col-12 col-md-6 ${LG_COLUMN[columns]}`}
    >
      {(card) => <FeatureCard {...card} headingLevel={headingLevel} />}
    </ColumnGrid>
  );
}

export type FeatureCardSectionContent = HeadedSectionContent & {
  cards: readonly FeatureCardContent[];
  columns?: GridColumns;
};

/** A headed band holding nothing but a grid of feature cards. */
export function FeatureCardSection({ cards, columns, ...section }: FeatureCardSectionContent) {
  return (
    <HeadedSection {...section}>
      <FeatureCardGrid cards={cards} columns={columns} />
    </HeadedSection>
  );
}
