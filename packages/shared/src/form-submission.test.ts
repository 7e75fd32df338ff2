import { IDLE, outcomeToEvent, submissionReducer, type SubmissionState } from './form-submission';

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
  it("uses the server's message on success", () => {
    expect(
      outcomeToEvent(
        { kind: 'ok', status: 200, body: { success: true, message: 'Received' } },
        MESSAGES,
      ),
    ).toEqual({ type: 'succeed', message: 'Received' });
  });

  it('falls back to the given success text when the server sends none', () => {
    expect(
      outcomeToEvent(
        { kind: 'ok', status: 200, body: { success: true } },
        { ...MESSAGES, fallbackSuccess: 'Done' },
      ),
    ).toEqual({ type: 'succeed', message: 'Done' });
  });

  it("uses the server's error, else the fallback", () => {
    expect(
      outcomeToEvent(
        { kind: 'failed', status: 401, body: { success: false, error: 'Bad code' } },
        MESSAGES,
      ),
    ).toEqual({ type: 'fail', error: 'Bad code' });
    expect(
      outcomeToEvent({ kind: 'failed', status: 502, body: { success: false } }, MESSAGES),
    ).toEqual({ type: 'fail', error: 'Request failed' });
    expect(
      outcomeToEvent(
        { kind: 'failed', status: 500, body: { success: false, error: '  ' } },
        MESSAGES,
      ),
    ).toEqual({ type: 'fail', error: 'Request failed' });
  });

  it('shows the network text when no answer came', () => {
    expect(outcomeToEvent({ kind: 'network-error' }, MESSAGES)).toEqual({
      type: 'fail',
      error: 'Offline text',
    });
  });
});
