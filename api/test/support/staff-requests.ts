import request from 'supertest';
import { TEST_ORIGIN, type TestApp } from './test-app.js';

/** Requests as the console sends them: with the staff cookie, and the Origin on changes. */
export function staffRequests(t: TestApp) {
  const withCookie = (req: request.Test, cookie?: string) =>
    cookie ? req.set('Cookie', cookie) : req;
  return {
    get: (path: string, cookie?: string) => withCookie(request(t.http).get(path), cookie),
    put: (path: string, body: object, cookie?: string) =>
      withCookie(request(t.http).put(path).set('Origin', TEST_ORIGIN), cookie).send(body),
    post: (path: string, body: object, cookie?: string) =>
      withCookie(request(t.http).post(path).set('Origin', TEST_ORIGIN), cookie).send(body),
    delete: (path: string, cookie?: string) =>
      withCookie(request(t.http).delete(path).set('Origin', TEST_ORIGIN), cookie),
  };
}
