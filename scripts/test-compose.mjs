// Smoke test of the production stack (docker-compose.yml): builds and starts it, then goes through
// it as people do — a contact message, an investor's access request, approval by staff with the
// admin CLI inside the API container, login with the code from the mail, the deck viewed and
// downloaded, logout — and checks that the outbox delivered the mails to the mail service.
// Always ends with `down -v`, unless --keep.
//
//   npm run test:compose                      # three API instances behind the shell
//   npm run test:compose -- --scale-api 1     # one API instance
//   npm run test:compose -- --redeploy        # also rebuilds and restarts mfe-marketing alone with
//                                             # a visible change, while the site keeps serving
// Environment: COMPOSE_PROJECT (gloh-smoke), HTTPS_PORT (443), HTTP_PORT (80): the Observatory scans
// the standard ports only, so on others its grade is not checked.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { parseArgs } from 'node:util';
import { Agent, setGlobalDispatcher } from 'undici';
import { SECRETS } from './new-env.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    'scale-api': { type: 'string', default: '3' },
    redeploy: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const project = process.env.COMPOSE_PROJECT ?? 'gloh-smoke';
const httpsPort = process.env.HTTPS_PORT ?? '443';
const httpPort = process.env.HTTP_PORT ?? '80';
const standardPorts = httpsPort === '443' && httpPort === '80';
const site = httpsPort === '443' ? 'https://localhost' : `https://localhost:${httpsPort}`;
const apiInstances = Number(options['scale-api']);

// The stack's secrets: the caller's, else fresh ones for this run (the stack has no defaults).
const freshSecrets = Object.fromEntries(
  Object.entries(SECRETS).map(([name, make]) => [name, process.env[name] || make()]),
);
const composeEnv = {
  ...process.env,
  ...freshSecrets,
  SITE_DOMAIN: 'localhost',
  HTTPS_PORT: httpsPort,
  HTTP_PORT: httpPort,
  PUBLIC_SITE_URL: site,
  // Compose v1 gives the Docker daemon 60 s per call; creating several containers at once on a
  // copying storage driver (vfs) can take longer, which fails `up` although nothing is wrong.
  COMPOSE_HTTP_TIMEOUT: process.env.COMPOSE_HTTP_TIMEOUT ?? '300',
};

/** Compose v2 (`docker compose`) when present, else v1 (`docker-compose`): both must work. */
function composeCommand() {
  const v2 = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' });
  return v2.status === 0 ? ['docker', 'compose'] : ['docker-compose'];
}
const [composeBin, ...composeArgs] = composeCommand();

/** A compose command's arguments, for this test's own project. */
const projectArgs = (args) => [...composeArgs, '-p', project, ...args];

/** How fetch() connects to the edge: its local CA, once the stack has made it. */
let edgeConnect;
let edgeAgent;

/**
 * Requests from here on open new connections. A synchronous command stops the event loop, so a
 * kept-alive connection that the edge closed meanwhile (idle for 10 s) still looks open, and the
 * next request written on it fails with "other side closed".
 */
function freshConnections() {
  if (!edgeConnect) return;
  const previous = edgeAgent;
  edgeAgent = new Agent({ connect: edgeConnect });
  setGlobalDispatcher(edgeAgent);
  void previous?.close();
}

