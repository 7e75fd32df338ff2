import type { ReactNode } from 'react';

/** The closing call to action at the foot of a page. */
export function CtaPanel({
  title,
  text,
  actions,
  headingId,
}: {
  title: string;
  text: string;
  actions: ReactNode;
  headingId: string;
}) {
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="cta-panel">
          <h2 id={headingId} className="display-heading text-white">
            {title}
          </h2>
          <p className="lead text-inverted-muted mx-auto mb-4">{text}</p>
          <div className="d-flex flex-wrap justify-content-center gap-3">{actions}</div>
        </div>
      </div>
    </section>
  );
}
