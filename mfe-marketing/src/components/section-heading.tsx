import type { ReactNode } from 'react';

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  inverted = false,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Heading id, for aria-labelledby on the section. */
  id?: string;
  align?: 'center' | 'start';
  inverted?: boolean;
}) {
  const alignment = align === 'center' ? 'text-center mx-auto' : '';
  return (
    <div className={`section-heading mb-4 mb-lg-5 ${alignment}`}>
      {eyebrow && <p className={`eyebrow ${inverted ? 'eyebrow-inverted' : ''}`}>{eyebrow}</p>}
      <h2 id={id} className="display-heading">
        {title}
      </h2>
      {lead && (
        <p className={`lead mb-0 ${inverted ? 'text-inverted-muted' : 'text-body-secondary'}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
