import type { ApexOptions } from 'apexcharts';

/** How long a chart takes to animate in, by default. */
export const CHART_ANIMATION_MS = 1500;

export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartSettings {
  type: 'line' | 'area';
  points: readonly ChartPoint[];
  seriesName: string;
  color: string;
  yMin?: number;
  yMax?: number;
  /** Formats a value for axis labels and tooltips. */
  format?: (value: number) => string;
  sparkline?: boolean;
  reducedMotion?: boolean;
}

/** Plain data in, apexcharts options out: kept pure so it can be unit-tested without a DOM. */
export function buildChartOptions(settings: ChartSettings): {
  options: ApexOptions;
  series: ApexOptions['series'];
} {
  const format = settings.format ?? ((value: number) => String(value));
  return {
    series: [{ name: settings.seriesName, data: settings.points.map((point) => point.value) }],
    options: {
      chart: {
        type: settings.type,
        // Without the default 15 px below the drawing the chart is exactly `height` tall, the
        // height its box reserves before apexcharts loads: nothing moves when it is drawn.
        parentHeightOffset: 0,
        toolbar: { show: false },
        zoom: { enabled: false },
        sparkline: { enabled: settings.sparkline ?? false },
        fontFamily: 'inherit',
        animations: {
          enabled: !settings.reducedMotion,
          speed: CHART_ANIMATION_MS,
        },
      },
      colors: [settings.color],
      stroke: { curve: 'smooth', width: settings.sparkline ? 2 : 3 },
      dataLabels: { enabled: false },
      markers: { size: settings.sparkline ? 0 : 4 },
      grid: { borderColor: '#e3e9ee', strokeDashArray: 4 },
      fill:
        settings.type === 'area'
          ? { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } }
          : { type: 'solid' },
      xaxis: {
        categories: settings.points.map((point) => point.label),
        labels: { style: { colors: '#51606b' } },
      },
      yaxis: {
        min: settings.yMin,
        max: settings.yMax,
        tickAmount: 4,
        labels: { formatter: format, style: { colors: '#51606b' } },
      },
      tooltip: { y: { formatter: format } },
      legend: { show: false },
    },
  };
}
