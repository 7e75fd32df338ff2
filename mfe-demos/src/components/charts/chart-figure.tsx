import { lazy, Suspense, useId } from 'react';
import { buildChartOptions, type ChartSettings } from './chart-options';
import styles from './chart-figure.module.css';

const ApexChart = lazy(() => import('./apex-chart'));

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
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
  const { options, series } = buildChartOptions({
    ...settings,
    reducedMotion: prefersReducedMotion(),
  });
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
      <div className={styles.chartCanvas} style={{ minHeight: height }} aria-hidden="true">
        <Suspense fallback={<div className={styles.chartPlaceholder} style={{ height }} />}>
          <ApexChart type={settings.type} options={options} series={series} height={height} />
        </Suspense>
      </div>
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