function compose(args, { capture = false, cwd = ROOT, input } = {}) {
  const result = spawnSync(composeBin, projectArgs(args), {
    cwd,
    env: composeEnv,
    input,
    encoding: 'utf8',
    stdio: capture ? ['pipe', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  freshConnections();
  if (result.status !== 0) {
    throw new Error(
      `${composeBin} ${args.join(' ')} failed (${result.status}): ${result.stderr ?? ''}`,
    );
  }
  return result.stdout ?? '';
}

/**
 * compose() without blocking the event loop, for the steps that other requests must be watched
 * through (spawnSync would stop the probes while the build and the container swap run).
 */
function composeInBackground(args, { cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(composeBin, projectArgs(args), {
      cwd,
      env: composeEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (status) =>
      status === 0
        ? resolve()
        : reject(new Error(`${composeBin} ${args.join(' ')} failed (${status})`)),
    );
  });
}

/**
 * AbortSignal.timeout's timer does not keep Node running: while the shell's port is published
 * but nothing answers yet, a fetch that hangs left no live handle and Node quit (exit code 13,
 * "unsettled top-level await") without a word. This timer keeps the process alive until it fires.
 */
function timeoutSignal(ms) {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error(`timed out after ${ms} ms`)), ms);
  return controller.signal;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, check, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(1000);
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

function step(name) {
  console.log(`\n--- ${name}`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok: ${message}`);
}

const origin = { Origin: site };
async function postJson(urlPath, body, headers = {}) {
  const response = await fetch(`${site}${urlPath}`, {
    method: 'POST',
    headers: { ...origin, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: await response.json().catch(() => undefined) };
}

function adminCli(args) {
  return compose(['exec', '-T', 'api', 'node', 'dist/admin/cli.js', ...args], { capture: true });
}

/**
 * Every mail Mailpit holds for an address, as text, read through its HTTP API from inside the
 * stack (Mailpit publishes no port).
 */
async function mailsTo(address) {
  const read = `
    const base = 'http://mailpit:8025/api/v1';
    const query = encodeURIComponent('to:"' + process.argv[1] + '"');
    const search = await fetch(base + '/search?query=' + query);
    if (!search.ok) throw new Error("Mailpit's search answered " + search.status);
    const texts = [];
    for (const { ID } of (await search.json()).messages) {
      const { Subject, Text } = await (await fetch(base + '/message/' + ID)).json();
      texts.push('Subject: ' + Subject + '\\n' + Text);
    }
    console.log(JSON.stringify(texts));`;
  const output = compose(
    ['exec', '-T', 'api', 'node', '--input-type=module', '-e', read, address],
    { capture: true },
  );
  return JSON.parse(output);
}

/** The edge's local CA: this test's requests, and the Observatory's, trust it as a browser would. */
async function trustEdgeCertificate() {
  const root = await waitFor("the edge's local CA", async () => {
    try {
      const pem = compose(
        ['exec', '-T', 'edge', 'cat', '/data/caddy/pki/authorities/local/root.crt'],
        { capture: true },
      );
      return pem.includes('BEGIN CERTIFICATE') ? pem : undefined;
    } catch {
      return undefined;
    }
  });
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gloh-edge-ca-')), 'root.crt');
  writeFileSync(file, root);
  edgeConnect = { ca: [...rootCertificates, root] };
  freshConnections();
  return file;
}

/** HTTPS at the edge: the redirect, HSTS, and Mozilla's HTTP Observatory grade. */
async function edge(caFile) {
  step('the edge: HTTPS, redirect, HSTS, Observatory');
  const plain = await fetch(
    `http://localhost${httpPort === '80' ? '' : `:${httpPort}`}/about?x=1`,
    {
      redirect: 'manual',
    },
  );
  check(
    [301, 308].includes(plain.status) && plain.headers.get('location') === `${site}/about?x=1`,
    `HTTP answers ${plain.status}, redirecting to ${plain.headers.get('location')}`,
  );
  const page = await fetch(`${site}/about`);
  check(page.status === 200, 'the site answers over HTTPS');
  check(
    /max-age=\d{8,}/.test(page.headers.get('strict-transport-security') ?? ''),
    `HSTS over HTTPS (${page.headers.get('strict-transport-security')})`,
  );
  if (!standardPorts) {
    console.log('Observatory not run: it scans ports 80 and 443 only (HTTPS_PORT, HTTP_PORT)');
    return;
  }
  const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));
  const observatory = path.dirname(e2eRequire.resolve('@mdn/mdn-http-observatory/package.json'));
  // Its preload list comes from a download at install, which the registry mirror may not allow;
  // localhost is on no preload list.
  const preload = path.join(observatory, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const scan = spawnSync(process.execPath, [path.join(observatory, 'src/scan.js'), 'localhost'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    timeout: 120_000,
  });
  freshConnections();
  const result = JSON.parse(scan.stdout || '{}');
  const losing = Object.entries(result.tests ?? {})
    .filter(([, test]) => !test.pass || test.scoreModifier < 0)
    .map(([name, test]) => `${name}: ${test.result}`);
  check(
    result.scan?.grade === 'A+',
    `Mozilla HTTP Observatory: ${result.scan?.grade} (${result.scan?.score}/100)${losing.length ? `; losing: ${losing.join(', ')}` : ''}${scan.stderr ? ` ${scan.stderr.slice(0, 300)}` : ''}`,
  );
}

/** `up` without a secret stops before creating anything, and says how to make one. */
function refusesWithoutSecrets() {
  step('the stack refuses to start without its secrets');
  // An empty env file, so that a .env beside docker-compose.yml cannot supply them.
  const emptyEnvFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'gloh-env-')), 'empty.env');
  writeFileSync(emptyEnvFile, '');
  for (const secret of Object.keys(SECRETS)) {
    const env = { ...composeEnv };
    delete env[secret];
    const result = spawnSync(
      composeBin,
      [...composeArgs, '-p', project, '--env-file', emptyEnvFile, 'up', '--no-build', '--no-start'],
      { cwd: ROOT, env, encoding: 'utf8' },
    );
    const output = `${result.stdout}${result.stderr}`;
    check(
      result.status !== 0 && output.includes(secret) && output.includes('npm run env:new'),
      `without ${secret}, \`up\` stops and says how to make one`,
    );
  }
  rmSync(path.dirname(emptyEnvFile), { recursive: true, force: true });
}

