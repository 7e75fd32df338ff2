import { buildChartOptions, CHART_ANIMATION_MS } from './chart-options';

describe('buildChartOptions', () => {
  const points = [
    { label: 'Jan 1', value: 0.2 },
    { label: 'Jan 2', value: 0.4 },
  ];

  it('maps points to one series and x categories, with the y domain given', () => {
    const { series, options } = buildChartOptions({
      type: 'line',
      points,
      seriesName: 'Risk',
      color: '#b91c1c',
      yMin: 0,
      yMax: 1,
    });
    expect(series).toEqual([{ name: 'Risk', data: [0.2, 0.4] }]);
    expect(options.xaxis?.categories).toEqual(['Jan 1', 'Jan 2']);
    expect(options.yaxis).toMatchObject({ min: 0, max: 1 });
  });

  it('animates over 1500 ms unless the user prefers reduced motion', () => {
    const animated = buildChartOptions({ type: 'area', points, seriesName: 'x', color: '#000' });
    expect(animated.options.chart?.animations).toEqual({ enabled: true, speed: 1500 });
    expect(CHART_ANIMATION_MS).toBe(1500);
    const still = buildChartOptions({
      type: 'area',
      points,
      seriesName: 'x',
      color: '#000',
      reducedMotion: true,
    });
    expect(still.options.chart?.animations?.enabled).toBe(false);
  });

  it('adds no space below the drawing, so the chart is as tall as the box reserved for it', () => {
    const { options } = buildChartOptions({ type: 'line', points, seriesName: 'x', color: '#000' });
    expect(options.chart?.parentHeightOffset).toBe(0);
  });
});
