// A reader of a release manifest may ask to be answered only once it changes (RFC 7240's
// `Prefer: wait=<seconds>` with the ETag of its last read): the request is held until the file
// changes or the wait ends, and then answered as any other (200 with the new file, or 304). The
// shell's server reads every remote's manifests so that a release shows within seconds; held, a
// read costs neither side anything while nothing is released, where a read every few hundred
// milliseconds kept both busy. A server that ignores the preference answers at once, as before.
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RELEASE_MANIFESTS } from './publish-release.js';

/** The longest a request is held, whatever it asks: below every proxy's and client's timeout. */
export const MAX_WAIT_SECONDS = 25;
/** How often a held file is looked at: a release shows this long after its files are in place. */
const WATCH_INTERVAL_MS = 200;

/** The seconds a `Prefer` header asks to wait (capped), none when it does not ask. */
export function preferredWaitSeconds(prefer: string | string[] | undefined): number | undefined {
  const value = Array.isArray(prefer) ? prefer.join(',') : prefer;
  const match = value && /(?:^|[,;\s])wait\s*=\s*(\d+)/i.exec(value);
  if (!match) return undefined;
  const seconds = Number(match[1]);
  return seconds > 0 ? Math.min(seconds, MAX_WAIT_SECONDS) : undefined;
}

/** The entity tag the static plugin (@fastify/send) gives a file, from its size and time. */
function staticEntityTag(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
}

function signature(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.ino}:${staticEntityTag(stats)}`;
  } catch {
    return 'absent';
  }
}

/** The manifests under each folder mount, by the URL path they are read at. */
function manifestFiles(mounts: readonly { prefix: string; root: string }[]): Map<string, string> {
  return new Map(
    mounts.flatMap(({ prefix, root }) =>
      RELEASE_MANIFESTS.map((file): [string, string] => [
        `${prefix}${file}`,
        path.resolve(root, file),
      ]),
    ),
  );
}

/**
 * Holds a conditional GET of a mount's release manifest that prefers to wait, while the tag it
 * sends is the file's current one. Every held file is looked at once per WATCH_INTERVAL_MS,
 * however many requests wait for it; closing the server answers them all at once.
 */
export function holdManifestReads(
  server: FastifyInstance,
  mounts: readonly { prefix: string; root: string }[],
): void {
  const files = manifestFiles(mounts);
  if (files.size === 0) return;
  /** What waits for each held file: called when it changed, or with the server closing. */
  const waiting = new Map<string, Set<() => void>>();
  let timer: NodeJS.Timeout | undefined;
  const lastSeen = new Map<string, string>();
  let closing = false;

  function releaseAll(file: string) {
    for (const release of [...(waiting.get(file) ?? [])]) release();
  }
  function watch() {
    for (const file of waiting.keys()) {
      if (signature(file) !== lastSeen.get(file)) releaseAll(file);
    }
    timer = waiting.size > 0 ? setTimeout(watch, WATCH_INTERVAL_MS) : undefined;
  }

  server.addHook('onRequest', async (request, reply) => {
    // A closing server holds nothing more: a kept-alive connection may still bring a read.
    if (closing || request.method !== 'GET') return;
    const file = files.get(request.url.split('?')[0] ?? '');
    const tag = request.headers['if-none-match'];
    const seconds = preferredWaitSeconds(request.headers.prefer);
    if (!file || !tag || !seconds) return;
    reply.header('Preference-Applied', `wait=${seconds}`);
    const seen = signature(file);
    // A reader behind the current file is answered at once, with it.
    if (seen === 'absent' || tag !== seen.slice(seen.indexOf(':') + 1)) return;
    lastSeen.set(file, lastSeen.get(file) ?? seen);
    await new Promise<void>((resolve) => {
      const readers = waiting.get(file) ?? new Set();
      waiting.set(file, readers);
      const done = () => {
        clearTimeout(deadline);
        reply.raw.off('close', done);
        readers.delete(done);
        if (readers.size === 0 && waiting.get(file) === readers) {
          waiting.delete(file);
          lastSeen.delete(file);
        }
        resolve();
      };
      const deadline = setTimeout(done, seconds * 1000);
      // A reader that gives up (its connection closed) is forgotten at once.
      reply.raw.once('close', done);
      readers.add(done);
      timer ??= setTimeout(watch, WATCH_INTERVAL_MS);
    });
    // Its connection would otherwise keep the closing server up until it idles out.
    if (closing) reply.header('Connection', 'close');
  });
  server.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    timer = undefined;
    for (const file of [...waiting.keys()]) releaseAll(file);
  });
}