async function investorJourney(runId) {
  step('pages are server-rendered through the shell');
  const home = await fetch(`${site}/`);
  const homeHtml = await home.text();
  check(home.status === 200 && /<h1[\s>]/.test(homeHtml), 'GET / is 200 with its h1 in the HTML');
  const about = await fetch(`${site}/about`);
  check(about.status === 200 && /<h1[\s>]/.test(await about.text()), 'GET /about is rendered');
  const missing = await fetch(`${site}/no-such-page`);
  check(missing.status === 404, 'an unknown path is 404');
  // The first render is answered at once; the cached page gets its critical CSS right after.
  const inlined = await waitFor(
    'the home page with its critical CSS',
    async () =>
      /<style data-critical>[^<]*\.container\{/.test(await (await fetch(`${site}/`)).text()),
    15_000,
  );
  check(inlined, "the home page's critical CSS is inlined");
  const sheetHref = /<link rel="stylesheet" href="(\/styles\/bootstrap\.[0-9a-f]+\.css)"/.exec(
    homeHtml,
  )?.[1];
  const sheet = sheetHref ? await fetch(`${site}${sheetHref}`) : undefined;
  check(
    sheet?.status === 200 && /\.btn-primary\{/.test(await sheet.text()),
    "the site's Bootstrap sheet, composed from the releases, is served",
  );

  step('contact message');
  const contactEmail = `visitor-${runId}@example.com`;
  const contact = await postJson('/api/contact', {
    name: 'Compose Visitor',
    email: contactEmail,
    message: `A message from the compose smoke test ${runId}.`,
  });
  check(contact.response.status === 200 && contact.body?.success, 'POST /api/contact succeeds');

  step('investor access request and approval by staff');
  const email = `investor-${runId}@example.com`;
  const request = await postJson('/api/presentation-access', {
    name: 'Ivy Investor',
    companyName: 'Example Fund',
    phoneNumber: '+1 555 010 9999',
    email,
  });
  check(request.response.status === 200, 'POST /api/presentation-access succeeds');
  const pending = JSON.parse(adminCli(['requests', '--status', 'pending', '--json']));
  const mine = pending.find((entry) => entry.email === email);
  check(mine, 'the request is listed by `admin requests` inside the API container');
  const approved = adminCli(['approve', String(mine.id)]);
  const printedCode = /^Access code: (\S+)$/m.exec(approved)?.[1];
  check(printedCode, '`admin approve` prints the access code');

  const codeMail = await waitFor('the access-code mail', async () =>
    (await mailsTo(email)).find((mail) => mail.includes(printedCode)),
  );
  check(codeMail, 'the outbox delivered the access code to the mail service');

  step('login, deck, logout');
  const login = await postJson('/api/auth', { action: 'login', email, accessCode: printedCode });
  check(login.response.status === 200, 'login with the mailed code succeeds');
  const cookie = login.response.headers.get('set-cookie')?.split(';')[0];
  // Over HTTPS the session cookie is a __Host- one: Secure, Path=/, no Domain.
  check(
    cookie?.startsWith('__Host-gloh_session=') &&
      /;\s*Secure/i.test(login.response.headers.get('set-cookie') ?? ''),
    'login sets the __Host- session cookie, Secure',
  );
  const withSession = { Cookie: cookie };
  // With several API instances each request may reach another one: the session is in PostgreSQL.
  for (let i = 0; i < Math.max(3, apiInstances * 2); i += 1) {
    const me = await fetch(`${site}/api/auth/me`, { headers: withSession });
    check(
      me.status === 200 && (await me.json()).user?.email === email,
      `GET /api/auth/me #${i + 1}`,
    );
  }
  const deck = await fetch(`${site}/api/investor-presentation`, { headers: withSession });
  const deckBytes = Buffer.from(await deck.arrayBuffer());
  check(
    deck.status === 200 && deckBytes.subarray(0, 5).toString() === '%PDF-',
    `the deck opens in the viewer (${deckBytes.length} bytes)`,
  );
  const download = await fetch(`${site}/api/investor-presentation/download`, {
    headers: withSession,
  });
  const downloadBytes = Buffer.from(await download.arrayBuffer());
  check(
    download.status === 200 &&
      /attachment/.test(download.headers.get('content-disposition') ?? '') &&
      downloadBytes.subarray(0, 5).toString() === '%PDF-',
    `the deck downloads as an attachment (${downloadBytes.length} bytes)`,
  );
  const logout = await postJson('/api/auth/logout', {}, withSession);
  check(logout.response.status === 200, 'logout succeeds');
  const after = await fetch(`${site}/api/auth/me`, { headers: withSession });
  check(after.status === 401, 'the session is gone after logout');

  step('mail delivered exactly once');
  const inbox = await waitFor('the contact notification', async () => {
    const mails = await mailsTo('info@gloh.example').catch(() => []);
    return mails.filter((mail) => mail.includes(contactEmail)).length > 0 ? mails : undefined;
  }).catch(() => undefined);
  const contactMails = (inbox ?? []).filter((mail) => mail.includes(contactEmail));
  check(contactMails.length >= 1, 'the contact message reached the company inbox');
  await sleep(3000); // another instance would deliver a duplicate within its polling interval
  check(
    (await mailsTo(email)).filter((mail) => mail.includes(printedCode)).length === 1,
    'the access-code mail was delivered once',
  );
  const audit = JSON.parse(adminCli(['audit', '--limit', '50', '--json']));
  const actions = new Set(
    audit.filter((entry) => entry.email === email).map((entry) => entry.action),
  );
  console.log(`audit actions for ${email}: ${[...actions].join(', ')}`);
  return { email, accessCode: printedCode };
}

/** GETs of a path tagged with this run's id, at most `concurrency` at a time; their statuses. */
async function requestMany(count, urlFor, { concurrency = 10, onProgress } = {}) {
  const statuses = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        await onProgress?.(index);
        try {
          const response = await fetch(urlFor(index), { signal: timeoutSignal(15_000) });
          await response.arrayBuffer();
          statuses[index] = response.status;
        } catch (error) {
          statuses[index] = error.message;
        }
      }
    }),
  );
  return statuses;
}

