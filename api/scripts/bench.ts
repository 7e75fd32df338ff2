/**
 * Throughput and latency of two API routes, each beside baselines measured in the same run,
 * back to back: node:http with `pg` doing the same prepared statements (and, for contact, the
 * same transaction), the same handler behind a bare Express app (the framework's own cost), and
 * a bare node:http server answering the same JSON without a database.
 * Run: pnpm --filter @gloh/api bench
 * Each measured run follows an unmeasured warm-up of the same server (BENCH_WARM_UP_SECONDS,
 * default 2), so every side is measured with its code optimised, not while the JIT catches up.
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 16), DATABASE_URL (default: a
 * temporary PGlite; the pg baseline needs PostgreSQL), DATABASE_SCHEMA (default: a throw-away
 * schema), BENCH_ROUTES (me,contact), BENCH_PROFILE=<dir> (CPU profiles of the API's and
 * the http+pg baseline's runs: <route>.cpuprofile, <route>-http-pg.cpuprofile).
 */
import 'reflect-metadata';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import pg from 'pg';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { AdminServices } from '../src/admin/admin-services.js';
import { AppModule } from '../src/app.module.js';
import { configureApp } from '../src/app.setup.js';
import { SESSION_COOKIE } from '../src/auth/auth.constants.js';
import { APP_CONFIG } from '../src/config/app-config.js';
import type { AppConfig } from '../src/config/env.validation.js';
import { BASELINE_STATEMENTS, createPgBaseline } from './bench-pg-baseline.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ORIGIN = 'http://localhost:3000';
const ROUTES = (process.env.BENCH_ROUTES ?? 'me,contact').split(',');
const PROFILE_DIR = process.env.BENCH_PROFILE;

/**
 * Every statement the API's pg clients send during one request. The recording wrapper is in place
 * only while checkSameStatements runs, so the measured requests go through pg untouched.
 */
const recorded: string[] = [];
const clientQuery = pg.Client.prototype.query;
function recordStatements(): () => void {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const query = args[0] as string | { text: string };
    recorded.push(typeof query === 'string' ? query : query.text);
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  return () => {
    pg.Client.prototype.query = clientQuery;
  };
}

const normalise = (statement: string) => statement.replace(/\s+/g, ' ').trim().toLowerCase();

/** Runs one request and checks that the API sent exactly the statements the baseline sends. */
async function checkSameStatements(
  route: string,
  expected: readonly string[],
  request: () => Promise<Response>,
): Promise<void> {
  recorded.length = 0;
  const stopRecording = recordStatements();
  try {
    await (await request()).arrayBuffer();
  } finally {
    stopRecording();
  }
  const ours = recorded.map(normalise);
  const theirs = expected.map(normalise);
  if (ours.length !== theirs.length || ours.some((statement, i) => statement !== theirs[i])) {
    console.warn(
      `WARNING: ${route}: the pg baseline no longer runs the API's statements.\nAPI:\n  ${recorded.join('\n  ')}\n`,
    );
  }
}

interface Target {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

interface Result {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

// The load generator runs in its own process, so it does not share the server's event loop
// and process.cpuUsage() of this process counts only the servers' work.
const LOAD_WORKER = `
const { target, seconds, connections } = JSON.parse(process.env.BENCH_LOAD);
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const url = new URL(target.url);
const latencies = [];
let errors = 0;
const end = Date.now() + seconds * 1000;
function once() {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({ agent, hostname: url.hostname, port: url.port, path: url.pathname, method: target.method, headers: target.headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode >= 400) errors++;
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    if (target.body) req.write(target.body);
    req.end();
  });
}
async function loop() { while (Date.now() < end) await once(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  process.send({ requests: latencies.length, errors, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) });
  agent.destroy();
  process.disconnect();
});
`;

/** Main-thread busy time per request: unlike req/s it barely moves when other processes compete for the CPU. */
type Measured = Result & { busyMsPerRequest: number; cpuMsPerRequest: number };

/**
 * busy: main-thread event-loop busy time per request; cpu: CPU time of this whole process
 * (main thread, GC and libuv threads) per request. Under a loaded machine busy time grows
 * with preemption, CPU time much less, so CPU time is the steadier of the two.
 */
async function load(target: Target): Promise<Measured> {
  await runLoad(target, WARM_UP_SECONDS);
  return measure(target);
}

/** One measured run (no warm-up). */
async function measure(target: Target): Promise<Measured> {
  const before = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const result = await runLoad(target);
  const cpu = process.cpuUsage(cpuBefore);
  const busy = performance.eventLoopUtilization(before);
  const requests = Math.max(1, result.requests);
  return {
    ...result,
    busyMsPerRequest: busy.active / requests,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / requests,
  };
}

/** Like load(), with the inspector's CPU profiler on the measured run when BENCH_PROFILE names a folder. */
async function loadProfiled(target: Target, name: string): Promise<Measured> {
  if (!PROFILE_DIR) return load(target);
  await runLoad(target, WARM_UP_SECONDS);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await measure(target);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  return result;
}

function runLoad(target: Target, seconds = SECONDS): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOAD_WORKER], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        BENCH_LOAD: JSON.stringify({ target, seconds, connections: CONNECTIONS }),
      },
    });
    child.once('message', (result) => resolve(result as Result));
    child.once('error', reject);
  });
}

