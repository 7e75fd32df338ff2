import { act, renderHook } from '@testing-library/react';
import {
  IDLE,
  outcomeToEvent,
  submissionReducer,
  useFormSubmission,
  type SubmissionEvent,
  type SubmissionState,
} from './form-submission';

const MESSAGES = {
  fallbackError: 'Request failed',
  networkError: 'Offline text',
  fallbackSuccess: 'Thanks',
};

describe('submissionReducer', () => {
  it('goes idle → submitting → succeeded', () => {
    const submitting = submissionReducer(IDLE, { type: 'submit' });
    expect(submitting).toEqual({ status: 'submitting' });
    expect(submissionReducer(submitting, { type: 'succeed', message: 'Thanks' })).toEqual({
      status: 'succeeded',
      message: 'Thanks',
    });
  });

  it('goes submitting → failed, and a new submit leaves the failure', () => {
    const failed = submissionReducer({ status: 'submitting' }, { type: 'fail', error: 'Nope' });
    expect(failed).toEqual({ status: 'failed', error: 'Nope' });
    expect(submissionReducer(failed, { type: 'submit' })).toEqual({ status: 'submitting' });
  });

  it('ignores a second submit while one is in flight', () => {
    const submitting: SubmissionState = { status: 'submitting' };
    expect(submissionReducer(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('only succeeds from submitting', () => {
    expect(submissionReducer(IDLE, { type: 'succeed', message: 'late' })).toBe(IDLE);
  });

  it('resets to idle', () => {
    expect(submissionReducer({ status: 'failed', error: 'x' }, { type: 'reset' })).toBe(IDLE);
  });
});

describe('outcomeToEvent', () => {
  it.each([
    [{ success: true, message: 'Received' }, 'Received'],
    [{ success: true }, 'Thanks'],
  ])("succeeds with the server's message, else the fallback: %j", (body, message) => {
    expect(outcomeToEvent({ kind: 'ok', status: 200, body }, MESSAGES)).toEqual({
      type: 'succeed',
      message,
    });
  });

  it.each([
    [401, { success: false, error: 'Bad code' }, 'Bad code'],
    [502, { success: false }, 'Request failed'],
    [500, { success: false, error: '  ' }, 'Request failed'],
  ])("fails with the server's error, else the fallback: %i %j", (status, body, error) => {
    expect(outcomeToEvent({ kind: 'failed', status, body }, MESSAGES)).toEqual({
      type: 'fail',
      error,
    });
  });

  it('shows the network text when no answer came', () => {
    expect(outcomeToEvent({ kind: 'network-error' }, MESSAGES)).toEqual({
      type: 'fail',
      error: 'Offline text',
    });
  });
});

describe('useFormSubmission().submitForm', () => {
  const event = () => ({ preventDefault: jest.fn() });

  it('keeps the browser from posting and sends nothing while the fields are invalid', async () => {
    const { result } = renderHook(() => useFormSubmission(MESSAGES));
    const send = jest.fn();
    const submit = event();
    await act(async () => {
      await expect(result.current.submitForm(submit, () => false, send)).resolves.toBeNull();
    });
    expect(submit.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.state).toBe(IDLE);
  });

  it('sends valid fields and resolves to the ending event', async () => {
    const { result } = renderHook(() => useFormSubmission(MESSAGES));
    let ended: SubmissionEvent | null = null;
    await act(async () => {
      ended = await result.current.submitForm(
        event(),
        () => true,
        async () => ({ kind: 'ok', status: 200, body: { success: true } }),
      );
    });
    expect(ended).toEqual({ type: 'succeed', message: 'Thanks' });
    expect(result.current.state).toEqual({ status: 'succeeded', message: 'Thanks' });
  });
});
