import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export interface SecurityHeaders {
  readonly set: ReadonlyArray<readonly [name: string, value: string]>;
  readonly removed: readonly string[];
}

/**
 * Helmet's headers, worked out once. With static options (ours: the defaults, no CSP nonce
 * functions) helmet sets the same thirteen headers on every response, but as a chain of
 * thirteen middlewares per request; replaying the recorded result does the same writes
 * without the chain. A middleware that did anything else (ask the request, answer
 * asynchronously, fail) is refused here, so a future option cannot be silently frozen.
 */
export function recordSecurityHeaders(
  middleware: ReturnType<typeof helmet> = helmet(),
): SecurityHeaders {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-string`);
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  const request = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`helmet read req.${String(property)}: its headers depend on the request`);
      },
    },
  );
  let finished = false;
  middleware(
    request as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');
  return { set, removed };
}

export function applySecurityHeaders(res: ServerResponse, headers: SecurityHeaders): void {
  for (const name of headers.removed) res.removeHeader(name);
  for (const [name, value] of headers.set) res.setHeader(name, value);
}