/** An Express 5 app as the API configures it (no x-powered-by, no ETag) routing the two routes to `handle`. */
function expressWith(handle: (req: IncomingMessage, res: ServerResponse) => void): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/api/auth/me', handle);
  app.post('/api/contact', handle);
  return app;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gloh-bench-'));
  const databaseUrl = process.env.DATABASE_URL;
  // A fresh schema per run: the setup below approves request #1 and must find it.
  const throwAwaySchema =
    databaseUrl && !process.env.DATABASE_SCHEMA ? `bench_${process.pid}` : undefined;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({
      env: {
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        DATABASE_SCHEMA: process.env.DATABASE_SCHEMA ?? throwAwaySchema,
        PGLITE_DIR: join(dataDir, 'pglite'),
        RATE_LIMIT_CONTACT_IP_LIMIT: '100000000',
        DAILY_CAP_CONTACT: '1000000',
        DAILY_CEILING_CONTACT: '100000000',
        RETENTION_SCHEDULE: 'off',
        RATE_LIMIT_LOGIN_IP_LIMIT: '1000',
      },
    }),
    { bodyParser: false, logger: false },
  );
  configureApp(app);
  await app.listen(0, '127.0.0.1');
  const apiUrl = await app.getUrl();
  const admin = app.get(AdminServices);
  const config = app.get<AppConfig>(APP_CONFIG);

  const email = 'bench@example.com';
  await fetch(`${apiUrl}/api/presentation-access`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Mark',
      companyName: 'Example',
      phoneNumber: '555 0100',
      email,
    }),
  });
  const { accessCode } = (await runAdminCommand(admin, { name: 'approve', target: '1' })) as {
    accessCode: string;
  };
  const login = await fetch(`${apiUrl}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'login', email, accessCode }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const meBody = JSON.stringify(
    await (await fetch(`${apiUrl}/api/auth/me`, { headers: { Cookie: cookie } })).json(),
  );
  const contactBody = JSON.stringify({ success: true, message: 'Message sent successfully' });

  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(req.method === 'GET' ? meBody : contactBody);
    });
  });
  const bareUrl = await listen(bare);
  const baseline = databaseUrl
    ? createPgBaseline({
        connectionString: databaseUrl,
        schemaName: config.databaseSchema,
        sessionCookie: SESSION_COOKIE,
        companyInbox: config.companyInbox,
        contactRule: config.rateLimits.contactPerIp,
        contactDailyCap: config.dailyCaps.contact,
      })
    : undefined;
  const pgUrl = baseline ? await listen(baseline.server) : undefined;
  // The framework the API runs on, with nothing of the API's own: Express's routing and request
  // handling in front of the same handler, to show how much of the gap Express alone takes.
  const expressBaseline = baseline ? createServer(expressWith(baseline.handle)) : undefined;
  const expressUrl = expressBaseline ? await listen(expressBaseline) : undefined;
  if (pgUrl) {
    const answer = await (
      await fetch(`${pgUrl}/api/auth/me`, { headers: { Cookie: cookie } })
    ).text();
    if (answer !== meBody) console.warn(`WARNING: the pg baseline answers /me with ${answer}`);
  }

  const contact = JSON.stringify({
    name: 'Bench',
    email: 'visitor@example.com',
    message: 'Benchmark message',
  });
  const postHeaders = {
    'Content-Type': 'application/json',
    Origin: ORIGIN,
    'Content-Length': String(Buffer.byteLength(contact)),
  };
  const target = (url: string, method: 'GET' | 'POST'): Target =>
    method === 'GET'
      ? { label: url, method, url, headers: { Cookie: cookie } }
      : { label: url, method, url, headers: postHeaders, body: contact };
  const cases = [
    {
      id: 'me',
      route: 'GET /api/auth/me (with session)',
      path: '/api/auth/me',
      method: 'GET' as const,
      statements: BASELINE_STATEMENTS.me,
    },
    {
      id: 'contact',
      route: 'POST /api/contact',
      path: '/api/contact',
      method: 'POST' as const,
      statements: BASELINE_STATEMENTS.contact,
    },
  ].filter((c) => ROUTES.includes(c.id));

  const database = databaseUrl ? 'PostgreSQL' : 'PGlite (no pg baseline)';
  console.log(
    `Benchmark: ${SECONDS}s per target, ${CONNECTIONS} connections, database ${database}, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log(
    'route                              server            req/s    p50 ms   p99 ms  busy ms/req  cpu ms/req  errors',
  );
  const row = (route: string, name: string, result: Measured) =>
    console.log(
      [
        route.padEnd(34),
        name.padEnd(15),
        result.rps.toFixed(0).padStart(8),
        result.p50.toFixed(2).padStart(8),
        result.p99.toFixed(2).padStart(8),
        result.busyMsPerRequest.toFixed(3).padStart(12),
        result.cpuMsPerRequest.toFixed(3).padStart(11),
        String(result.errors).padStart(7),
      ].join(' '),
    );
  const ratio = (name: string, ours: Measured, base: Measured) =>
    console.log(
      [
        ''.padEnd(34),
        name.padEnd(15),
        (ours.rps / base.rps).toFixed(3).padStart(8),
        `${(ours.p50 / base.p50).toFixed(1)}x`.padStart(8),
        `${(ours.p99 / base.p99).toFixed(1)}x`.padStart(8),
        `${(ours.busyMsPerRequest / base.busyMsPerRequest).toFixed(1)}x`.padStart(12),
        `${(ours.cpuMsPerRequest / base.cpuMsPerRequest).toFixed(1)}x`.padStart(11),
      ].join(' '),
    );
  for (const { id, route, path, method, statements } of cases) {
    if (baseline) {
      await checkSameStatements(route, statements, () =>
        fetch(`${apiUrl}${path}`, {
          method,
          headers: method === 'GET' ? { Cookie: cookie } : postHeaders,
          body: method === 'GET' ? undefined : contact,
        }),
      );
    }
    // Back to back, so all three see the same machine load.
    const ours = await loadProfiled(target(`${apiUrl}${path}`, method), id);
    const withPg = pgUrl
      ? await loadProfiled(target(`${pgUrl}${path}`, method), `${id}-http-pg`)
      : undefined;
    const withExpress = expressUrl ? await load(target(`${expressUrl}${path}`, method)) : undefined;
    const bareResult = await load(target(`${bareUrl}${path}`, method));
    row(route, 'Nest API', ours);
    if (withPg) row(route, 'http+pg', withPg);
    if (withExpress) row(route, 'express+pg', withExpress);
    row(route, 'node:http', bareResult);
    if (withPg) ratio('API/http+pg', ours, withPg);
    if (withPg && withExpress) {
      ratio('express/http+pg', withExpress, withPg);
      ratio('API/express', ours, withExpress);
    }
    ratio('API/node:http', ours, bareResult);
    console.log('');
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (baseline) {
    baseline.server.close();
    expressBaseline?.close();
    await baseline.pool.end();
  }
  bare.close();
  await app.close();
  if (databaseUrl && throwAwaySchema) {
    const client = new pg.Client(databaseUrl);
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${throwAwaySchema} CASCADE`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
