import { initialPredictViewState, predictViewReducer } from './predict-view-state';

describe('predictViewReducer', () => {
  const initial = initialPredictViewState(['PT-1', 'PT-2']);

  it('starts on the first patient, 14 days, switch off', () => {
    expect(initial).toEqual({ selectedPatientId: 'PT-1', timeRange: 14, onlyMyAlerts: false });
  });

  it('selects a patient', () => {
    expect(
      predictViewReducer(initial, { type: 'select-patient', patientId: 'PT-2' }).selectedPatientId,
    ).toBe('PT-2');
    expect(predictViewReducer(initial, { type: 'select-patient', patientId: 'PT-1' })).toBe(
      initial,
    );
  });

  it('accepts only 7, 14 or 30 days', () => {
    expect(predictViewReducer(initial, { type: 'set-time-range', value: 30 }).timeRange).toBe(30);
    expect(predictViewReducer(initial, { type: 'set-time-range', value: 7 }).timeRange).toBe(7);
    expect(predictViewReducer(initial, { type: 'set-time-range', value: 21 })).toBe(initial);
  });

  it('toggles the only-my-alerts switch', () => {
    const on = predictViewReducer(initial, { type: 'toggle-only-my-alerts' });
    expect(on.onlyMyAlerts).toBe(true);
    expect(predictViewReducer(on, { type: 'toggle-only-my-alerts' }).onlyMyAlerts).toBe(false);
  });
});