/** The API containers' request lines that contain a marker, counted per container. */
function apiLinesWith(marker) {
  const log = compose(['logs', '--no-color', 'api'], { capture: true });
  const perInstance = new Map();
  for (const line of log.split('\n')) {
    if (!line.includes(marker)) continue;
    const container = line.split('|')[0].trim();
    perInstance.set(container, (perInstance.get(container) ?? 0) + 1);
  }
  return perInstance;
}

/** Requests spread over every API instance, and one stopped mid-run loses none. */
async function loadSpread(runId) {
  step(`load spread over ${apiInstances} API instances`);
  const REQUESTS = 300;
  const spread = `spread-${runId}`;
  const statuses = await requestMany(REQUESTS, (i) => `${site}/api/health?${spread}=${i}`);
  check(
    statuses.every((status) => status === 200),
    `${REQUESTS} requests to /api/health answered 200`,
  );
  const served = await waitFor(
    'the request lines of every instance',
    async () => {
      const counts = apiLinesWith(`${spread}=`);
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      return total >= REQUESTS ? counts : undefined;
    },
    30_000,
  );
  const shares = [...served.entries()].map(([name, count]) => `${name} ${count}`).join(', ');
  console.log(`answered by ${served.size} of ${apiInstances} API instances: ${shares}`);
  check(served.size === apiInstances, `each of the ${apiInstances} instances answered`);
  for (const [name, count] of served) {
    check(
      count >= (REQUESTS / apiInstances) * 0.6,
      `${name} answered ${count} of ${REQUESTS} (at least 20%)`,
    );
  }

  const containers = compose(['ps', '-q', 'api'], { capture: true }).trim().split('\n');
  const stopped = containers[1];
  let stopping;
  const during = await requestMany(REQUESTS, (i) => `${site}/api/health?stop-${runId}=${i}`, {
    concurrency: 5,
    onProgress(index) {
      if (index === 100) {
        stopping = new Promise((resolve, reject) => {
          const child = spawn('docker', ['stop', stopped], { stdio: 'ignore' });
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`docker stop: ${code}`)),
          );
        });
      }
      return sleep(20);
    },
  });
  await stopping;
  const lost = during.filter((status) => status !== 200);
  check(
    lost.length === 0,
    `an API instance stopped during ${REQUESTS} requests: none lost (${lost.slice(0, 3).join(', ')})`,
  );
  compose(['up', '-d', '--scale', `api=${apiInstances}`, '--no-recreate']);
}

