/**
 * The header that carries a request's id from the edge through the shell's server to the API, so
 * that every log line of one visitor's request can be found in each service's logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id may look like: a UUID, Caddy's or a load balancer's token. Nothing to forge a log with. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The id a proxy in front sent, when it is one a log line can hold as it is; undefined when the
 * header is absent, repeated or anything else (a new id is made then). Believe it only from a
 * trusted proxy: a client could otherwise pin its requests to another's id.
 */
export function acceptedRequestId(
  value: string | readonly string[] | undefined,
): string | undefined {
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : undefined;
}
