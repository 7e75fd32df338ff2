// Proves that the site's composed Bootstrap sheet (shell/server/rendering/site-stylesheet.ts, from
// the usage each build publishes) changes nothing on screen. Serves the production build (pnpm
// build) and compares the sheet each page links with the whole of Bootstrap. On every
// public route, at 360 and 1280 px, in every open state it knows (mobile menu, desktop dropdown,
// form validation errors, the request-code modal, the tooltip of the care demo), it reads the
// computed style of every element and of its ::before/::after (::placeholder for fields) with the
// purged stylesheet, then in the same page with the whole one in its place, then with the purged
// one again: a property that differs between the two stylesheets, and not between the two reads
// of the purged one, is a difference. Also fails when a page loads Bootstrap from anywhere else
// (a remote's copy would hide the purge and double the CSS).
// Usage: pnpm build && node scripts/compare-purged-css.mjs [route path …]
//        (every public route by default; BENCH_PORT_OFFSET moves its ports)
/* global document, window, getComputedStyle -- installComparer runs in the page */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/support/browser.mjs';
import { REMOTES, remotePublicPath } from '../packages/shared/src/remotes.mjs';
import { startRemoteServers, startShellServer } from './lib/site-servers.mjs';
import { BENCH_PORT_OFFSET, ROOT, waitForUrl } from './lib/workspace.mjs';

const SHELL_PORT = 4800 + BENCH_PORT_OFFSET;
const VIEWPORTS = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
];
const MAX_PRINTED_PER_STATE = 15;
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
const { declaredSitePages } = await import(
  pathToFileURL(path.join(ROOT, 'packages/build-presets/declared-site-pages.mjs')).href
);
// Paths given on the command line narrow the run to those routes.
const only = process.argv.slice(2);
const routes = declaredSitePages().filter(
  (route) => !route.flag && (only.length === 0 || only.includes(route.path)),
);

// --- The two stylesheets --------------------------------------------------------------------------

// The whole sheet is the shell's own Bootstrap; the composed one is read from each page's link.
const fullCss = readFileSync(
  createRequire(path.join(ROOT, 'shell/package.json')).resolve(
    'bootstrap/dist/css/bootstrap.min.css',
  ),
  'utf8',
);
const kb = (bytes) => (bytes / 1024).toFixed(1);

// --- Servers ----------------------------------------------------------------------------------------

const site = await startShellServer(SHELL_PORT, {
  ...startRemoteServers(SHELL_PORT),
  API_ORIGIN: process.env.API_ORIGIN ?? 'http://127.0.0.1:3100',
});
for (const { name } of REMOTES) await waitForUrl(`${site}${remotePublicPath(name)}remoteEntry.js`);
const composedHref = /<link rel="stylesheet" href="(\/styles\/bootstrap\.[0-9a-f]+\.css)"/.exec(
  await (await fetch(site)).text(),
)?.[1];
if (!composedHref) throw new Error('The home page links no composed Bootstrap sheet.');
const composedCss = await (await fetch(`${site}${composedHref}`)).text();
console.log(
  `Bootstrap: ${kb(fullCss.length)} KB (${kb(gzipSync(fullCss).length)} KB gzipped) whole, ` +
    `${kb(composedCss.length)} KB (${kb(gzipSync(composedCss).length)} KB gzipped) composed ` +
    `(${composedHref}).`,
);

// --- In the page ------------------------------------------------------------------------------------

/**
 * Installed in every page: puts the whole stylesheet in a <style> right after the purged <link>
 * (same place in the cascade), and reads computed styles with either one enabled.
 */
