import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

// The file format lives here rather than in admin/ because the database layer must read it
// before it opens a directory, and infrastructure never imports a feature folder.

export const LOOPBACK = '127.0.0.1';

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
