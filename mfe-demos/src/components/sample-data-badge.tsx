/** Every mock dashboard says so: the figures are made up. */
export const SAMPLE_DATA_LABEL = 'Illustrative sample data';

export function SampleDataBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`badge rounded-pill text-bg-warning fw-semibold ${className}`}>
      {SAMPLE_DATA_LABEL}
    </span>
  );
}
