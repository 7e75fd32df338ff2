import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { buildChartOptions, type ChartSettings } from './chart-options';
import styles from './chart-figure.module.css';

// apexcharts is about 140 KB and its first drawing a long task: it is fetched only when a chart
// comes near the screen, after the page has painted and hydrated.
const ApexChart = lazy(() => import('./apex-chart'));

/**
 * How far below the screen a chart starts loading: a little ahead of being seen, but not so far
 * that a phone fetches the chart library for a chart under the first screen it may never reach.
 */
const LOAD_MARGIN = '0px 0px 100px 0px';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * False on the server and while hydrating (the server's HTML has the placeholder, which the
 * browser must hydrate as is), then true once the box is near the screen. Without
 * IntersectionObserver (old browsers, jsdom) the chart loads at once.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

function ChartCanvas({
  height,
  settings,
}: {
  height: number;
  settings: Omit<ChartSettings, 'reducedMotion'>;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(boxRef);
  const placeholder = <div className={styles.chartPlaceholder} style={{ height }} />;
  let chart = placeholder;
  if (near) {
    const { options, series } = buildChartOptions({
      ...settings,
      reducedMotion: prefersReducedMotion(),
    });
    chart = (
      <Suspense fallback={placeholder}>
        <ApexChart type={settings.type} options={options} series={series} height={height} />
      </Suspense>
    );
  }
  // The box keeps the chart's height from the first paint on, so nothing moves when it is drawn.
  return (
    <div ref={boxRef} className={styles.chartCanvas} style={{ height }} aria-hidden="true">
      {chart}
    </div>
  );
}

export interface ChartFigureProps extends Omit<ChartSettings, 'reducedMotion'> {
  /** Names the chart for everyone; shown unless captionHidden. */
  caption: string;
  captionHidden?: boolean;
  /** One-sentence reading of the chart for screen readers, e.g. the trend. */
  summary: string;
  /** Header of the label column in the text alternative, e.g. 'Date'. */
  labelHeader: string;
  height: number;
}

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology and a
 * visually hidden table carries the same numbers, so nothing is conveyed by the picture alone.
 */
export function ChartFigure({
  caption,
  captionHidden = false,
  summary,
  labelHeader,
  height,
  ...settings
}: ChartFigureProps) {
  const captionId = useId();
  const format = settings.format ?? ((value: number) => String(value));
  return (
    <figure className={`${styles.chartFigure} mb-0`} aria-labelledby={captionId}>
      <figcaption
        id={captionId}
        className={captionHidden ? 'visually-hidden' : styles.chartCaption}
      >
        {caption}
      </figcaption>
      <p className="visually-hidden">{summary}</p>
      <ChartCanvas height={height} settings={settings} />
      {/* A table ignores width: 1px, so the hiding is done by a wrapper that does not. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}: data</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{settings.seriesName}</th>
            </tr>
          </thead>
          <tbody>
            {settings.points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
