import { viewsChartOptions } from './views-chart-options';

describe('viewsChartOptions', () => {
  const days = [
    { day: '2026-01-30', views: 12, visitors: 3, avgSecondsOnPage: 60 },
    { day: '2026-01-31', views: 0, visitors: 0, avgSecondsOnPage: null },
  ];

  it('draws views and visitors per UTC day', () => {
    const { options, series } = viewsChartOptions(days, false);
    expect(series).toEqual([
      { name: 'Views', data: [12, 0] },
      { name: 'Visitors', data: [3, 0] },
    ]);
    expect(options.xaxis?.categories).toEqual(['2026-01-30T00:00:00Z', '2026-01-31T00:00:00Z']);
    expect(options.chart?.animations?.enabled).toBe(true);
  });

  it('does not animate for members who ask for less motion', () => {
    expect(viewsChartOptions(days, true).options.chart?.animations?.enabled).toBe(false);
  });
});
