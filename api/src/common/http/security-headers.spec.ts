import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { applySecurityHeaders, recordSecurityHeaders } from './security-headers.js';

function freshResponse(): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('X-Powered-By', 'Express');
  return res;
}

describe('recordSecurityHeaders', () => {
  it('replays exactly what helmet sets and removes', () => {
    const byHelmet = freshResponse();
    helmet()(byHelmet.req, byHelmet, () => undefined);
    const replayed = freshResponse();
    applySecurityHeaders(replayed, recordSecurityHeaders());
    expect(replayed.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(replayed.getHeader('x-powered-by')).toBeUndefined();
    expect(Object.keys(replayed.getHeaders()).length).toBeGreaterThan(10);
  });

  it('refuses a policy that depends on the request', () => {
    const perRequest = helmet({
      contentSecurityPolicy: { directives: { scriptSrc: [(req) => String(req.headers.host)] } },
    });
    expect(() => recordSecurityHeaders(perRequest)).toThrow(/depend on the request/);
  });
});
