// What the server answers a request Node's HTTP parser refuses before Fastify sees it (headers too
// large, a request line that is not HTTP, headers or body that never finish): the site's JSON
// error shape and words, written straight to the socket, which is then closed. Fastify's own
// answer is its `{ error, message, statusCode }` shape in its own words.
import http from 'node:http';
import type { Socket } from 'node:net';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';

const HEADERS_TOO_LARGE = 431;
const REQUEST_TIMEOUT = 408;
const BAD_REQUEST = 400;

/** The status and words for a parser error's code. */
export function clientErrorAnswer(code: string | undefined): { status: number; error: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: HEADERS_TOO_LARGE, error: HTTP_ERROR_MESSAGES.headersTooLarge };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: REQUEST_TIMEOUT, error: HTTP_ERROR_MESSAGES.requestTimeout };
  }
  return { status: BAD_REQUEST, error: HTTP_ERROR_MESSAGES.badRequest };
}

/** Fastify's clientErrorHandler: answers in the site's shape, then closes the connection. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, error: words } = clientErrorAnswer(error.code);
    const body = JSON.stringify({ success: false, error: words });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Cache-Control: no-store\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
