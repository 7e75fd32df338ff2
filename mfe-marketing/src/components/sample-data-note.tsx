import styles from '../styles/marketing.module.css';
/** Every mock dashboard says so: the figures are made up. */
export const SAMPLE_DATA_LABEL = 'Illustrative sample data';

export function SampleDataNote({ className = '' }: { className?: string }) {
  return <span className={`${styles.sampleDataNote} ${className}`}>{SAMPLE_DATA_LABEL}</span>;
}
