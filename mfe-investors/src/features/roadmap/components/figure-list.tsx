interface FigureListProps {
  figures: readonly { value: string; label: string }[];
  label: string;
}

/** A row of headline figures; each reads as one phrase ("9 months to pilot"). */
export function FigureList({ figures, label }: FigureListProps) {
  return (
    <ul className="roadmap-figures" aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.label} className="roadmap-figure">
          <span className="roadmap-figure-value">{figure.value}</span>{' '}
          <span className="roadmap-figure-label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
