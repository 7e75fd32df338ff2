import type { IncomingHttpHeaders } from 'node:http';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Express settings that change what res.json writes; with none set, JSON.stringify is the body. */
const JSON_SETTINGS = ['json escape', 'json replacer', 'json spaces', 'etag fn'] as const;

function isPlainData(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null || Array.isArray(body);
}

function hasDefaultJsonSettings(response: Response): boolean {
  const settings = response.app.settings as Record<string, unknown>;
  for (const setting of JSON_SETTINGS) if (settings[setting] !== undefined) return false;
  return true;
}

function isConditional(headers: IncomingHttpHeaders): boolean {
  return headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined;
}

/**
 * Nest's Express adapter answers a handler's object with res.json, which goes through
 * res.send: content-type lookup and charset rewriting, ETag and freshness checks, header
 * stripping for 204/205/304. For the common case (a plain object, a 2xx status, no
 * content type chosen, no conditional request headers, default JSON settings) none of that
 * changes the answer, and writing it here does the same thing with a fraction of the work
 * (profile of GET /api/auth/me, issue 10). Anything else still goes through Express.
 */
export class ApiExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    // Nest leaves the status out when the handler did not choose one (Express's 200 stands).
    const status = statusCode ?? response.statusCode;
    if (
      status >= 200 &&
      status < 300 &&
      status !== 204 &&
      status !== 205 &&
      isPlainData(body) &&
      !response.hasHeader('Content-Type') &&
      !response.hasHeader('Transfer-Encoding') &&
      !isConditional(response.req.headers) &&
      hasDefaultJsonSettings(response)
    ) {
      const json = JSON.stringify(body);
      response.statusCode = status;
      response.setHeader('Content-Type', JSON_CONTENT_TYPE);
      response.setHeader('Content-Length', Buffer.byteLength(json, 'utf8'));
      return response.req.method === 'HEAD' ? response.end() : response.end(json, 'utf8');
    }
    return super.reply(response, body, statusCode);
  }
}
