// Release switch benchmark: how long after a remote's release (and its rollback) returns the whole
// site reflects it, while a load runs against several pages. The marketing remote serves a
// deployment of its own; its second release is its build without the Partnerships page (and with a
// Bootstrap component no other release uses). For each switch it prints when, after the release
// command returned, the page's status, the menu links of another page, the sitemap and the site's
// Bootstrap sheet each first reflected it (each polled every 50 ms), and the spread between the
// first and the last: the time the site mixed releases.
// Needs a build (pnpm build). Usage: pnpm bench:release-switch [-- --switches 6 --connections 20]
// --shell-server <serve.js> runs another build of the shell's server (e.g. an earlier commit's
// shell/server compiled elsewhere), with this checkout's shell build, to compare.
import { execFile, fork } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startRemoteServers, startShellServer } from './lib/site-servers.mjs';
import { BENCH_PORT_OFFSET, ROOT } from './lib/workspace.mjs';
import { printMachine } from './lib/machine.mjs';

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    switches: { type: 'string', default: '6' },
    connections: { type: 'string', default: '20' },
    'shell-server': { type: 'string' },
  },
});
const SWITCHES = Number(options.switches);
const CONNECTIONS = Number(options.connections);

printMachine();

const SHELL_PORT = 4900 + BENCH_PORT_OFFSET;
const SITE = `http://127.0.0.1:${SHELL_PORT}`;
const POLL_MS = 50;
/** What the site promises: a release shows everywhere within 2 s. */
const TARGET_MS = 2_000;
const GIVE_UP_MS = 30_000;
/** The page the second release removes, and its own Bootstrap component. */
const PAGE = '/partnerships';
const COMPONENT_CLASS = 'list-group-horizontal';
/** A page whose menus link PAGE, and the pages the load asks for. */
const MENU_PAGE = '/';
const MENU_LINK = `href="${PAGE}">Partnerships</a>`;
const LOAD_PAGES = ['/', '/about', PAGE, '/investors/roadmap', '/solutions/patients'];

const work = mkdtempSync(path.join(os.tmpdir(), 'gloh-bench-release-switch-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const deployment = path.join(work, 'deployment');
const build = path.join(ROOT, 'mfe-marketing/dist');

/** The marketing build as its next release: PAGE gone from its declaration, a component added. */
function withoutPage() {
  const variant = path.join(work, 'without-page');
  cpSync(build, variant, { recursive: true });
  const file = path.join(variant, 'render-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.sitePages = manifest.sitePages.filter((page) => page.path !== PAGE);
  manifest.bootstrap.words = [...manifest.bootstrap.words, COMPONENT_CLASS].sort();
  manifest.release = `${manifest.release}-without-page`;
  writeFileSync(file, JSON.stringify(manifest));
  return variant;
}

const execFileAsync = promisify(execFile);
/**
 * The marketing team's release command (gloh-release), with its arguments. The one place that
 * knows how a release is made: adapt it when the release tool changes.
 */
async function releaseTool(...args) {
  const cli = path.join(ROOT, 'packages/web-server/dist/release-cli.js');
  const site = ['--remote', 'marketing', '--deployment', deployment, '--site', SITE];
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await execFileAsync(process.execPath, [cli, ...site, ...args]);
      return stdout.trim();
    } catch (error) {
      // Under load the tool may not read the site in time, and refuses: nothing was switched.
      if (attempt === 3) throw error;
      console.error(`The release tool failed, trying again: ${error.stderr.trim()}`);
    }
  }
}

// The first release goes live before the site starts, as `npm start` does it.
await releaseTool('--build', build, '--allow-unreachable-site');
const variant = withoutPage();
const shellBuild = options['shell-server']
  ? {
      SHELL_DIST_DIR: path.join(ROOT, 'shell/dist'),
      SHELL_SERVER_BUNDLE: path.join(ROOT, 'shell/dist-server/server-entry.cjs'),
    }
  : {};
await startShellServer(
  SHELL_PORT,
  {
    ...startRemoteServers(SHELL_PORT, { marketing: deployment }),
    ...shellBuild,
    LOG_LEVEL: 'error',
  },
  options['shell-server'],
);

// The load: autocannon in a process of its own (in a thread it would report raw histograms), so
// its work does not delay the polls' timers.
const load = fork(path.join(ROOT, 'node_modules/autocannon/autocannon.js'), [], {
  execArgv: [
    '--input-type=commonjs',
    '-e',
    `
    const autocannon = require(process.argv[1]);
    const { site, connections, pages } = JSON.parse(process.env.LOAD);
    const options = {
      url: site,
      connections,
      duration: 3600,
      requests: pages.map((path) => ({ path, headers: { 'accept-encoding': 'gzip' } })),
    };
    const instance = autocannon(options, (error, result) => process.send({
      requests: result.requests.total,
      average: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    }, () => process.exit(0)));
    process.on('message', () => instance.stop());
    `,
  ],
  env: {
    ...process.env,
    LOAD: JSON.stringify({ site: SITE, connections: CONNECTIONS, pages: LOAD_PAGES }),
  },
});
process.on('exit', () => load.kill());

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the site serves now, each part read on its own. */
const probes = {
  page: async () => {
    const { status } = await fetch(`${SITE}${PAGE}`);
    if (status !== 200 && status !== 404) throw new Error(`${PAGE} answered ${status}`);
    return status === 200;
  },
  // The menus' link (the page's own text links to it too, with other words).
  menu: async () => (await (await fetch(`${SITE}${MENU_PAGE}`)).text()).includes(MENU_LINK),
  sitemap: async () => (await (await fetch(`${SITE}/sitemap.xml`)).text()).includes(`${PAGE}<`),
  stylesheet: async () => {
    const html = await (await fetch(`${SITE}${MENU_PAGE}`)).text();
    const href = /href="(\/styles\/bootstrap\.[0-9a-f]+\.css)"/.exec(html)?.[1];
    const css = href ? await (await fetch(`${SITE}${href}`)).text() : '';
    // The page's release has it when the component's rules are absent.
    return !css.includes(`.${COMPONENT_CLASS}`);
  },
};

const problems = new Map();
function noteProblem(error) {
  const text = error.cause?.code ?? error.message;
  problems.set(text, (problems.get(text) ?? 0) + 1);
  return undefined;
}

/**
 * Polls every part until it reflects `hasPage` and keeps doing so; resolves with the ms after
 * `since` at which each first did for good (undefined: not within GIVE_UP_MS).
 */
async function timeUntilReflected(hasPage, since) {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(probes).map(async ([part, probe]) => {
        let reflectedAt;
        while (performance.now() - since < GIVE_UP_MS) {
          const polled = performance.now();
          // An answer that says neither (an error) reflects nothing.
          const reflects = (await probe().catch(noteProblem)) === hasPage;
          if (!reflects) reflectedAt = undefined;
          else reflectedAt ??= polled - since;
          // Settled: reflected for a whole second of polls.
          if (reflectedAt !== undefined && performance.now() - since > reflectedAt + 1_000) break;
          await delay(POLL_MS);
        }
        return [part, reflectedAt];
      }),
    ),
  );
}

