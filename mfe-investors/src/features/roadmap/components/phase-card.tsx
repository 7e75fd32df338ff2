import type { RoadmapPhase } from '../roadmap-data';

export function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  const headingId = `${phase.id}-title`;
  return (
    <li className={`roadmap-phase roadmap-phase-${phase.status}`}>
      <article className="roadmap-phase-card" aria-labelledby={headingId}>
        <header className="roadmap-phase-header">
          <div>
            <p className="roadmap-phase-label mb-1">
              {phase.label} · <span className="roadmap-phase-timeline">{phase.timeline}</span>
            </p>
            <h3 id={headingId} className="h4 fw-bold mb-0">
              {phase.title}
            </h3>
          </div>
          <span className="roadmap-status">
            <span className="visually-hidden">Status: </span>
            {phase.statusText}
          </span>
        </header>
        <p className="roadmap-milestone">
          <strong>Key milestone:</strong> {phase.keyMilestone}
        </p>
        <div className="row g-3">
          {phase.sections.map((section) => (
            <div key={section.title} className="col-12 col-md-4">
              <h4 className="roadmap-section-title">{section.title}</h4>
              <ul className="roadmap-items">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </article>
    </li>
  );
}
