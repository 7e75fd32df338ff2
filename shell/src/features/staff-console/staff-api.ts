import { callApi, postJson, type ApiResponse } from '@gloh/shared/api-client';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import {
  STAFF_API_PATHS,
  type StaffCeremonyOptionsResponse,
  type StaffEnrollAccountResponse,
  type StaffMeResponse,
  type StaffSignedInResponse,
} from '@gloh/contract/staff';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** A staff answer as the shared API client reads it (every answer's `success`, `error`…). */
type Answer<T> = T & ApiResponse;

export function fetchStaffMe() {
  return callApi<Answer<StaffMeResponse>>(STAFF_API_PATHS.me, {
    headers: { Accept: 'application/json' },
  });
}

export type CeremonyResult =
  | { kind: 'signed-in'; body: StaffSignedInResponse }
  | { kind: 'failed'; message: string; cancelled?: boolean };

/**
 * The browser's part of a passkey ceremony between the API's options and its verification. A
 * ceremony the person cancels (or the device refuses) ends with the browser's own reason.
 */
async function runCeremony(
  optionsPath: string,
  optionsPayload: object,
  verifyPath: string,
  verifyPayload: object,
  ask: (options: StaffCeremonyOptionsResponse['options']) => Promise<unknown>,
): Promise<CeremonyResult> {
  const options = await postJson<Answer<StaffCeremonyOptionsResponse>>(optionsPath, optionsPayload);
  if (options.kind !== 'ok') {
    return { kind: 'failed', message: staffFailureMessage(options, 'The passkey request failed.') };
  }
  let response: unknown;
  try {
    response = await ask(options.body.options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The browser reports a prompt the person closed (or that timed out) as NotAllowedError.
    const cancelled =
      error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
    return { kind: 'failed', message: `No passkey was used: ${reason}`, cancelled };
  }
  const verified = await postJson<Answer<StaffSignedInResponse>>(verifyPath, {
    ...verifyPayload,
    response,
  });
  if (verified.kind !== 'ok') {
    return {
      kind: 'failed',
      message: staffFailureMessage(verified, 'The passkey was not accepted.'),
    };
  }
  return { kind: 'signed-in', body: verified.body };
}

/** Whose account a mailed enrollment link sets up; asking leaves the link unused. */
export function fetchEnrollmentAccount(token: string) {
  return postJson<Answer<StaffEnrollAccountResponse>>(STAFF_API_PATHS.enrollAccount, { token });
}

/** Sets up a passkey on this device from a mailed enrollment link's token, and signs in. */
export function enrollPasskey(token: string): Promise<CeremonyResult> {
  return runCeremony(
    STAFF_API_PATHS.enrollOptions,
    { token },
    STAFF_API_PATHS.enrollVerify,
    { token },
    (options) =>
      startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      }),
  );
}

/** Signs in with any passkey of a staff account on this device (discoverable credentials). */
export function signInWithPasskey(): Promise<CeremonyResult> {
  return runCeremony(
    STAFF_API_PATHS.signInOptions,
    {},
    STAFF_API_PATHS.signInVerify,
    {},
    (options) =>
      startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      }),
  );
}

/**
 * Confirms with any passkey of the signed-in member (step-up), which lets the session make
 * destructive changes for the next few minutes.
 */
export function stepUpWithPasskey(): Promise<CeremonyResult> {
  return runCeremony(
    STAFF_API_PATHS.stepUpOptions,
    {},
    STAFF_API_PATHS.stepUpVerify,
    {},
    (options) =>
      startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      }),
  );
}

export function signOutStaff() {
  return postJson(STAFF_API_PATHS.signOut, {});
}
