// What the shell's server tells Prometheus (on its operations port, operations-server.ts): how long
// pages take, how many come from the HTML cache, and how often the releases it renders with change.
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PageRendererMetrics } from './rendering/page-renderer.js';

/** The label of a page that is not one of the site's: unknown paths must not grow the series. */
export const UNKNOWN_PAGE = '(unknown)';

export function createShellMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pageSeconds = new Histogram({
    name: 'gloh_shell_page_render_seconds',
    help: 'Time to make a page, from the HTML cache or rendered, by page path and cache result.',
    labelNames: ['page', 'cache'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const htmlCache = new Counter({
    name: 'gloh_shell_html_cache_requests_total',
    help: 'Pages asked of the HTML cache, by result (hit, miss); personal pages are never cached.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const workersStarted = new Counter({
    name: 'gloh_shell_render_workers_started_total',
    help: 'Render workers started (one per snapshot of the remotes, and after a worker failed).',
    registers: [registry],
  });
  const workersRetired = new Counter({
    name: 'gloh_shell_render_workers_retired_total',
    help: 'Render workers retired once a newer one took over, or at shutdown.',
    registers: [registry],
  });
  const snapshotChanges = new Counter({
    name: 'gloh_shell_snapshot_changes_total',
    help: "Changes of the remotes' releases or availability the site is served with.",
    registers: [registry],
  });

  const renderer: PageRendererMetrics = {
    pageMade({ path, status, cached, cacheable, seconds }) {
      const page = status === 404 ? UNKNOWN_PAGE : path;
      const cache = !cacheable ? 'personal' : cached ? 'hit' : 'miss';
      pageSeconds.observe({ page, cache }, seconds);
      if (cacheable) htmlCache.inc({ result: cached ? 'hit' : 'miss' });
    },
    workerStarted: () => workersStarted.inc(),
    workerRetired: () => workersRetired.inc(),
  };
  return { registry, renderer, snapshotChanged: () => snapshotChanges.inc() };
}
