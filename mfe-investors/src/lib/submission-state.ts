import type { ApiOutcome } from '@gloh/shared/api-client';

/**
 * The life of one form submission (spec section 4): idle, submitting, then succeeded or failed.
 * Kept as a pure reducer so every transition is unit-tested without rendering a form.
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

/** The texts a form shows for the outcomes the server does not phrase itself (spec section 8). */
export interface OutcomeMessages {
  /** Shown when the server refuses without an error text of its own. */
  fallbackError: string;
  /** Shown when the request never got an answer (offline, connection refused). */
  networkError: string;
  /** Shown on success when the server sends no message. */
  fallbackSuccess?: string;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Turns an API outcome into the event that ends the submission. */
export function outcomeToEvent(outcome: ApiOutcome, messages: OutcomeMessages): SubmissionEvent {
  switch (outcome.kind) {
    case 'ok':
      return {
        type: 'succeed',
        message: nonEmpty(outcome.body.message) ?? messages.fallbackSuccess ?? '',
      };
    case 'failed':
      return { type: 'fail', error: nonEmpty(outcome.body.error) ?? messages.fallbackError };
    case 'network-error':
      return { type: 'fail', error: messages.networkError };
  }
}
