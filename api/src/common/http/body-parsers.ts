import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';

/** A route fed by navigator.sendBeacon(), with the limit of its JSON bodies. */
export interface BeaconRoute {
  /** The full path, prefix included. */
  path: string;
  limit: number | string;
}

/**
 * The request bodies the API reads: JSON and urlencoded forms on every route (Nest's parsers,
 * body-parser underneath: decompression, limits, errors with a `type` the exception filter
 * words), multipart only where a route takes it (multer, through Nest's interceptors).
 *
 * A beacon route also reads a text/plain body as JSON: navigator.sendBeacon() posts a string
 * as text/plain (a JSON Blob would need a CORS preflight, which a beacon cannot make). Its
 * parser is mounted first, so its own limit holds for either type: the global JSON parser
 * leaves a body that was read already.
 */
export function useBodyParsers(
  app: NestExpressApplication,
  limit: string,
  beaconRoutes: readonly BeaconRoute[],
): void {
  for (const route of beaconRoutes) {
    app.use(
      route.path,
      express.json({ limit: route.limit, type: ['application/json', 'text/plain'] }),
    );
  }
  app.useBodyParser('json', { limit });
  app.useBodyParser('urlencoded', { limit, extended: false });
}
