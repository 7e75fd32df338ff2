import type {
  MailDeliveryState,
  MailReceipt,
  MailRevealResponse,
  MailSecretKind,
} from '@gloh/contract/staff-ops';

/** The receipt of mail an action queued, delivered (`ok`) or waiting for the reason given. */
export function testMailReceipt(state: MailDeliveryState = 'ok', lastError?: string): MailReceipt {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    revealable: state !== 'ok',
    delivery: {
      state,
      configured: state !== 'not-configured',
      lastError: lastError ?? null,
      lastErrorAt: lastError ? '2026-03-01T10:00:00Z' : null,
      queued: 1,
    },
  };
}

/** The API's answer to revealing the secret of the mail `receipt` describes. */
export function testMailReveal(
  receipt: MailReceipt,
  to: string,
  kind: MailSecretKind,
  secret: string,
): { status: 200; body: MailRevealResponse } {
  return { status: 200, body: { success: true, mailId: receipt.id, to, kind, secret } };
}
