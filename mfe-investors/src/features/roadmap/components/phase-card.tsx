import type { RoadmapPhase } from '../roadmap-data';
import styles from '../roadmap.module.css';

// Module class names are hashed: looked up by status, never built from strings (planned has none).
const STATUS_CLASS: Record<RoadmapPhase['status'], string | undefined> = {
  'in-progress': styles.roadmapPhaseInProgress,
  next: styles.roadmapPhaseNext,
  planned: undefined,
};

export function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  const headingId = `${phase.id}-title`;
  return (
    <li className={`${styles.roadmapPhase} ${STATUS_CLASS[phase.status] ?? ''}`}>
      <article className={styles.roadmapPhaseCard} aria-labelledby={headingId}>
        <header className={styles.roadmapPhaseHeader}>
          <div>
            <p className={`${styles.roadmapPhaseLabel} mb-1`}>
              {phase.label} · <span className="roadmap-phase-timeline">{phase.timeline}</span>
            </p>
            <h3 id={headingId} className="h4 fw-bold mb-0">
              {phase.title}
            </h3>
          </div>
          <span className={styles.roadmapStatus}>
            <span className="visually-hidden">Status: </span>
            {phase.statusText}
          </span>
        </header>
        <p className={styles.roadmapMilestone}>
          <strong>Key milestone:</strong> {phase.keyMilestone}
        </p>
        <div className="row g-3">
          {phase.sections.map((section) => (
            <div key={section.title} className="col-12 col-md-4">
              <h4 className={styles.roadmapSectionTitle}>{section.title}</h4>
              <ul className={styles.roadmapItems}>
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
