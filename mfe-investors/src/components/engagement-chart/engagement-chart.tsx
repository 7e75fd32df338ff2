import { lazy, Suspense, useId } from 'react';
import { buildBarChartOptions } from './bar-chart-options';

const ApexChart = lazy(
  () => import(/* webpackChunkName: "staff-engagement-chart" */ './apex-chart'),
);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * A bar per deck page, for the engagement views. The drawing is hidden from assistive
 * technology: every view that shows one also shows the same numbers in a table
 * (`textAlternative` says where, for everyone).
 */
export function EngagementChart({
  caption,
  labels,
  seriesName,
  values,
  format,
  textAlternative,
  height = 240,
}: {
  caption: string;
  labels: readonly string[];
  seriesName: string;
  values: readonly number[];
  format: (value: number) => string;
  textAlternative: string;
  height?: number;
}) {
  const captionId = useId();
  const { options, series } = buildBarChartOptions({
    labels,
    seriesName,
    values,
    format,
    reducedMotion: prefersReducedMotion(),
  });
  // The box keeps the chart's height while the library loads, so nothing below it moves. It clips
  // sideways: the library redraws for a narrower window 150 ms after the resize, and until then
  // the width it was drawn at would make the whole page scroll sideways.
  const placeholder = <div style={{ height }} />;
  return (
    <figure className="mb-3" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fw-semibold">
        {caption}
      </figcaption>
      <div style={{ minHeight: height, overflowX: 'clip' }} aria-hidden="true">
        <Suspense fallback={placeholder}>
          <ApexChart type="bar" options={options} series={series} height={height} />
        </Suspense>
      </div>
      <p className="form-text mb-0">{textAlternative}</p>
    </figure>
  );
}
