import { ACCESS_REQUEST_RULES, type AccessRequestPayload } from '@gloh/contract/access-request';
import { API_PATHS, type ApiResponse } from '@gloh/contract/api';
import { trimFields } from '@gloh/contract/field-rules';
import { postJson } from '@gloh/shared/api-client';

/** POST /api/presentation-access: staff review the request and issue an access code. */
export function requestPresentationAccess(request: AccessRequestPayload) {
  // Sent trimmed; an empty optional message is left out rather than stored as ''.
  return postJson<ApiResponse>(
    API_PATHS.presentationAccess,
    trimFields(ACCESS_REQUEST_RULES, request),
  );
}
