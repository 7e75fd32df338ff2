import type { ReactNode } from 'react';
import styles from '../styles/marketing.module.css';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Heading id, for aria-labelledby on the section. */
  id?: string;
  align?: 'center' | 'start';
  inverted?: boolean;
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  inverted = false,
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'text-center mx-auto' : '';
  return (
    <div className={`${styles.sectionHeading} mb-4 mb-lg-5 ${alignment}`}>
      {eyebrow && (
        <p className={`${styles.eyebrow} ${inverted ? styles.eyebrowInverted : ''}`}>{eyebrow}</p>
      )}
      <h2 id={id} className={styles.displayHeading}>
        {title}
      </h2>
      {lead && (
        <p className={`lead mb-0 ${inverted ? styles.textInvertedMuted : 'text-body-secondary'}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
