// With API_PROXY_SECRET, as `npm start`, compose and Kubernetes run the API: only the shell's
// server, which sends the secret, says who a client is. A local process that connects straight to
// the API from the shell's own address (loopback) is taken as itself, and capped like anyone.
import { connect, type Socket } from 'node:net';
import { jest } from '@jest/globals';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import { PROXY_SECRET_HEADER } from '@gloh/contract/trust-proxy';
import { contactMessages } from '../src/database/schema.js';
import { validateEnv } from '../src/config/env.validation.js';
import { type ShellProcess, startShellProcess } from './support/processes.js';
import { postJsonFrom } from './support/raw-http.js';
import { createTestApp, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

const SECRET = 'a-test-proxy-secret-of-forty-four-characters';
const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const CONNECTION_CAP = 4;
/** The API as `npm start` runs it behind the shell, with a small connection cap. */
const BEHIND_THE_SHELL = {
  TRUST_PROXY: 'loopback',
  API_PROXY_SECRET: SECRET,
  MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTION_CAP),
};

/** The contact form's JSON POST from a chosen loopback address, on a connection of its own. */
const postFrom = (localAddress: string, url: string, headers: Record<string, string> = {}) =>
  postJsonFrom(localAddress, url, CONTACT, headers);

function openConnection(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/**
 * `count` connections from the shell's own address, each with a request answered (so the server
 * has taken every one of them before the test goes on), kept open.
 */
async function holdConnections(port: number, count: number): Promise<Socket[]> {
  const sockets = await Promise.all(
    Array.from({ length: count }, () => openConnection(port, '127.0.0.1')),
  );
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          socket.once('data', resolve);
          socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
        }),
    ),
  );
  return sockets;
}

/** A request on an open connection: the answer as text, or undefined when the server hangs up. */
function requestOn(socket: Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.once('close', () => resolve(answer || undefined));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  });
}

describe('API_PROXY_SECRET: only the shell says who the client is', () => {
  let t: TestApp;
  let shell: ShellProcess;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(BEHIND_THE_SHELL);
    port = Number(new URL(t.url).port);
    shell = await startShellProcess(t.url, { API_PROXY_SECRET: SECRET });
  });

  afterAll(async () => {
    await shell?.stop();
    await t?.close();
  });

  beforeEach(() => t.db.delete(contactMessages));

  const recordedAddresses = async () =>
    (await t.db.select({ ip: contactMessages.ip }).from(contactMessages)).map((row) => row.ip);

  it('records a visitor who comes through the shell by the address the shell saw', async () => {
    const answer = await postFrom('127.0.0.5', `${shell.url}/api/contact`, {
      'X-Forwarded-For': '198.51.100.9',
    });
    expect(answer.status).toBe(200);
    expect(await recordedAddresses()).toEqual(['127.0.0.5']);
  });

  it('takes a local process that calls the API itself as itself, whatever it claims', async () => {
    const claims: Record<string, string>[] = [
      { 'X-Forwarded-For': '198.51.100.9' },
      { 'X-Forwarded-For': '198.51.100.9', [PROXY_SECRET_HEADER]: 'not-the-secret' },
      { 'X-Forwarded-For': '198.51.100.9', [PROXY_SECRET_HEADER]: `${SECRET}x` },
    ];
    for (const headers of claims) {
      expect((await postFrom('127.0.0.1', `${t.url}/api/contact`, headers)).status).toBe(200);
    }
    expect(await recordedAddresses()).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  it("caps a local process's connections at the shell's own address, while the shell is served", async () => {
    const held = await holdConnections(port, CONNECTION_CAP);
    try {
      // Past the cap, a connection that does not prove it is the shell's is answered and closed.
      const extra = await openConnection(port, '127.0.0.1');
      const answer = await requestOn(extra);
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(answer).toContain(JSON.stringify(HTTP_ERROR_MESSAGES.tooManyConnections));
      // The shell connects from the same address, past the cap too, and proves itself.
      const throughShell = await Promise.all(
        Array.from({ length: CONNECTION_CAP * 2 }, (_, n) =>
          postFrom(`127.0.0.${10 + n}`, `${shell.url}/api/contact`),
        ),
      );
      expect(throughShell.map((answer) => answer.status)).toEqual(
        Array(CONNECTION_CAP * 2).fill(200),
      );
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('API_PROXY_SECRET: a connection past the cap', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(BEHIND_THE_SHELL);
    port = Number(new URL(t.url).port);
  });

  afterAll(() => t?.close());

  it('closes an idle connection past the cap that never proves itself', async () => {
    const held = await holdConnections(port, CONNECTION_CAP);
    try {
      const idle = await openConnection(port, '127.0.0.1');
      await new Promise<void>((resolve) => idle.once('close', () => resolve()));
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('API_PROXY_SECRET settings', () => {
  const base = { NODE_ENV: 'production', OUTBOX_ENCRYPTION_KEY: 'a'.repeat(64) };

  it('is required in production when TRUST_PROXY is set', () => {
    expect(() => validateEnv({ ...base, TRUST_PROXY: 'loopback' })).toThrow(
      /API_PROXY_SECRET is required when NODE_ENV=production and TRUST_PROXY is set/,
    );
  });

  it('must be long enough to guess at', () => {
    expect(() => validateEnv({ API_PROXY_SECRET: 'short' })).toThrow(
      /API_PROXY_SECRET must be at least 32 characters/,
    );
  });
});
