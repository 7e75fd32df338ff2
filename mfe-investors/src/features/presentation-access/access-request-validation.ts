import { isEmailFormat } from '../../lib/email-format';
import type { AccessRequest } from './api/request-presentation-access';

/** The API's limits (api/src/access-requests/dto), enforced in the fields too. */
export const ACCESS_REQUEST_LIMITS = { text: 200, phone: 40, message: 5000 } as const;

export type AccessRequestErrors = Partial<Record<keyof AccessRequest, string>>;

export const EMPTY_ACCESS_REQUEST: AccessRequest = {
  name: '',
  companyName: '',
  phoneNumber: '',
  email: '',
  message: '',
};

const PHONE_FORMAT = /^[0-9+()./\s-]*[0-9][0-9+()./\s-]*$/;

/** Spec section 5: full name, company, phone and email required; message optional. */
export function validateAccessRequest(request: AccessRequest): AccessRequestErrors {
  const errors: AccessRequestErrors = {};
  if (!request.name.trim()) errors.name = 'Please enter your full name.';
  if (!request.companyName.trim()) errors.companyName = 'Please enter your company.';
  if (!request.phoneNumber.trim()) errors.phoneNumber = 'Please enter your phone number.';
  else if (!PHONE_FORMAT.test(request.phoneNumber.trim()))
    errors.phoneNumber = 'Please enter a valid phone number.';
  if (!request.email.trim()) errors.email = 'Please enter your email.';
  else if (!isEmailFormat(request.email)) errors.email = 'Please enter a valid email address.';
  return errors;
}
