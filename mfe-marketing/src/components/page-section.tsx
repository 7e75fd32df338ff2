import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading';
import styles from '../styles/marketing.module.css';

/** The band colours a page alternates between; navy is the remote's own (Bootstrap has none). */
export type SectionTone = 'surface' | 'mint' | 'navy';

const TONE_CLASS: Record<SectionTone, string | undefined> = {
  surface: 'bg-surface',
  mint: 'bg-mint',
  navy: styles.bgNavy,
};

/** One full-width band of a page, its content held to the container width. */
export function PageSection({
  labelledBy,
  tone,
  className,
  testId,
  children,
}: {
  /** The id of the band's heading, so that the region is named by it. */
  labelledBy?: string;
  tone?: SectionTone;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const classes = ['section', className, tone && TONE_CLASS[tone]].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={labelledBy} data-testid={testId}>
      <div className="container">{children}</div>
    </section>
  );
}

/** The heading of a headed band and the band's colour: a page's sections, as data. */
export type HeadedSectionContent = SectionHeadingProps & { id: string; tone?: SectionTone };

/** A band that opens with the standard section heading, which also names the region. */
export function HeadedSection({
  tone,
  note,
  children,
  ...heading
}: HeadedSectionContent & {
  /** Small print under the band's content: what its names and marks do and do not claim. */
  note?: string;
  children: ReactNode;
}) {
  return (
    <PageSection labelledBy={heading.id} tone={tone}>
      {/* White text on navy, so the heading follows the band. */}
      <SectionHeading {...heading} inverted={tone === 'navy'} />
      {children}
      {note && <p className="small text-body-secondary text-center mt-4 mb-0">{note}</p>}
    </PageSection>
  );
}
