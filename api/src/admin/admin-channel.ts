import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AdminEndpoint,
  adminEndpointFile,
  LOOPBACK,
  readAdminEndpoint,
} from '../database/pglite-owner.js';

/**
 * Admin commands refuse bodies beyond this. Most are a few words; `deck upload` carries the PDF,
 * base64-encoded (4/3 of its size), and decks stay well under 64 MB.
 */
const MAX_COMMAND_BYTES = 96 * 1024 * 1024;

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
