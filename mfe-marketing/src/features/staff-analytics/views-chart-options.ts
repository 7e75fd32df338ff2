import type { ApexOptions } from 'apexcharts';
import type { AnalyticsDay } from '@gloh/contract/staff-ops';
import { formatNumber } from '@gloh/shared/number-format';

/** Both at least 3:1 against white, as graphics must be (WCAG 1.4.11). */
const VIEWS_COLOR = '#0d6efd';
const VISITORS_COLOR = '#146c43';

/** Plain data in, apexcharts options out: pure, so it is tested without a browser. */
export function viewsChartOptions(
  days: readonly AnalyticsDay[],
  reducedMotion: boolean,
): { options: ApexOptions; series: NonNullable<ApexOptions['series']> } {
  return {
    series: [
      { name: 'Views', data: days.map((day) => day.views) },
      { name: 'Visitors', data: days.map((day) => day.visitors) },
    ],
    options: {
      chart: {
        type: 'area',
        parentHeightOffset: 0,
        toolbar: { show: false },
        zoom: { enabled: false },
        fontFamily: 'inherit',
        animations: { enabled: !reducedMotion },
      },
      colors: [VIEWS_COLOR, VISITORS_COLOR],
      stroke: { curve: 'smooth', width: 2 },
      dataLabels: { enabled: false },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.05 } },
      // Dates on a time axis: apexcharts picks how many labels fit the width.
      xaxis: {
        type: 'datetime',
        categories: days.map((day) => `${day.day}T00:00:00Z`),
        labels: { datetimeUTC: true },
      },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (value) => formatNumber(value) },
      },
      legend: { position: 'top', horizontalAlign: 'left' },
      tooltip: { shared: true, x: { format: 'ddd d MMM yyyy' } },
    },
  };
}
