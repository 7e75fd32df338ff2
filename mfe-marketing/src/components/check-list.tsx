import styles from '../styles/marketing.module.css';

/** A list of selling points, each ticked. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `${styles.checkList} ${className}` : styles.checkList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
