import { AREA_TREND_POINTS, TIMELINE_DAYS } from './predict-constants';
import * as sample from './predict-sample-data';

const { SAMPLE_PATIENTS } = sample;

describe('predict sample data', () => {
  it('has 5 patients and 4 alerts, each patient with factors and an insight', () => {
    expect(SAMPLE_PATIENTS).toHaveLength(5);
    expect(sample.SAMPLE_ALERTS).toHaveLength(4);
    for (const patient of SAMPLE_PATIENTS) {
      expect(sample.RISK_FACTORS[patient.id]?.length).toBeGreaterThan(0);
      expect(sample.MODEL_INSIGHTS[patient.id]).toBeDefined();
    }
  });

  it.each(SAMPLE_PATIENTS.map((patient) => [patient.name, patient] as const))(
    "%s's timeline spans 14 days from 2024-01-01 within 0..1, ending at the score",
    (_name, patient) => {
      const timeline = sample.buildTimeline(patient);
      expect(timeline).toHaveLength(TIMELINE_DAYS);
      expect(timeline[0]?.date).toBe('2024-01-01');
      expect(timeline[13]?.date).toBe('2024-01-14');
      expect(timeline.at(-1)?.risk).toBe(patient.riskScore);
      for (const point of timeline) {
        expect(point.risk).toBeGreaterThanOrEqual(0);
        expect(point.risk).toBeLessThanOrEqual(1);
      }
      expect(timeline.slice(-AREA_TREND_POINTS)).toHaveLength(10);
    },
  );
});
