import { buildBarChartOptions } from './bar-chart-options';

it('draws one bar per label, formatted as asked, without motion when reduced', () => {
  const { options, series } = buildBarChartOptions({
    labels: ['Page 1', 'Page 2'],
    seriesName: 'Readers',
    values: [3, 1],
    format: (value) => `${value} readers`,
    reducedMotion: true,
  });
  expect(series).toEqual([{ name: 'Readers', data: [3, 1] }]);
  expect(options.xaxis?.categories).toEqual(['Page 1', 'Page 2']);
  expect(options.chart?.animations?.enabled).toBe(false);
  const yaxis = options.yaxis as { labels: { formatter: (value: number) => string } };
  expect(yaxis.labels.formatter(2)).toBe('2 readers');
});
