import { expect, test } from '@playwright/test';
import { observatoryScan } from '../../support/observatory';

// Over plain HTTP the two tests that need TLS (redirection to HTTPS, HSTS) cannot pass; every
// other test of the scan must, without losing a point. Before the Fastify server: D, 35/100.

test('Mozilla HTTP Observatory loses points only on the tests that need TLS', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { scan, tests } = await observatoryScan(new URL(baseURL!).host);
  test.info().annotations.push({
    type: 'observatory',
    description: `grade ${scan.grade}, ${scan.score}/100`,
  });
  const losing = Object.entries(tests)
    .filter(([, outcome]) => !outcome.pass || outcome.scoreModifier < 0)
    .map(([name, outcome]) => `${name}: ${outcome.result}`);
  expect(losing.sort()).toEqual([
    'redirection: redirection-missing',
    'strict-transport-security: hsts-not-implemented-no-https',
  ]);
  expect(tests['content-security-policy']?.pass).toBe(true);
});
