import type { ReactNode } from 'react';
import { SampleDataNote } from './sample-data-note';
import styles from '../styles/marketing.module.css';

/** A product mock-up: a picture made of HTML, captioned and labelled as sample data; its children are grid columns. */
export function MockFrame({
  title,
  caption,
  children,
}: {
  title: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <figure className={`${styles.mockWindow} mb-0`}>
      <div className={styles.mockWindowBar}>
        <span>{title}</span>
        <SampleDataNote />
      </div>
      <div className={styles.mockWindowBody}>
        {/* The panes of a mock-up, laid out as columns of one grid. */}
        <div className="row g-3">{children}</div>
      </div>
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}

export function Meter({ percent, tone = 'teal' }: { percent: number; tone?: 'teal' | 'navy' }) {
  return (
    <span className={`${styles.meter} d-block`} aria-hidden="true">
      <span
        style={{
          width: `${percent}%`,
          background: tone === 'navy' ? 'var(--gloh-navy)' : undefined,
        }}
      />
    </span>
  );
}

/** A row of a mock-up's list: what it is and its detail, with figures or a status at the end. */
export function MockListRow({
  title,
  detail,
  children,
}: {
  title: ReactNode;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <span className={styles.minW0}>
        <span className="d-block fw-semibold">{title}</span>
        <span className={styles.mockLabel}>{detail}</span>
      </span>
      <span className="text-end">{children}</span>
    </li>
  );
}