/** A backup, the database volume removed, the backup restored: the investor still logs in. */
async function backupAndRestore({ email, accessCode }) {
  step('backup and restore');
  const backup = (id) => ['exec', '-T', 'backup', 'sh', '/usr/local/bin/gloh-backup', ...id];
  const file = compose(backup(['once']), { capture: true })
    .trim()
    .split('\n')
    .pop();
  check(/^\/backups\/gloh-\d{8}T\d{6}Z\.dump$/.test(file ?? ''), `a backup was written (${file})`);
  compose(['stop', 'api']);
  compose(['rm', '-f', '-s', 'postgres']);
  const volume = `${project}_postgres-data`;
  execFileSync('docker', ['volume', 'rm', volume], { stdio: 'ignore' });
  check(
    spawnSync('docker', ['volume', 'inspect', volume], { stdio: 'ignore' }).status !== 0,
    'the database volume is gone',
  );
  compose(['up', '-d', 'postgres']);
  await waitFor(
    'the new, empty database',
    async () =>
      spawnSync(
        composeBin,
        projectArgs(['exec', '-T', 'postgres', 'pg_isready', '-U', 'gloh', '-d', 'gloh']),
        {
          env: composeEnv,
          stdio: 'ignore',
        },
      ).status === 0,
  );
  const restored = compose(backup(['restore', file]), { capture: true });
  check(restored.includes(`restored: ${file}`), 'the backup was restored into the new database');
  compose(['up', '-d', '--scale', `api=${apiInstances}`]);
  const login = await waitFor('the API after the restore', async () => {
    const attempt = await postJson('/api/auth', { action: 'login', email, accessCode });
    return attempt.response.status === 200 ? attempt : undefined;
  });
  check(login.response.status === 200, 'the investor logs in with their code after the restore');
}

