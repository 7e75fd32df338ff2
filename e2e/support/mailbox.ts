import { expect } from '@playwright/test';
import { E2E_PORTS } from './stack';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** What the e2e stack's mail catcher has received for `address`, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_PORTS.mailbox}/mails?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as CaughtMail[];
}

/** The newest mail to `address` with this subject, waiting for the outbox to deliver it. */
export async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).findLast((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `a mail "${subject}" to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first line of a mail's text matching `pattern` (e.g. a link), or the test fails. */
export function lineOf(mail: CaughtMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  expect(match, `${pattern} in "${mail.subject}"`).not.toBeNull();
  return match![0];
}