function installComparer({ purgedHref, fullCss }) {
  const link = [...document.querySelectorAll('link[rel="stylesheet"]')].find((element) =>
    element.href.endsWith(purgedHref),
  );
  if (!link?.sheet) throw new Error(`The page has no loaded stylesheet ${purgedHref}.`);
  const full = document.createElement('style');
  full.textContent = fullCss;
  link.after(full);
  full.sheet.disabled = true;
  const flush = () => getComputedStyle(document.documentElement).color;
  const properties = [...getComputedStyle(document.documentElement)].filter(
    (name) => !name.startsWith('--'),
  );

  /** Switches stylesheet without running CSS transitions, then settles animations. */
  function use(which) {
    const noTransitions = document.createElement('style');
    noTransitions.textContent = '*,*::before,*::after{transition:none!important}';
    document.head.append(noTransitions);
    flush();
    link.sheet.disabled = which !== 'purged';
    full.sheet.disabled = which === 'purged';
    flush();
    noTransitions.remove();
    flush();
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an infinite animation: freeze it at its start in both reads
        animation.pause();
        animation.currentTime = 0;
      }
    }
  }

  function describe(element) {
    const parts = [];
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      let part = node.localName;
      if (node.id) part += `#${node.id}`;
      else if (typeof node.className === 'string' && node.className.trim())
        part += `.${node.className.trim().split(/\s+/).slice(0, 3).join('.')}`;
      parts.unshift(part);
      if (node.id) break;
    }
    return parts.slice(-4).join(' > ') || 'html';
  }

  function read() {
    const values = [];
    const elements = [document.documentElement, ...document.body.querySelectorAll('*')];
    elements.splice(1, 0, document.body);
    for (const element of elements) {
      const pseudos = ['', '::before', '::after'];
      if (element.matches('input, textarea')) pseudos.push('::placeholder');
      for (const pseudo of pseudos) {
        const style = getComputedStyle(element, pseudo || null);
        values.push({
          element,
          pseudo,
          values: properties.map((name) => style.getPropertyValue(name)),
        });
      }
    }
    return values;
  }

  /** Bootstrap rules in stylesheets other than the shell's: a second copy of Bootstrap. */
  function otherBootstrapSheets() {
    return [...document.styleSheets]
      .filter((sheet) => sheet.ownerNode !== link && sheet.ownerNode !== full)
      .filter((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.selectorText === '.accordion');
        } catch {
          return false;
        }
      })
      .map((sheet) => sheet.href ?? 'inline <style>');
  }

  window.__compareCss = () => {
    use('purged');
    const purged = read();
    use('full');
    const whole = read();
    use('purged');
    const again = read();
    const differences = [];
    let unstable = 0;
    if (purged.length !== whole.length || purged.length !== again.length) {
      return { differences: [{ where: 'page', message: 'the DOM changed while reading' }] };
    }
    for (let i = 0; i < purged.length; i += 1) {
      const { element, pseudo } = purged[i];
      if (whole[i].element !== element || again[i].element !== element) {
        return { differences: [{ where: 'page', message: 'the DOM changed while reading' }] };
      }
      properties.forEach((name, p) => {
        const a = purged[i].values[p];
        if (a !== again[i].values[p]) {
          unstable += 1;
          return;
        }
        if (a !== whole[i].values[p]) {
          differences.push({
            where: `${describe(element)}${pseudo}`,
            property: name,
            purged: a,
            whole: whole[i].values[p],
          });
        }
      });
    }
    return {
      differences,
      unstable,
      elements: purged.length,
      otherBootstrap: otherBootstrapSheets(),
    };
  };
}

// --- States ----------------------------------------------------------------------------------------

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
}

/** A state entered by one action, once what it shows is there; prepare as in statesFor. */
const stateShownBy = (name, act, shown, prepare) => [
  name,
  async (page) => {
    await act(page);
    await shown(page).waitFor();
  },
  prepare,
];

