import styles from '../roadmap.module.css';
interface FigureListProps {
  figures: readonly { value: string; label: string }[];
  label: string;
}

/** A row of headline figures; each reads as one phrase ("9 months to pilot"). */
export function FigureList({ figures, label }: FigureListProps) {
  return (
    <ul className={styles.roadmapFigures} aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.roadmapFigure}>
          <span className={styles.roadmapFigureValue}>{figure.value}</span>{' '}
          <span className={styles.roadmapFigureLabel}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