await delay(3_000);
const format = (ms) => (ms === undefined ? `> ${GIVE_UP_MS}` : ms.toFixed(0));
const rows = [];
for (let n = 0; n < SWITCHES; n += 1) {
  const removing = n % 2 === 0;
  const args = removing ? (n === 0 ? ['--build', variant] : ['--roll-forward']) : ['--rollback'];
  await releaseTool(...args);
  const since = performance.now();
  const times = await timeUntilReflected(!removing, since);
  const all = Object.values(times);
  const known = all.filter((ms) => ms !== undefined);
  const last = known.length === all.length ? Math.max(...known) : undefined;
  rows.push({ name: `${removing ? 'release' : 'rollback'} (${args[0]})`, times, last, known });
  // Let the load run on the settled release before the next switch.
  await delay(1_000);
}
load.send('stop');
const loadResult = await new Promise((resolve) => load.once('message', resolve));

console.log(
  `\nAfter the release command returned, ms until each part reflected it, polled every ${POLL_MS} ms, ` +
    `under a load of ${CONNECTIONS} connections on ${LOAD_PAGES.join(', ')}:\n`,
);
console.log('| switch | page status | menu links | sitemap | stylesheet | all | mixed for |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const { name, times, last, known } of rows) {
  const spread = last === undefined ? undefined : last - Math.min(...known);
  console.log(
    `| ${name} | ${format(times.page)} | ${format(times.menu)} | ${format(times.sitemap)} | ` +
      `${format(times.stylesheet)} | ${format(last)} | ${format(spread)} |`,
  );
}
console.log(
  `\nLoad: ${loadResult.requests} requests, ${loadResult.average.toFixed(0)} req/s, ` +
    `p99 ${loadResult.p99} ms, ${loadResult.errors} errors ` +
    `(${loadResult.non2xx} non-2xx: ${PAGE} answers 404 while it is gone).`,
);
for (const [problem, count] of problems) console.log(`Polls that failed: ${count} × ${problem}`);
const met = rows.every(({ last }) => last !== undefined && last <= TARGET_MS);
console.log(`Every switch reflected everywhere within ${TARGET_MS} ms: ${met ? 'yes' : 'no'}`);
process.exit(met ? 0 : 1);
