import { API_PATHS, postJson, type ApiResponse } from '@gloh/shared/api-client';

export interface AccessRequest {
  name: string;
  companyName: string;
  phoneNumber: string;
  email: string;
  message: string;
}

/** POST /api/presentation-access: staff review the request and issue an access code. */
export function requestPresentationAccess(request: AccessRequest) {
  const message = request.message.trim();
  return postJson<ApiResponse>(API_PATHS.presentationAccess, {
    name: request.name.trim(),
    companyName: request.companyName.trim(),
    phoneNumber: request.phoneNumber.trim(),
    email: request.email.trim(),
    // The message is optional: an empty one is left out rather than stored as ''.
    ...(message ? { message } : {}),
  });
}
