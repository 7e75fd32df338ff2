/**
 * Throughput and latency of two API routes, each beside a bare node:http server answering
 * the same JSON in the same run. Run: pnpm --filter @gloh/api bench
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 16), DATABASE_URL (default: a temporary PGlite).
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { AdminService } from '../src/admin/admin.service.js';
import { AppModule } from '../src/app.module.js';
import { configureApp } from '../src/app.setup.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ORIGIN = 'http://localhost:3000';

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

// The load generator runs in its own thread so it does not share the server's event loop.
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { target, seconds, connections } = workerData;
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
  parentPort.postMessage({ requests: latencies.length, errors, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) });
  agent.destroy();
});
`;

/** Main-thread busy time per request: unlike req/s it barely moves when other processes compete for the CPU. */
async function load(target: Target): Promise<Result & { busyMsPerRequest: number }> {
  const before = performance.eventLoopUtilization();
  const result = await runLoad(target);
  const busy = performance.eventLoopUtilization(before);
  return { ...result, busyMsPerRequest: busy.active / Math.max(1, result.requests) };
}

function runLoad(target: Target): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { target, seconds: SECONDS, connections: CONNECTIONS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gloh-bench-'));
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({
      env: {
        LOG_LEVEL: 'warn',
        PGLITE_DIR: join(dataDir, 'pglite'),
        RATE_LIMIT_CONTACT_IP_LIMIT: '100000000',
        RATE_LIMIT_LOGIN_IP_LIMIT: '1000',
      },
    }),
    { bodyParser: false, logger: false },
  );
  configureApp(app);
  await app.listen(0, '127.0.0.1');
  const apiUrl = await app.getUrl();
  const admin = app.get(AdminService);

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
  const cases: { route: string; nest: Target; bare: Target }[] = [
    {
      route: 'GET /api/auth/me (with session)',
      nest: {
        label: 'nest',
        method: 'GET',
        url: `${apiUrl}/api/auth/me`,
        headers: { Cookie: cookie },
      },
      bare: {
        label: 'bare',
        method: 'GET',
        url: `${bareUrl}/api/auth/me`,
        headers: { Cookie: cookie },
      },
    },
    {
      route: 'POST /api/contact',
      nest: {
        label: 'nest',
        method: 'POST',
        url: `${apiUrl}/api/contact`,
        headers: postHeaders,
        body: contact,
      },
      bare: {
        label: 'bare',
        method: 'POST',
        url: `${bareUrl}/api/contact`,
        headers: postHeaders,
        body: contact,
      },
    },
  ];

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `Benchmark: ${SECONDS}s per target, ${CONNECTIONS} connections, database ${database}, Node ${process.version}\n`,
  );
  console.log(
    'route                              server       req/s    p50 ms   p99 ms  busy ms/req  errors',
  );
  for (const { route, nest, bare: bareTarget } of cases) {
    const ours = await load(nest);
    const baseline = await load(bareTarget);
    for (const [name, result] of [
      ['Nest API', ours],
      ['node:http', baseline],
    ] as const) {
      console.log(
        [
          route.padEnd(34),
          name.padEnd(10),
          result.rps.toFixed(0).padStart(8),
          result.p50.toFixed(2).padStart(8),
          result.p99.toFixed(2).padStart(8),
          result.busyMsPerRequest.toFixed(3).padStart(12),
          String(result.errors).padStart(7),
        ].join(' '),
      );
    }
    console.log(
      [
        ''.padEnd(34),
        'ratio'.padEnd(10),
        (ours.rps / baseline.rps).toFixed(3).padStart(8),
        `${(ours.p50 / baseline.p50).toFixed(1)}x`.padStart(8),
        `${(ours.p99 / baseline.p99).toFixed(1)}x`.padStart(8),
        `${(ours.busyMsPerRequest / baseline.busyMsPerRequest).toFixed(1)}x`.padStart(12),
      ].join(' ') + '\n',
    );
  }
  bare.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
