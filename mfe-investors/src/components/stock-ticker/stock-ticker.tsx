import { useFeatureFlag } from '@gloh/shared/runtime-config';
import {
  describeChange,
  formatChange,
  formatPercent,
  formatPrice,
  quoteDirection,
} from './format-quote';
import { SAMPLE_DATA_LABEL, SAMPLE_TICKER_ITEMS, type TickerItem } from './ticker-items';
import { useTickerPaused } from './use-ticker-paused';
import styles from './stock-ticker.module.css';

const DIRECTION_CLASS = {
  up: styles.rising,
  down: styles.falling,
  unchanged: styles.unchanged,
} as const;

const DIRECTION_ARROW = { up: '▲', down: '▼', unchanged: '•' } as const;

function QuoteList({ items, hidden = false }: { items: readonly TickerItem[]; hidden?: boolean }) {
  return (
    <ul
      className={hidden ? `${styles.quotes} ${styles.loopCopy}` : styles.quotes}
      aria-hidden={hidden || undefined}
    >
      {items.map((item) => {
        const direction = quoteDirection(item.change);
        return (
          <li key={item.symbol} className={styles.quote}>
            <span className={styles.symbol}>{item.symbol}</span>{' '}
            <span className={styles.price}>{formatPrice(item.price)}</span>{' '}
            <span className={DIRECTION_CLASS[direction]}>
              {/* One text node, so the server's HTML reads as the screen shows it. */}
              <span aria-hidden="true">
                {`${DIRECTION_ARROW[direction]} ${formatChange(item.change)} (${formatPercent(item.percent)})`}
              </span>{' '}
              <span className="visually-hidden">{describeChange(item)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The investor area's quote band (flag stockTicker). It scrolls sideways; it stands still under
 * prefers-reduced-motion and once paused (WCAG 2.2.2), and then scrolls by hand instead, so every
 * quote can be read at 360 px. Rendered on the server with the page, so it takes its height from
 * the first paint.
 */
export function StockTicker() {
  const enabled = useFeatureFlag('stockTicker');
  const [paused, setPaused] = useTickerPaused();
  if (!enabled) return null;
  return (
    <section
      className={paused ? `${styles.stockTicker} ${styles.still}` : styles.stockTicker}
      aria-label="Stock ticker"
      data-testid="stock-ticker"
    >
      <div className={`container ${styles.band}`}>
        <p className={styles.sampleLabel}>{SAMPLE_DATA_LABEL}</p>
        {/* Focusable: standing still it is a scroll box, which keyboard users scroll with the arrow
            keys (WCAG 2.1.1; axe's scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.viewport} tabIndex={0} role="region" aria-label="Sample quotes">
          <div className={styles.track} data-testid="stock-ticker-track">
            <QuoteList items={SAMPLE_TICKER_ITEMS} />
            {/* The second copy makes the loop seamless; assistive technology reads the list once. */}
            <QuoteList items={SAMPLE_TICKER_ITEMS} hidden />
          </div>
        </div>
        <button type="button" className={styles.pauseButton} onClick={() => setPaused(!paused)}>
          <span aria-hidden="true" className={styles.pauseIcon}>
            {paused ? '▶' : '❚❚'}
          </span>
          {paused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> ticker</span>
        </button>
      </div>
    </section>
  );
}
