import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { AppRole } from '../../app-role.js';
import type { AppConfig } from '../../config/env.validation.js';

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * One line per answered request: request id, method, URL, status and duration. Headers are
 * left out on purpose: they carry cookies and tokens, and serialising (and redacting) every
 * header of every request was the largest cost pino-http added to a request (issue 10).
 */
export const REQUEST_LOG_SERIALIZERS = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: req.originalUrl ?? req.url,
  }),
  res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
};

export function requestLogOptions(
  config: AppConfig,
  role: AppRole,
  destination?: DestinationStream,
): Options {
  return {
    level: config.logLevel,
    // The serializers above see the raw objects; pino-http's wrappers would copy every header first.
    wrapSerializers: false,
    serializers: REQUEST_LOG_SERIALIZERS,
    autoLogging: role === 'api',
    // req.log carries the request binding above (id, method, url) into every line logged
    // during the request; one child logger per request instead of two.
    quietReqLogger: false,
    ...(destination ? { stream: destination } : {}),
  };
}
