import { useCallback, useReducer } from 'react';
import type { ApiOutcome } from './api-client';
import type { OutcomeMessages } from '@gloh/contract/messages';

/**
 * The life of one form submission, the same for the contact form, login, access
 * request and password reset: idle, submitting, then succeeded or failed. A pure reducer, so every
 * transition is unit-tested without rendering a form.
 */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'succeeded'; message: string }
  | { status: 'failed'; error: string };

export type SubmissionEvent =
  | { type: 'submit' }
  | { type: 'succeed'; message: string }
  | { type: 'fail'; error: string }
  | { type: 'reset' };

export const IDLE: SubmissionState = { status: 'idle' };

export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'submit':
      // A second submit while one is in flight would send the request twice.
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'succeed':
      return state.status === 'submitting'
        ? { status: 'succeeded', message: event.message }
        : state;
    case 'fail':
      return { status: 'failed', error: event.error };
    case 'reset':
      return IDLE;
  }
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Turns an API outcome into the event that ends the submission, with the forms' texts. */
export function outcomeToEvent(outcome: ApiOutcome, messages: OutcomeMessages): SubmissionEvent {
  switch (outcome.kind) {
    case 'ok':
      return {
        type: 'succeed',
        message: nonEmpty(outcome.body.message) ?? messages.fallbackSuccess,
      };
    case 'failed':
      return { type: 'fail', error: nonEmpty(outcome.body.error) ?? messages.fallbackError };
    case 'network-error':
      return { type: 'fail', error: messages.networkError };
  }
}

export interface FormSubmission {
  state: SubmissionState;
  submitting: boolean;
  /** Sends once (ignored while a submission is in flight); resolves to the ending event. */
  submit: (send: () => Promise<ApiOutcome>) => Promise<SubmissionEvent | null>;
  /**
   * A submit handler's common part: keeps the browser from posting the form itself, then sends
   * once `check` (the fields' validation) passes; resolves to the ending event, or null.
   */
  submitForm: (
    event: { preventDefault: () => void },
    check: () => boolean,
    send: () => Promise<ApiOutcome>,
  ) => Promise<SubmissionEvent | null>;
  /** Ends the submission with an error found before sending (e.g. a missing reset token). */
  fail: (error: string) => void;
  reset: () => void;
}

export function useFormSubmission(messages: OutcomeMessages): FormSubmission {
  const [state, dispatch] = useReducer(submissionReducer, IDLE);
  const submitting = state.status === 'submitting';
  const submit = useCallback(
    async (send: () => Promise<ApiOutcome>) => {
      if (submitting) return null;
      dispatch({ type: 'submit' });
      const event = outcomeToEvent(await send(), messages);
      dispatch(event);
      return event;
    },
    [messages, submitting],
  );
  const submitForm = useCallback(
    async (
      event: { preventDefault: () => void },
      check: () => boolean,
      send: () => Promise<ApiOutcome>,
    ) => {
      event.preventDefault();
      if (submitting || !check()) return null;
      return submit(send);
    },
    [submit, submitting],
  );
  const fail = useCallback((error: string) => dispatch({ type: 'fail', error }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, submitting, submit, submitForm, fail, reset };
}
