import request from 'supertest';
import { DATABASE_HANDLE } from '../src/database/database.module.js';
import type { DatabaseHandle } from '../src/database/database.js';
import { appForSuite } from './support/test-app.js';

describe('health (e2e)', () => {
  const t = appForSuite();

  // Express matched routes case-insensitively and with a trailing slash; clients that rely on it
  // keep working.
  it.each(['/api/health/', '/api/Health', '/api/health/?probe=1'])(
    'answers %s as /api/health',
    async (path) => {
      const res = await request(t.http).get(path).expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up' });
    },
  );

  it('reports the database up, then 503 once it is gone', async () => {
    const up = await request(t.http).get('/api/health').expect(200);
    expect(up.body).toEqual({ status: 'ok', database: 'up' });
    await t.app.get<DatabaseHandle>(DATABASE_HANDLE).close();
    const down = await request(t.http).get('/api/health').expect(503);
    expect(down.body).toEqual({ status: 'error', database: 'down' });
  });
});
