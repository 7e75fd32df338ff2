import type { FormEvent, ReactNode, RefObject } from 'react';
import { API_PATHS } from '@gloh/contract/api';

/**
 * A form of the API's auth endpoint, which also takes it as a plain HTML post (submitted before
 * the scripts run, or without them); `action` says which form it is. method and action: never a
 * GET that puts an access code, a token or a password into the address.
 */
export function AuthPostForm({
  action,
  label,
  formRef,
  onSubmit,
  children,
}: {
  action: 'login' | 'reset-password';
  label: string;
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      action={API_PATHS.auth}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}