/** Metrics and probes on the internal port only; the request id from the shell to the API. */
async function operations() {
  step('operations: metrics, probes, request ids');
  for (const [service, name] of [
    ['shell', 'gloh_shell_html_cache_requests_total'],
    ['api', 'gloh_api_request_duration_seconds'],
  ]) {
    const metrics = compose(
      [
        'exec',
        '-T',
        service,
        'node',
        '-e',
        'fetch("http://127.0.0.1:9464/metrics").then(async (r) => console.log(r.status, await r.text()))',
      ],
      { capture: true },
    );
    check(
      metrics.startsWith('200') && metrics.includes(name),
      `${service} serves ${name} on its operations port`,
    );
  }
  const published = await fetch(`${site}/metrics`);
  check(published.status === 404, 'the public origin has no /metrics');
  const health = await fetch(`${site}/api/health`);
  const id = health.headers.get('x-request-id');
  check(/^[0-9a-f-]{36}$/.test(id ?? ''), `the answer names its request (${id})`);
  const logged = (service) =>
    waitFor(
      `${service}'s log line with the request's id`,
      async () =>
        compose(['logs', '--no-color', service], { capture: true }).includes(id) ? true : undefined,
      30_000,
    );
  check(await logged('edge'), "the edge's access log line carries the id it gave the request");
  check(await logged('api'), "the API's request line carries the same id, through the shell");
}

/** Rebuilds mfe-marketing from a copy of the source with a changed heading, restarts it alone. */
async function redeployMarketing(runId) {
  step('independent deploy of mfe-marketing while the site keeps serving');
  const marker = `Compose release ${runId}`;
  const source = mkdtempSync(path.join(os.tmpdir(), 'gloh-release-'));
  try {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of files) cpSync(path.join(ROOT, file), path.join(source, file));
    const about = path.join(source, 'mfe-marketing/src/features/about/about-page.tsx');
    const heading = 'title="We build AI that helps people stay well"';
    const text = readFileSync(about, 'utf8');
    if (!text.includes(heading)) throw new Error(`no ${heading} in ${about}`);
    writeFileSync(
      about,
      text.replace(heading, `title="${marker}: we build AI that helps people stay well"`),
    );

    // The marketing image is built while its old container serves, then the container is
    // swapped. The shell serves and renders the remotes from their release volumes, so every
    // section, marketing's own pages included, must answer 200 through both phases.
    const others = ['/investors/roadmap', '/api/health'];
    let phase = 'build';
    const counts = {
      others: 0,
      othersFailed: 0,
      build: { requests: 0, failed: 0 },
      swap: { requests: 0, failed: 0 },
    };
    let firstFailure;
    let lastFailure;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        for (const urlPath of others) {
          const response = await fetch(`${site}${urlPath}`).catch(() => undefined);
          counts.others += 1;
          if (response?.status !== 200) counts.othersFailed += 1;
        }
        const home = await fetch(`${site}/`).catch(() => undefined);
        const tally = counts[phase];
        tally.requests += 1;
        if (home?.status !== 200) {
          tally.failed += 1;
          firstFailure ??= Date.now();
          lastFailure = Date.now();
        }
        await sleep(250);
      }
    })();
    const deployStarted = Date.now();
    await composeInBackground(['build', 'mfe-marketing'], { cwd: source });
    phase = 'swap';
    const swapStarted = Date.now();
    await composeInBackground(['up', '-d', '--no-deps', 'mfe-marketing'], { cwd: source });
    const seen = await waitFor(
      'the new release in the HTML',
      async () => (await (await fetch(`${site}/about`)).text()).includes(marker),
      120_000,
    );
    probing = false;
    await probe;
    check(
      seen,
      `/about shows "${marker}" without a shell rebuild (${Math.round((Date.now() - swapStarted) / 1000)} s after the swap began, ${Math.round((Date.now() - deployStarted) / 1000)} s incl. build)`,
    );
    check(
      counts.othersFailed === 0,
      `investors and the API answered 200 throughout (${counts.others} requests)`,
    );
    check(
      counts.build.failed === 0,
      `marketing's home page answered 200 while the new image was built (${counts.build.requests} requests)`,
    );
    const outage =
      firstFailure === undefined ? 0 : ((lastFailure - firstFailure) / 1000).toFixed(1);
    check(
      counts.swap.failed === 0,
      `marketing's home page answered 200 while its container was replaced (${counts.swap.requests - counts.swap.failed} of ${counts.swap.requests} requests; not 200 for ${outage} s)`,
    );
    await rollBackAndForward(marker);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

