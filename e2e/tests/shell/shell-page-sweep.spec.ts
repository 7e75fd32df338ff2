import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import type { SitePage } from '@gloh/contract/site-pages';
import { SITE_PAGES_PATH } from '@gloh/contract/site-paths';
import { REMOTES } from '../../../packages/shared/src/remotes.mjs';
import { describePageSweep, sweepPlan } from '../../support/page-sweep';
import { ROUTE_TABLE } from '../../support/route-expectations';
import { ROOT } from '../../support/stack';

// The shell's own page states (the not-found page), once per viewport with every per-page check;
// and the sweep's plan: what the site serves is what it sweeps, and a declared page is swept.
describePageSweep('shell');

test('the sweep covers every page the running releases declare', async ({ request }) => {
  const served = (await (await request.get(SITE_PAGES_PATH)).json()) as SitePage[];
  const swept = new Set(sweepPlan(ROUTE_TABLE).map((state) => state.path));
  const unswept = served
    .filter((page) => !swept.has(page.path))
    .map((page) => `${page.remote} ${page.path}`);
  // Only the viewer, which needs a signed-in investor, is left to its own specs.
  expect(unswept).toEqual(['investors /investors/presentation']);
});

test('a page added to a remote’s site-pages.json is swept at both widths with no test edited', async () => {
  // A copy of the declarations with a fixture page added, as a team's next release declares it.
  const root = mkdtempSync(path.join(os.tmpdir(), 'gloh-sweep-'));
  try {
    for (const { folder } of REMOTES) {
      const file = path.join(folder, 'src/app/site-pages.json');
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(root, file));
    }
    const marketing = path.join(root, 'mfe-marketing/src/app/site-pages.json');
    const pages = JSON.parse(readFileSync(marketing, 'utf8')) as unknown[];
    pages.push({
      id: 'events',
      path: '/events',
      title: 'Events',
      description: 'Where to meet the Gloh team: conferences, webinars and clinical workshops.',
    });
    writeFileSync(marketing, JSON.stringify(pages));

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, 'e2e/node_modules/@playwright/test/cli.js'),
        'test',
        '--list',
        'tests/marketing/marketing-page-sweep-phone.spec.ts',
        'tests/marketing/marketing-page-sweep-laptop.spec.ts',
      ],
      { cwd: path.join(ROOT, 'e2e'), env: { ...process.env, E2E_DECLARATIONS_ROOT: root } },
    );
    const listed = stdout.split('\n').filter((line) => line.includes('› /events'));
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.stringContaining('page sweep at 360 px › /events'),
        expect.stringContaining('page sweep at 1280 px › /events'),
      ]),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
