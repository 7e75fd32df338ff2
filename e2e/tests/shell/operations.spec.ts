import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../../support/stack';

const SHELL_OPERATIONS = `http://127.0.0.1:${E2E_PORTS.shellMetrics}`;
const API_OPERATIONS = `http://127.0.0.1:${E2E_PORTS.apiMetrics}`;

/** A sample's value in Prometheus' text format, 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("the shell's metrics: page times by page and cache result, workers, snapshots", async ({
  request,
}) => {
  const before = await (await request.get(`${SHELL_OPERATIONS}/metrics`)).text();
  const hits = 'gloh_shell_html_cache_requests_total{result="hit"}';
  const aboutHits = 'gloh_shell_page_render_seconds_count{page="/about",cache="hit"}';
  for (let i = 0; i < 3; i += 1) expect((await request.get('/about')).status()).toBe(200);
  expect((await request.get('/no/such/page')).status()).toBe(404);
  const after = await (await request.get(`${SHELL_OPERATIONS}/metrics`)).text();
  expect(sample(after, aboutHits)).toBeGreaterThanOrEqual(sample(before, aboutHits) + 2);
  expect(sample(after, hits)).toBeGreaterThanOrEqual(sample(before, hits) + 2);
  expect(after).toContain('gloh_shell_page_render_seconds_count{page="(unknown)"');
  expect(after).not.toContain('/no/such/page');
  expect(sample(after, 'gloh_shell_render_workers_started_total')).toBeGreaterThanOrEqual(1);
  expect(sample(after, 'gloh_shell_snapshot_changes_total')).toBeGreaterThanOrEqual(1);
});

test("the API's metrics: latency per route, through the site's origin", async ({ request }) => {
  const series =
    'gloh_api_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
  const before = sample(await (await request.get(`${API_OPERATIONS}/metrics`)).text(), series);
  expect((await request.get('/api/health')).status()).toBe(200);
  const text = await (await request.get(`${API_OPERATIONS}/metrics`)).text();
  expect(sample(text, series)).toBe(before + 1);
  expect(text).toContain('gloh_api_outbox_mails{status="failed"}');
});

test('probes answer on the operations ports; none of it on the public origin', async ({
  request,
}) => {
  for (const operations of [SHELL_OPERATIONS, API_OPERATIONS]) {
    expect((await request.get(`${operations}/livez`)).status(), operations).toBe(200);
    expect((await request.get(`${operations}/readyz`)).status(), operations).toBe(200);
  }
  for (const path of ['/metrics', '/livez', '/readyz', '/api/metrics']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toMatch(/gloh_(shell|api)_|process_cpu/);
  }
});

test('every answer names its request; a visitor cannot choose the id', async ({ request }) => {
  for (const path of ['/about', '/api/health']) {
    const response = await request.get(path, { headers: { 'X-Request-Id': 'chosen-by-visitor' } });
    expect(response.headers()['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
  }
});