/** The marketing entry the shell sends browsers to (the staff console loads remotes by it). */
async function marketingEntry() {
  return (await (await fetch(`${site}/remotes.json`)).json()).marketing;
}

/**
 * The release command in the marketing container, against its release volume: a rollback returns
 * the release before the redeploy, every file of it (the pages and /remotes.json), and a roll
 * forward the redeployed one.
 */
async function rollBackAndForward(marker) {
  const release = (...args) =>
    compose(
      [
        'exec',
        '-T',
        'mfe-marketing',
        'node',
        'dist/release-cli.js',
        '--remote',
        'marketing',
        '--deployment',
        '/srv/releases',
        '--site',
        'http://shell:3000',
        ...args,
      ],
      { capture: true },
    );
  const redeployed = await marketingEntry();
  const showsMarker = async () => (await (await fetch(`${site}/about`)).text()).includes(marker);
  console.log(release('--rollback').trim());
  check(
    await waitFor('the release before the redeploy', async () => !(await showsMarker()), 30_000),
    'a rollback in the container returns /about to the release before the redeploy',
  );
  check(
    (await marketingEntry()) !== redeployed,
    `/remotes.json names the rolled-back release's entry (${await marketingEntry()})`,
  );
  console.log(release('--roll-forward').trim());
  check(
    await waitFor('the redeployed release again', showsMarker, 30_000),
    'a roll forward brings the redeployed release back',
  );
  check(
    (await marketingEntry()) === redeployed,
    `/remotes.json names the redeployed entry again (${redeployed})`,
  );
}

const runId = Date.now().toString(36);
const started = Date.now();
let failure;
try {
  refusesWithoutSecrets();
  if (!options['no-build']) {
    step('build');
    compose(['build']);
  }
  step(`up (api instances: ${apiInstances})`);
  compose(['up', '-d', '--scale', `api=${apiInstances}`]);
  const caFile = await trustEdgeCertificate();
  await waitFor(
    `the site at ${site}`,
    async () => (await fetch(`${site}/robots.txt`, { signal: timeoutSignal(5000) })).ok,
  );
  await edge(caFile);
  const investor = await investorJourney(runId);
  await operations();
  if (apiInstances > 1) await loadSpread(runId);
  await backupAndRestore(investor);
  if (options.redeploy) await redeployMarketing(runId);
  console.log(`\nCompose smoke test passed in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  failure = error;
  // fetch() says only "fetch failed"; what failed (a reset, a refused connection) is its cause.
  const cause = error.cause
    ? ` (${error.cause.code ?? ''} ${error.cause.message ?? error.cause})`
    : '';
  console.error(`\nCompose smoke test FAILED: ${error.message}${cause}`);
  try {
    console.error(compose(['ps'], { capture: true }));
    console.error(compose(['logs', '--no-color', '--tail', '40'], { capture: true }));
  } catch {
    // the logs are a courtesy; the failure above is what counts
  }
} finally {
  if (!options.keep) compose(['down', '-v', '--remove-orphans']);
}
process.exit(failure ? 1 : 0);
