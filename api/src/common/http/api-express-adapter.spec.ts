import type { Request, Response } from 'express';
import request from 'supertest';
import { ApiExpressAdapter } from './api-express-adapter.js';

/** Two routes answering the same body: one through the adapter's reply, one through res.json. */
function appWith(body: unknown, status?: number) {
  const adapter = new ApiExpressAdapter();
  const app = adapter.getInstance<import('express').Express>();
  app.set('etag', false);
  app.get('/fast', (_req: Request, res: Response) => adapter.reply(res, body, status));
  app.head('/fast', (_req: Request, res: Response) => adapter.reply(res, body, status));
  app.get('/express', (_req: Request, res: Response) => res.status(status ?? 200).json(body));
  app.head('/express', (_req: Request, res: Response) => res.status(status ?? 200).json(body));
  return app;
}

function comparable(res: request.Response) {
  const { date: _date, ...headers } = res.headers;
  return { status: res.status, headers, text: res.text };
}

describe('ApiExpressAdapter.reply', () => {
  const bodies: Array<[string, unknown, number | undefined]> = [
    ['an object', { success: true, user: { name: 'Zoë ✓' }, n: 1 }, undefined],
    ['an object with a status', { success: true }, 200],
    ['an object without a prototype', Object.assign(Object.create(null), { a: 1 }), undefined],
    ['an array', [1, 'two', { three: null }], 201],
    ['an empty object', {}, 200],
  ];

  it.each(bodies)('answers %s as res.json does', async (_name, body, status) => {
    const app = appWith(body, status);
    expect(comparable(await request(app).get('/fast'))).toEqual(
      comparable(await request(app).get('/express')),
    );
    expect(comparable(await request(app).head('/fast'))).toEqual(
      comparable(await request(app).head('/express')),
    );
    const conditional = (path: string) => request(app).get(path).set('If-None-Match', '*');
    expect(comparable(await conditional('/fast'))).toEqual(
      comparable(await conditional('/express')),
    );
  });

  it('leaves 204 to Express', async () => {
    const app = appWith({ ignored: true }, 204);
    expect(comparable(await request(app).get('/fast'))).toEqual(
      comparable(await request(app).get('/express')),
    );
  });
});
