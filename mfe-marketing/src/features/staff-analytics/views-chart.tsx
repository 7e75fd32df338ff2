import { lazy, Suspense } from 'react';
import type { AnalyticsDay } from '@gloh/contract/staff-ops';
import { viewsChartOptions } from './views-chart-options';

const ApexChart = lazy(
  () => import(/* webpackChunkName: "staff-analytics-chart" */ './apex-chart'),
);

const CHART_HEIGHT = 300;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Views and visitors per day, drawn. Hidden from assistive technology: the table of the days
 * beside it carries the same numbers. The box keeps its height while the library loads, and clips
 * sideways: the library redraws for a narrower window 150 ms after the resize, and until then the
 * width it was drawn at would make the whole page scroll sideways.
 */
export function ViewsChart({ days }: { days: readonly AnalyticsDay[] }) {
  const { options, series } = viewsChartOptions(days, prefersReducedMotion());
  return (
    <div aria-hidden="true" style={{ minHeight: CHART_HEIGHT, overflowX: 'clip' }}>
      <Suspense fallback={null}>
        <ApexChart type="area" options={options} series={series} height={CHART_HEIGHT} />
      </Suspense>
    </div>
  );
}
