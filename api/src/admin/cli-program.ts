/**
 * The staff tool's program: parses a command line, runs the command against the same database as
 * the API (PostgreSQL via DATABASE_URL, or the embedded PGlite directory; when an API process holds
 * that directory, inside the API through its admin channel) and prints the outcome. The entry point
 * (cli.ts) gives it the process's arguments, environment and streams.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { validateEnv, type AppConfig } from '../config/env.validation.js';
import { readAdminEndpoint } from '../database/pglite-owner.js';
import { RemoteAdminError, sendAdminCommand } from './admin-channel.js';
import { type AdminCommand, runAdminCommand } from './admin-commands.js';
import { parseCommandLine, UsageError } from './cli-arguments.js';
import { AdminError } from './admin-errors.js';
import { type Output, printHuman } from './cli-human-output.js';

/** Where the program writes: standard output and standard error, a line at a time. */
export interface CliStreams {
  out: Output;
  err: Output;
}

/** The CLI reads the file, so the API (maybe in another container) needs no access to it. */
function readDeckFile(file: string): { fileName: string; pdfBase64: string } {
  try {
    return { fileName: basename(file), pdfBase64: readFileSync(file).toString('base64') };
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function runViaRunningApi(
  config: AppConfig,
  command: AdminCommand,
): Promise<{ result: unknown } | undefined> {
  if (config.databaseUrl || config.pgliteDir.startsWith('memory://')) return undefined;
  const endpoint = readAdminEndpoint(config.pgliteDir);
  if (!endpoint) return undefined;
  try {
    return { result: await sendAdminCommand(endpoint, command) };
  } catch (error) {
    if (error instanceof RemoteAdminError) throw new AdminError(error.message);
    // Nothing listening: the API is gone and left its file behind, unless the process lives on.
    if (isProcessAlive(endpoint.pid)) {
      throw new Error(
        `The API (pid ${endpoint.pid}) holds ${config.pgliteDir} but its admin channel does not answer`,
      );
    }
    return undefined;
  }
}

async function runLocally(
  command: AdminCommand,
  env: Record<string, string | undefined>,
): Promise<{ result: unknown; mailNote: string }> {
  // Loaded only here: talking to a running API needs none of Nest or the database drivers.
  await import('reflect-metadata');
  const { NestFactory } = await import('@nestjs/core');
  // The CLI is an entry point, as main.ts is: it boots the whole app.
  // eslint-disable-next-line api-layers/feature-imports
  const { AppModule } = await import('../app.module.js');
  const { AdminServices } = await import('./admin-services.js');
  const { MailOutboxWorker } = await import('../mail/mail-outbox.worker.js');
  // Without abortOnError: false, Nest ends the process on a failed start (an unreachable database)
  // with its logger off, so the operator saw exit code 1 and nothing else.
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ role: 'cli', env }), {
    logger: false,
    abortOnError: false,
  });
  try {
    const result = await runAdminCommand(app.get(AdminServices), command);
    const config = app.get<AppConfig>('APP_CONFIG');
    let mailNote =
      'No SMTP configured: the mail waits in the outbox until an API with SMTP_URL sends it.';
    if (config.smtpUrl) {
      try {
        await app.get(MailOutboxWorker).drain();
        mailNote = 'Mail handed to the SMTP server (or queued for retry by the API).';
      } catch {
        mailNote = 'SMTP unreachable: the mail stays in the outbox and the API will retry it.';
      }
    }
    return { result, mailNote };
  } finally {
    await app.close();
  }
}

/**
 * Runs one command line; resolves to the process's exit code (0 done, 1 refused or failed, 2 a
 * usage error), never rejects: a failure is written to `err`. `env` is what the process's
 * environment would be: the database and mail settings.
 */
export async function runCli(
  args: string[],
  env: Record<string, string | undefined>,
  streams: CliStreams,
): Promise<number> {
  try {
    return await runCommandLine(args, env, streams);
  } catch (error) {
    streams.err(`Error: ${failureMessage(error)}`);
    return 1;
  }
}

/**
 * What an unexpected failure says. pg reports a refused connection as an AggregateError with no
 * message of its own, one error per address it tried. Read by shape, not instanceof: Node's socket
 * errors come from another realm when the program runs inside a test runner's context.
 */
function failureMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { message, name, errors } = error as Partial<AggregateError>;
  if (!message && Array.isArray(errors)) {
    return [...new Set(errors.map(failureMessage))].join('; ');
  }
  return message || name || String(error);
}

async function runCommandLine(
  args: string[],
  env: Record<string, string | undefined>,
  { out, err }: CliStreams,
): Promise<number> {
  let parsed: { command: AdminCommand; json: boolean };
  try {
    const line = parseCommandLine(args);
    if ('help' in line) {
      out(line.help);
      return 0;
    }
    parsed = {
      command: line.deckFile ? { ...line.command, ...readDeckFile(line.deckFile) } : line.command,
      json: line.json,
    };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`Error: ${error.message}`);
    err('');
    err(error.usage);
    return 2;
  }
  const config = validateEnv(env);
  try {
    const remote = await runViaRunningApi(config, parsed.command);
    const outcome = remote
      ? { result: remote.result, mailNote: 'Mail queued in the running API’s outbox.' }
      : await runLocally(parsed.command, env);
    if (parsed.json) out(JSON.stringify(outcome.result, null, 2));
    else printHuman(out, parsed.command, outcome.result, outcome.mailNote);
    return 0;
  } catch (error) {
    if (error instanceof AdminError) {
      err(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
