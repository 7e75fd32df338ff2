import type { ApexOptions } from 'apexcharts';

export interface BarChartSettings {
  /** One label per bar, e.g. 'Page 1'. */
  labels: readonly string[];
  seriesName: string;
  values: readonly number[];
  /** Formats a value for the axis and the tooltip. */
  format: (value: number) => string;
  reducedMotion: boolean;
}

/** Plain data in, apexcharts options out: kept pure so it is tested without a browser. */
export function buildBarChartOptions(settings: BarChartSettings): {
  options: ApexOptions;
  series: ApexOptions['series'];
} {
  return {
    series: [{ name: settings.seriesName, data: [...settings.values] }],
    options: {
      chart: {
        type: 'bar',
        parentHeightOffset: 0,
        toolbar: { show: false },
        zoom: { enabled: false },
        fontFamily: 'inherit',
        animations: { enabled: !settings.reducedMotion },
      },
      colors: ['#0d6efd'],
      plotOptions: { bar: { borderRadius: 2, columnWidth: '60%' } },
      dataLabels: { enabled: false },
      grid: { borderColor: '#e3e9ee', strokeDashArray: 4 },
      xaxis: { categories: [...settings.labels], labels: { style: { colors: '#51606b' } } },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { formatter: settings.format, style: { colors: '#51606b' } },
      },
      tooltip: { y: { formatter: settings.format } },
      legend: { show: false },
    },
  };
}
