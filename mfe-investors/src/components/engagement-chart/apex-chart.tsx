// The only module that imports apexcharts. EngagementChart loads it lazily, so the chart library
// is a chunk of its own, fetched only when an engagement view draws a chart (apexcharts also
// needs `window`, which the lazy import keeps away from anything evaluated earlier).
// 'apexcharts/bar' registers the bar type alone instead of every chart type.
import ReactApexChart, { type Props } from 'react-apexcharts/core';
import 'apexcharts/bar';

export default function ApexChart(props: Props) {
  return <ReactApexChart {...props} />;
}
