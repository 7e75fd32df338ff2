import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiEnv, ROOT } from './stack';

const run = promisify(execFile);
const ADMIN_CLI = path.join(ROOT, 'api/dist/admin/cli.js');

/**
 * Runs the staff tool (`pnpm --filter @gloh/api admin …`, built form) against the e2e API's
 * embedded database; while the API runs, the CLI reaches it through its admin channel.
 * Returns the command's --json output.
 */
export function admin<T = unknown>(...args: string[]): Promise<T> {
  return adminOf<T>(apiEnv(), ...args);
}

/** The staff tool run against another API, given that API's settings (its database). */
export async function adminOf<T = unknown>(env: Record<string, string>, ...args: string[]) {
  const { stdout } = await run('node', [ADMIN_CLI, ...args, '--json'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as T;
}

export interface AccessRequestRow {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  email: string;
}

/** Approves the pending access request of `email` and returns the one-time access code. */
export async function approveRequestOf(email: string): Promise<string> {
  const requests = await admin<AccessRequestRow[]>('requests', '--status', 'pending');
  const request = requests.find((row) => row.email === email);
  if (!request) throw new Error(`No pending access request for ${email}`);
  const approved = await admin<{ accessCode: string }>('approve', String(request.id));
  return approved.accessCode;
}

export function revokeInvestor(email: string) {
  return admin<{ email: string; sessionsEnded: number }>('revoke', email);
}

export async function resetLinkFor(email: string): Promise<string> {
  const reset = await admin<{ link: string }>('reset-link', email);
  return reset.link;
}
