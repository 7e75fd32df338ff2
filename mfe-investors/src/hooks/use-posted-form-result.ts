import { formResultFor, type FormPostForm, type FormPostResult } from '@gloh/contract/form-posts';
import { useLocation } from '@gloh/shared/router';

/**
 * The outcome of this form's plain HTML post (made before the page's scripts ran, or without
 * them), from the result key the API redirected back with. The server renders with the same
 * query, so the message is in the page's HTML and hydration agrees with it.
 */
export function usePostedFormResult(form: FormPostForm): FormPostResult | undefined {
  return formResultFor(form, useLocation().search);
}
