import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import bodyParser from 'body-parser';
import type { FastifyInstance } from 'fastify';
import multer from 'multer';

type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

type RequestWithBody = IncomingMessage & { body?: unknown };

/** Route config key under which a route's multipart parser is found. */
const FORM_DATA = 'gloh.formData';
/** Route config key of the routes that read a text/plain body as JSON. */
const TEXT_AS_JSON = 'gloh.textAsJson';

/**
 * Lets a route take multipart/form-data (a browser's FormData): text fields only, within
 * these limits. Other routes leave a multipart body unread, as they did on Express.
 */
export function AcceptsFormData(limits: multer.Options['limits']): MethodDecorator {
  return RouteConfig({ [FORM_DATA]: multer({ limits }).none() });
}

/** A route's own JSON parsers, for a body limit below the API's. */
interface RouteJsonParsers {
  json: NodeMiddleware;
  textAsJson: NodeMiddleware;
}

/**
 * Lets a route read a text/plain body as JSON, with the JSON errors:
 * navigator.sendBeacon() posts a string as text/plain (a JSON Blob would need a CORS preflight,
 * which a beacon cannot make). Other routes leave a text body unread.
 * @param limitBytes a limit for this route's JSON bodies (either type) below the API's
 */
export function AcceptsTextAsJson(limitBytes?: number): MethodDecorator {
  const own: RouteJsonParsers | undefined =
    limitBytes === undefined
      ? undefined
      : {
          json: bodyParser.json({ limit: limitBytes }) as NodeMiddleware,
          textAsJson: bodyParser.json({ limit: limitBytes, type: 'text/plain' }) as NodeMiddleware,
        };
  return RouteConfig({ [TEXT_AS_JSON]: own ?? true });
}

/**
 * The request bodies the API reads, with the parsers it used on Express: body-parser for JSON
 * and urlencoded forms (the same limit, the same decompression of gzip, deflate and br, the
 * same errors, each with a `type` the exception filter turns into the API's words) and
 * multer for multipart on the routes that accept it. Fastify's own parsers are removed: they
 * differ in limits, error texts and what an empty JSON body means. A body of any other type
 * is left unread, and the handler sees none.
 */
export function registerBodyParsers(fastify: FastifyInstance, limit: string): void {
  const parseJson = bodyParser.json({ limit }) as NodeMiddleware;
  const parseForm = bodyParser.urlencoded({ limit, extended: false }) as NodeMiddleware;
  const parseTextAsJson = bodyParser.json({ limit, type: 'text/plain' }) as NodeMiddleware;
  // body-parser and multer take a response only to pass it along; neither touches it.
  const noResponse = undefined as unknown as ServerResponse;
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const raw = request.raw as RequestWithBody;
    const routeConfig = request.routeOptions.config as unknown as Record<string, unknown>;
    const parseFormData = routeConfig[FORM_DATA] as NodeMiddleware | undefined;
    const textAsJson = routeConfig[TEXT_AS_JSON] as RouteJsonParsers | true | undefined;
    const ownParsers = typeof textAsJson === 'object' ? textAsJson : undefined;
    const parseText = ownParsers?.textAsJson ?? (textAsJson ? parseTextAsJson : undefined);
    const fail = (error: unknown) =>
      done(error instanceof Error ? error : new Error(String(error)), undefined);
    // Each parser only reads a body of its own type; the others pass it on untouched.
    (ownParsers?.json ?? parseJson)(raw, noResponse, (jsonError) => {
      if (jsonError) return fail(jsonError);
      parseForm(raw, noResponse, (formError) => {
        if (formError) return fail(formError);
        if (parseText) {
          return parseText(raw, noResponse, (textError) =>
            textError ? fail(textError) : done(null, raw.body),
          );
        }
        if (!parseFormData) return done(null, raw.body);
        parseFormData(raw, noResponse, (error) =>
          error ? fail(formDataError(error)) : done(null, raw.body),
        );
      });
    });
  });
}

/**
 * multer's and busboy's errors as HTTP errors, the original kept as the cause for the
 * exception filter's wording (it never sends their text).
 */
function formDataError(error: unknown): Error {
  if (error instanceof multer.MulterError)
    return new BadRequestException(error.message, { cause: error });
  // multer takes any multipart/* type; busboy parses only multipart/form-data.
  if (error instanceof Error && error.message.startsWith('Unsupported content type'))
    return new UnsupportedMediaTypeException('Unsupported content type', { cause: error });
  return new BadRequestException('Malformed form data', { cause: error });
}
