// The only module that imports apexcharts. It is loaded lazily by ChartFigure, so apexcharts is
// downloaded only by pages that draw a chart. 'apexcharts/line' registers both the line and the
// area type (apexcharts ships 'apexcharts/area' as an identical copy: importing both would bundle
// the same code twice).
import ReactApexChart, { type Props } from 'react-apexcharts/core';
import 'apexcharts/line';

export default function ApexChart(props: Props) {
  return <ReactApexChart {...props} />;
}
