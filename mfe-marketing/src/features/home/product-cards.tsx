import { RevealCardGrid } from '../../components/reveal-card';
import { PRODUCTS } from './products';
import styles from '../../styles/marketing.module.css';

export function ProductCards() {
  return (
    <RevealCardGrid
      cards={PRODUCTS}
      idPrefix="product"
      badge={(product) =>
        product.comingSoon ? (
          <span className={`${styles.statusPill} ${styles.statusInfo}`}>Coming soon</span>
        ) : undefined
      }
    />
  );
}
