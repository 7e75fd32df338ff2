import { STAFF_DENIAL_REASONS } from '@gloh/contract/staff';
import { callApi, type ApiOutcome, type ApiResponse } from '@gloh/shared/api-client';

// The shell owns the passkey library and the sign-in page; a staff page built by another team
// reaches them through window events, which work even when that page's build carries its own
// copy of this module.
const STEP_UP_EVENT = 'gloh:staff-step-up';
const SIGNED_OUT_EVENT = 'gloh:staff-signed-out';

/** The detail of a step-up request: the shell answers through `settle`. */
export interface StaffStepUpRequest {
  settle: (confirmed: boolean) => void;
  /** What the passkey confirms, to finish "Confirm with your passkey to …" ("revoke Ada's access"). */
  action?: string;
}

/** The reason a staff answer carries when the member declined the passkey step-up it needed. */
export const STAFF_STEP_UP_DECLINED = 'step-up-declined';

/** Options of a staff call beyond fetch's. */
export interface StaffCallOptions {
  /** Named in the passkey step-up dialog, should the API ask for one. */
  stepUpAction?: string;
}

/** A staff answer as the console reads it: every answer's fields plus the denial's reason. */
export type StaffAnswer<T> = T & ApiResponse & { reason?: string };

/**
 * Asks the member to confirm with their passkey (the shell shows the dialog). Resolves false
 * when they decline, when it fails, or when no shell listens (a remote run on its own).
 */
export function requestStaffStepUp(action?: string): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (confirmed: boolean) => {
      if (settled) return;
      settled = true;
      resolve(confirmed);
    };
    const event = new CustomEvent<StaffStepUpRequest>(STEP_UP_EVENT, {
      detail: { settle, action },
      cancelable: true,
    });
    // dispatchEvent returns true when no listener called preventDefault, that is nobody took it.
    if (window.dispatchEvent(event)) settle(false);
  });
}

/** The shell's side: `handle` runs the passkey step-up and says whether it succeeded. */
export function onStaffStepUpRequest(
  handle: (action: string | undefined) => Promise<boolean>,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    event.preventDefault();
    const { settle, action } = (event as CustomEvent<StaffStepUpRequest>).detail;
    handle(action).then(settle, () => settle(false));
  };
  window.addEventListener(STEP_UP_EVENT, listener);
  return () => window.removeEventListener(STEP_UP_EVENT, listener);
}

/**
 * Tells the shell that the API no longer knows this member (signed out elsewhere, idle, disabled),
 * with the 401's reason (STAFF_DENIAL_REASONS), so it can say why.
 */
export function announceStaffSignedOut(reason?: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<string | undefined>(SIGNED_OUT_EVENT, { detail: reason }));
}

export function onStaffSignedOut(listener: (reason: string | undefined) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const reasonOf = (event: Event) =>
    listener(
      event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : undefined,
    );
  window.addEventListener(SIGNED_OUT_EVENT, reasonOf);
  return () => window.removeEventListener(SIGNED_OUT_EVENT, reasonOf);
}

/**
 * Calls the staff API. An action the API refuses until the member confirms with their passkey
 * (403, reason step-up-required) asks for that confirmation and, once given, is sent again; a 401
 * tells the shell the session is over, so it shows the sign-in. A declined step-up answers the
 * refusal with the reason STAFF_STEP_UP_DECLINED: the member's choice, not a failure.
 */
export async function callStaffApi<T>(
  path: string,
  init: RequestInit = {},
  options: StaffCallOptions = {},
): Promise<ApiOutcome<StaffAnswer<T>>> {
  const request = (): Promise<ApiOutcome<StaffAnswer<T>>> =>
    callApi<StaffAnswer<T>>(path, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  let outcome = await request();
  if (
    outcome.kind === 'failed' &&
    outcome.status === 403 &&
    outcome.body.reason === STAFF_DENIAL_REASONS.stepUpRequired
  ) {
    outcome = (await requestStaffStepUp(options.stepUpAction))
      ? await request()
      : { ...outcome, body: { ...outcome.body, reason: STAFF_STEP_UP_DECLINED } };
  }
  if (outcome.kind === 'failed' && outcome.status === 401)
    announceStaffSignedOut(outcome.body.reason);
  return outcome;
}

/** A staff call with a JSON body (POST, PUT, PATCH, DELETE). */
export function sendStaffJson<T>(
  method: string,
  path: string,
  payload: unknown = {},
  options: StaffCallOptions = {},
) {
  return callStaffApi<T>(
    path,
    {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    },
    options,
  );
}

/** GETs `path` with a list's query (filters, search, sort, page) appended, its unset values left out. */
export function getStaff<T>(path: string, query: Record<string, string | number | undefined> = {}) {
  return callStaffApi<T>(`${path}${staffQueryString(query)}`);
}

/**
 * POSTs a staff action (approve, revoke, retry…) with its JSON body, `{}` when it takes none, and
 * resolves to its answer: the result type the contract names for that path.
 */
export function postStaffAction<T>(
  path: string,
  body: unknown = {},
  options: StaffCallOptions = {},
) {
  return sendStaffJson<T>('POST', path, body, options);
}

/** `?a=1&b=x` from the set values of a list query (undefined and '' are left out). */
export function staffQueryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** What a staff page shows when a call did not succeed: the API's words, or the network's. */
export function staffFailureMessage<T extends ApiResponse>(
  outcome: ApiOutcome<T>,
  fallback: string,
): string {
  if (outcome.kind === 'network-error') {
    return 'The server could not be reached. Check your connection and try again.';
  }
  return outcome.body.error ?? outcome.body.message ?? fallback;
}
