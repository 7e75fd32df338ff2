import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

/** Admin commands refuse bodies beyond this; they are a few words long. */
const MAX_COMMAND_BYTES = 4096;
const LOOPBACK = '127.0.0.1';

export interface AdminEndpoint {
  pid: number;
  port: number;
  token: string;
}

/**
 * An embedded PGlite directory can be open in one process only. While the API holds it,
 * the admin CLI hands its command to the API over this loopback channel instead; the
 * endpoint file beside the data directory tells the CLI where, and holds a one-time
 * secret readable by the owner only.
 */
export function adminEndpointFile(pgliteDir: string): string {
  return `${pgliteDir.replace(/[\\/]+$/, '')}.admin.json`;
}

export function readAdminEndpoint(pgliteDir: string): AdminEndpoint | undefined {
  try {
    const parsed = JSON.parse(readFileSync(adminEndpointFile(pgliteDir), 'utf8')) as AdminEndpoint;
    if (typeof parsed.port === 'number' && typeof parsed.token === 'string') return parsed;
  } catch {
    // No file or a torn one: treat as "no API running".
  }
  return undefined;
}

const PROBE_TIMEOUT_MS = 1000;

/** True when another live process owns the directory and its channel still answers. */
export async function isDirectoryHeldByAnotherApi(pgliteDir: string): Promise<number | undefined> {
  const endpoint = readAdminEndpoint(pgliteDir);
  if (!endpoint || endpoint.pid === process.pid) return undefined;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: LOOPBACK, port: endpoint.port });
    const done = (alive: boolean) => {
      socket.destroy();
      resolve(alive);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  return answers ? endpoint.pid : undefined;
}

export interface AdminChannel {
  port: number;
  close(): Promise<void>;
}

export async function startAdminChannel(
  pgliteDir: string,
  port: number,
  handle: (body: unknown) => Promise<unknown>,
): Promise<AdminChannel> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const given = Buffer.from(req.headers.authorization ?? '');
    if (
      req.method !== 'POST' ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      reply(403, { ok: false, error: 'Forbidden' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_COMMAND_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        reply(400, { ok: false, error: 'Malformed command' });
        return;
      }
      handle(body).then(
        (result) => reply(200, { ok: true, result }),
        (error: unknown) =>
          reply(200, { ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const file = adminEndpointFile(pgliteDir);
  writeFileSync(
    file,
    JSON.stringify({ pid: process.pid, port: actualPort, token } satisfies AdminEndpoint),
    {
      mode: 0o600,
    },
  );
  return {
    port: actualPort,
    close: async () => {
      // Only remove the file if it is still ours (a newer API may have replaced it).
      if (readAdminEndpoint(pgliteDir)?.token === token) rmSync(file, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function sendAdminCommand(
  endpoint: AdminEndpoint,
  command: unknown,
): Promise<unknown> {
  const response = await fetch(`http://${LOOPBACK}:${endpoint.port}/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${endpoint.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(command),
  });
  const body = (await response.json()) as { ok: boolean; result?: unknown; error?: string };
  if (!body.ok) throw new RemoteAdminError(body.error ?? 'Admin command failed');
  return body.result;
}

export class RemoteAdminError extends Error {}
