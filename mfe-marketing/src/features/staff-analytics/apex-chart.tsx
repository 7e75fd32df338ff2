// The only module of this app that imports apexcharts, which needs `window` and weighs about
// 140 KB: the analytics page loads it lazily, in a chunk of its own. 'apexcharts/line' registers
// the line and the area types alike.
import ReactApexChart, { type Props } from 'react-apexcharts/core';
import 'apexcharts/line';

export default function ApexChart(props: Props) {
  return <ReactApexChart {...props} />;
}
