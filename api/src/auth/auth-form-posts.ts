import type { FormPostForm } from '@gloh/contract/form-posts';

/** POST /api/auth serves two forms, told apart by their `action` field. */
export function authFormOf(body: unknown): FormPostForm | undefined {
  const action =
    body && typeof body === 'object' ? (body as { action?: unknown }).action : undefined;
  if (action === 'login') return 'login';
  if (action === 'reset-password') return 'reset-password';
  return undefined;
}
