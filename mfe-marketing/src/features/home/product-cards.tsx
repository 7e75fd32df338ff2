import { RevealCard } from '../../components/reveal-card';
import { useDisclosureGroup } from '../../hooks/use-disclosure-group';
import { PRODUCTS, type ProductId } from './products';
import styles from '../../styles/marketing.module.css';

export function ProductCards() {
  const { openId, itemProps, activate } = useDisclosureGroup<ProductId>();
  return (
    <div className="row g-4">
      {PRODUCTS.map((product) => (
        <div key={product.id} className="col-12 col-md-6 col-lg-4">
          <RevealCard
            id={`product-${product.id}`}
            icon={product.icon}
            title={product.name}
            tagline={product.tagline}
            summary={product.summary}
            points={product.features}
            pointsLabel="Key features"
            open={openId === product.id}
            onActivate={() => activate(product.id)}
            hoverHandlers={itemProps(product.id)}
            badge={
              product.comingSoon ? (
                <span className={`${styles.statusPill} ${styles.statusInfo}`}>Coming soon</span>
              ) : undefined
            }
          />
        </div>
      ))}
    </div>
  );
}
