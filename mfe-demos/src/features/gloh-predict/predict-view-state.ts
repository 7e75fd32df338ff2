import { DEFAULT_TIME_RANGE, TIME_RANGE_OPTIONS, type TimeRange } from './predict-constants';

/** Local view state of the predict demo; nothing here changes data. */
export interface PredictViewState {
  selectedPatientId: string;
  timeRange: TimeRange;
  onlyMyAlerts: boolean;
}

export type PredictViewAction =
  | { type: 'select-patient'; patientId: string }
  | { type: 'set-time-range'; value: number }
  | { type: 'toggle-only-my-alerts' };

export function initialPredictViewState(patientIds: readonly string[]): PredictViewState {
  return {
    selectedPatientId: patientIds[0] ?? '',
    timeRange: DEFAULT_TIME_RANGE,
    onlyMyAlerts: false,
  };
}

export function isTimeRange(value: number): value is TimeRange {
  return (TIME_RANGE_OPTIONS as readonly number[]).includes(value);
}

export function predictViewReducer(
  state: PredictViewState,
  action: PredictViewAction,
): PredictViewState {
  switch (action.type) {
    case 'select-patient':
      return action.patientId === state.selectedPatientId
        ? state
        : { ...state, selectedPatientId: action.patientId };
    case 'set-time-range':
      // Anything but 7, 14 or 30 (e.g. a tampered option value) leaves the range unchanged.
      return isTimeRange(action.value) ? { ...state, timeRange: action.value } : state;
    case 'toggle-only-my-alerts':
      return { ...state, onlyMyAlerts: !state.onlyMyAlerts };
  }
}
