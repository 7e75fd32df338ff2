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
 * beside it carries the same numbers. The box keeps its height while the library loads.
 */
export function ViewsChart({ days }: { days: readonly AnalyticsDay[] }) {
  const { options, series } = viewsChartOptions(days, prefersReducedMotion());
  return (
    <div aria-hidden="true" style={{ minHeight: CHART_HEIGHT }}>
      <Suspense fallback={null}>
        <ApexChart type="area" options={options} series={series} height={CHART_HEIGHT} />
      </Suspense>
    </div>
  );
}
