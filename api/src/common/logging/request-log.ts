import { performance } from 'node:perf_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** The Node request, tagged with the id its log line carries (5xx logs quote it). */
export type RequestWithId = IncomingMessage & { id?: number };

/**
 * One line per answered request: request id, method, URL, status and duration. No headers:
 * they carry cookies and tokens, and serialising (then redacting) every header of every request
 * was the largest cost the request log added (issue 10). Nothing is set up per request when
 * info is not logged, and no per-request child logger or async context is made.
 */
export function requestLogger(logger: Logger): (req: RequestWithId, res: ServerResponse) => void {
  let nextId = 0;
  const enabled = logger.isLevelEnabled('info');
  return (req, res) => {
    const id = (nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER);
    req.id = id;
    if (enabled) {
      const started = performance.now();
      res.once('close', () => {
        const line = {
          reqId: id,
          method: req.method,
          url: req.url,
          statusCode: res.statusCode,
          responseTime: Math.round((performance.now() - started) * 10) / 10,
        };
        if (!res.writableFinished) logger.info(line, 'request aborted');
        else if (res.statusCode >= 500) logger.error(line, 'request failed');
        else logger.info(line, 'request completed');
      });
    }
  };
}
