// The only module that imports apexcharts. It is loaded lazily by ChartFigure, so apexcharts is
// downloaded only by pages that draw a chart; just the chart types used here are registered.
import ReactApexChart, { type Props } from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/area';

export default function ApexChart(props: Props) {
  return <ReactApexChart {...props} />;
}
