import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiEnv, ROOT } from './stack';

/** The staff tool's program as the API's build exports it (api/src/admin/cli-program.ts). */
type RunCli = (
  args: string[],
  env: Record<string, string | undefined>,
  streams: { out: (line: string) => void; err: (line: string) => void },
) => Promise<number>;

let program: Promise<RunCli> | undefined;

/**
 * The built staff tool's program, loaded once per test worker. It is what `node
 * api/dist/admin/cli.js` runs (the API's suites start that process); here it runs in the worker,
 * so each command costs a call to the API's admin channel rather than a Node start and module load.
 */
function staffTool(): Promise<RunCli> {
  program ??= import(pathToFileURL(path.join(ROOT, 'api/dist/admin/cli-program.js')).href).then(
    (module: { runCli: RunCli }) => module.runCli,
  );
  return program;
}

/**
 * Runs the staff tool (`pnpm --filter @gloh/api admin …`, built form) against the e2e API's
 * embedded database; while the API runs, the tool reaches it through its admin channel.
 * Returns the command's --json output.
 */
export function admin<T = unknown>(...args: string[]): Promise<T> {
  return adminOf<T>(apiEnv(), ...args);
}

/** The staff tool run against another API, given that API's settings (its database). */
export async function adminOf<T = unknown>(env: Record<string, string>, ...args: string[]) {
  const runCli = await staffTool();
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    [...args, '--json'],
    { ...process.env, ...env },
    {
      out: (line) => (stdout += `${line}\n`),
      err: (line) => (stderr += `${line}\n`),
    },
  );
  if (code !== 0) throw new Error(`admin ${args.join(' ')} exited ${code}: ${stderr.trim()}`);
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
