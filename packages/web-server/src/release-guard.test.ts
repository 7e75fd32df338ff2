import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_GUARD_PATHS, type ReleaseGuardDecision } from '@gloh/contract/release-guard';
import { releaseIdOf } from './publish-release.js';
import { startReleaseGuard, type ReleaseGuard } from './release-guard.js';
import { writeBuild } from './release-builds.test-support.js';
import { release, rollback, switchTo, type LiveSite } from './remote-release.js';

const SITE: LiveSite = { reachable: false, declarations: {} };
const SECRET = 'a-proxy-secret-of-at-least-32-characters';

/** The API's operations port, answering every verdict with `decision`. */
class FakeApi {
  decision: ReleaseGuardDecision = 'roll-back';
  readonly requests: { path: string; body: Record<string, unknown>; secret?: string }[] = [];
  private readonly server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const secret = req.headers['x-gloh-proxy-secret'];
      this.requests.push({
        path: req.url ?? '',
        body: JSON.parse(text) as Record<string, unknown>,
        ...(typeof secret === 'string' ? { secret } : {}),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          req.url === RELEASE_GUARD_PATHS.verdict
            ? { verdict: this.decision, reason: 'error rate 60% vs 2.5%' }
            : { recorded: true },
        ),
      );
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close = () => new Promise((resolve) => this.server.close(resolve));
  to = (route: string) => this.requests.filter((request) => request.path === route);
}

describe('release guard', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'release-guard-'));
  const api = new FakeApi();
  let origin = '';
  let deployment = '';
  let guard: ReleaseGuard | undefined;
  let rollbacks = 0;

  beforeAll(async () => {
    origin = await api.start();
  });
  afterAll(async () => {
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    deployment = mkdtempSync(path.join(root, 'deployment-'));
    api.requests.length = 0;
    api.decision = 'roll-back';
    rollbacks = 0;
  });
  afterEach(() => guard?.stop());

  const start = () =>
    (guard = startReleaseGuard({
      remote: 'marketing',
      deployment,
      api: origin,
      secret: SECRET,
      // Rounds are run by hand here.
      intervalMs: 3_600_000,
      rollBack: async () => {
        rollbacks += 1;
        return rollback('marketing', deployment, SITE);
      },
      log: () => undefined,
    }));
  const releaseBuild = (id: string) =>
    release('marketing', writeBuild(path.join(root, 'builds'), id), deployment, SITE);

  it('rolls a release back once when told to, and reports it once', async () => {
    releaseBuild('good');
    releaseBuild('bad');
    const check = start();
    await check.check();
    await check.check();
    expect(rollbacks).toBe(1);
    expect(releaseIdOf(deployment)).toBe('good');
    const [asked] = api.to(RELEASE_GUARD_PATHS.verdict);
    expect(asked?.secret).toBe(SECRET);
    expect(asked?.body).toEqual({
      remote: 'marketing',
      release: expect.stringMatching(/^[0-9a-f]{10}$/),
      previous: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
    expect(api.to(RELEASE_GUARD_PATHS.rolledBack).map(({ body }) => body)).toEqual([
      { remote: 'marketing', release: asked?.body.release, returnedTo: asked?.body.previous },
    ]);

    // Promoted by hand afterwards, the release stays, even by a guard started anew.
    switchTo('marketing', deployment, SITE, { id: 'bad' });
    guard?.stop();
    await start().check();
    expect(rollbacks).toBe(1);
    expect(releaseIdOf(deployment)).toBe('bad');
  });

  it('never rolls back when there is nothing to return to', async () => {
    releaseBuild('only');
    await start().check();
    expect(api.to(RELEASE_GUARD_PATHS.verdict)[0]?.body).not.toHaveProperty('previous');
    expect(rollbacks).toBe(0);
    expect(releaseIdOf(deployment)).toBe('only');
  });

  it('keeps the release while the API waits or keeps it, and asks no more once kept', async () => {
    releaseBuild('first');
    releaseBuild('second');
    api.decision = 'wait';
    const check = start();
    await check.check();
    api.decision = 'keep';
    await check.check();
    api.decision = 'roll-back';
    await check.check();
    expect(api.to(RELEASE_GUARD_PATHS.verdict)).toHaveLength(2);
    expect(rollbacks).toBe(0);
    expect(releaseIdOf(deployment)).toBe('second');
  });
});