/** The states only one page has, by its path. */
const PAGE_STATES = {
  '/investors/presentation-access': [
    [
      'request-code modal open',
      async (page) => {
        await page.getByRole('button', { name: 'Request Access Code' }).click();
        await page.locator('.modal.show').waitFor();
        await page.getByLabel('Email').last().fill('someone@example.com');
        await page.locator('.modal button[type="submit"]').click();
      },
    ],
  ],
  // The deck viewer needs an investor session: the script answers the API in its place, and
  // leaves the logout call pending so that its button shows the spinner.
  '/investors/presentation': [
    stateShownBy(
      'deck viewer, logging out',
      (page) => page.getByRole('button', { name: 'Logout' }).click(),
      (page) => page.locator('.spinner-border'),
      async (page) => {
        await page.route('**/api/auth/me', (request) =>
          request.fulfill({
            json: {
              success: true,
              user: {
                id: 'compare-css',
                email: 'investor@example.com',
                firstName: 'Ada',
                lastName: 'Investor',
                role: 'investor',
                isVerified: true,
              },
              expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            },
          }),
        );
        await page.route('**/api/investor-presentation', (request) =>
          request.fulfill({ contentType: 'text/html', body: '<p>deck</p>' }),
        );
        await page.route('**/api/auth/logout', () => new Promise(() => undefined));
      },
    ),
  ],
  '/demos/gloh-care': [
    stateShownBy(
      'wellness tooltip shown',
      (page) => page.getByRole('button', { name: 'About the wellness score' }).hover(),
      (page) => page.locator('.tooltip.show'),
    ),
  ],
};

/**
 * The open states reachable on a page at a viewport, as [name, enter, prepare] triples: prepare
 * runs before the page loads, enter once it has (returning false when the page has no such state).
 */
function statesFor(route, viewport) {
  const states = [['as loaded', async () => undefined]];
  if (viewport.width < 768) {
    states.push(
      stateShownBy(
        'mobile menu open',
        (page) => page.getByRole('button', { name: 'Open menu' }).click(),
        (page) => page.getByRole('dialog', { name: 'Menu' }),
      ),
    );
  } else {
    states.push(
      stateShownBy(
        'desktop dropdown open',
        (page) => page.locator('header .dropdown-toggle').first().click(),
        (page) => page.locator('header details[open] .dropdown-menu').first(),
      ),
    );
  }
  states.push([
    'form validation errors',
    async (page) => {
      const submits = page.locator('main form button[type="submit"]:enabled');
      const count = await submits.count();
      if (count === 0) return false;
      for (let i = 0; i < count; i += 1) await submits.nth(i).click();
      return true;
    },
  ]);
  states.push(...(PAGE_STATES[route.path] ?? []));
  return states;
}

// --- Run ---------------------------------------------------------------------------------------------

const browser = await chromium.launch(chromiumLaunchOptions());
let total = 0;
let problems = 0;
for (const route of routes) {
  for (const viewport of VIEWPORTS) {
    for (const [stateName, enter, prepare] of statesFor(route, viewport)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const label = `${route.path} @${viewport.width}px, ${stateName}`;
      try {
        await prepare?.(page);
        await page.goto(`${site}${route.path}`, { waitUntil: 'domcontentloaded' });
        await page.locator('main h1').first().waitFor({ timeout: 20_000 });
        await settle(page);
        if ((await enter(page)) === false) {
          await context.close();
          continue;
        }
        await settle(page);
        await page.evaluate(installComparer, { purgedHref: composedHref, fullCss });
        const result = await page.evaluate(() => window.__compareCss());
        total += 1;
        const { differences, unstable, elements, otherBootstrap = [] } = result;
        if (otherBootstrap.length) {
          problems += 1;
          console.log(`✗ ${label}: Bootstrap also loaded from ${otherBootstrap.join(', ')}`);
        }
        if (differences.length) {
          problems += 1;
          console.log(`✗ ${label}: ${differences.length} computed values differ`);
          for (const d of differences.slice(0, MAX_PRINTED_PER_STATE)) {
            console.log(
              d.message
                ? `    ${d.where}: ${d.message}`
                : `    ${d.where} { ${d.property}: ${d.whole} (whole) → ${d.purged} (purged) }`,
            );
          }
        } else {
          console.log(
            `✓ ${label}: ${elements} boxes identical` +
              (unstable ? ` (${unstable} values moving on their own, skipped)` : ''),
          );
        }
      } catch (error) {
        problems += 1;
        console.log(`✗ ${label}: could not be checked: ${error.message.split('\n')[0]}`);
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(
  problems
    ? `\n${problems} of ${total} page states differ or could not be checked.`
    : `\nNo difference: ${total} page states, computed styles identical with the purged and the whole Bootstrap.`,
);
process.exit(problems ? 1 : 0);
