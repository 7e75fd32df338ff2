// How many shell and API pods a number of visits per second needs, from the figures of
// docs/benchmarks.md and stated assumptions about a visit. Each request's cost is CPU time: the
// benchmark's machine (all its cores) divided by the requests it answered per second, an upper
// bound, since the load generator (and the remotes, or PostgreSQL) shared that machine.
import { API, SHELL } from './apps.js';
import type { Settings } from './settings.js';

/** A figure of docs/benchmarks.md and the words that give it there (the test checks they still do). */
export interface Figure {
  value: number;
  quote: string;
}

export const BENCHMARKS = {
  /** The machine of every figure below: 2 vCPUs. */
  machineCores: { value: 2, quote: '2 vCPUs' },
  /** Pages rendered per second with the HTML cache off, the slower of / and /investors/roadmap (critical CSS on). */
  renderedPages: { value: 392, quote: '392 / 455 renders per second with the cache off' },
  /** Pages answered from the HTML cache per second, the slower of the same two. */
  cachedPages: { value: 636, quote: 'Cached pages: 804 / 636 requests per second' },
  /** GET /api/auth/me per second on PostgreSQL, the slowest quiet run. */
  meRequests: { value: 1837, quote: 'the API 1,837 / 1,981 req/s' },
  /** POST /api/contact per second on PostgreSQL, the quiet machine's run. */
  contactRequests: { value: 1347, quote: 'contact 1,347 req/s' },
} satisfies Record<string, Figure>;

/** What a visit is made of; none of these is measured: change them when analytics says otherwise. */
export const ASSUMPTIONS = {
  /** Pages seen per visit. */
  pagesPerVisit: 3,
  /** HTML documents asked of the server per visit: the first page; the next ones are client-side navigations. */
  documentsPerVisit: 1,
  /** Share of documents answered from the HTML cache (pages differ by path and config only, so most are). */
  htmlCacheHitRatio: 0.9,
  /** Script and style files a visit fetches from the shell: a first load's (bench:bundles: 12–16). */
  staticRequestsPerVisit: 12,
  /** Share of visitors who allow analytics: one page-view event per page, one release-health batch per visit. */
  analyticsConsentRatio: 0.5,
  /** Share of visits by a signed-in investor: one /api/auth/me per page. */
  signedInRatio: 0.05,
  /** Forms posted per visit (contact, access request). */
  formPostsPerVisit: 0.01,
};

/** CPU milliseconds of one request, from a rate measured on the whole benchmark machine. */
const cpuMs = (figure: Figure) => (BENCHMARKS.machineCores.value * 1000) / figure.value;

export interface VisitCost {
  /** API requests per visit, each also proxied by the shell. */
  apiRequests: number;
  /** CPU milliseconds of the shell per visit, its files included / excluded (served by a CDN). */
  shellMs: number;
  shellMsWithCdn: number;
  apiMs: number;
}

export function visitCost(assumptions = ASSUMPTIONS): VisitCost {
  const a = assumptions;
  const writes =
    a.pagesPerVisit * a.analyticsConsentRatio + a.analyticsConsentRatio + a.formPostsPerVisit;
  const sessionChecks = a.pagesPerVisit * a.signedInRatio;
  const apiRequests = writes + sessionChecks;
  const cached = cpuMs(BENCHMARKS.cachedPages);
  const documents =
    a.documentsPerVisit *
    (a.htmlCacheHitRatio * cached + (1 - a.htmlCacheHitRatio) * cpuMs(BENCHMARKS.renderedPages));
  // Files and proxied API requests were not measured: each is counted as a cached page, which
  // costs more (a cached page is compressed for each response; files are compressed at build).
  const proxied = apiRequests * cached;
  const shellMsWithCdn = documents + proxied;
  return {
    apiRequests,
    shellMs: shellMsWithCdn + a.staticRequestsPerVisit * cached,
    shellMsWithCdn,
    // Analytics events are inserts, as a contact message is (which also queues a mail).
    apiMs:
      writes * cpuMs(BENCHMARKS.contactRequests) + sessionChecks * cpuMs(BENCHMARKS.meRequests),
  };
}

/** Pods that keep the average CPU at the autoscaler's target, never fewer than its minimum. */
export function podsFor(
  visitsPerSecond: number,
  msPerVisit: number,
  cores: number,
  targetPercent: number,
  minReplicas: number,
): number {
  const busyCores = (visitsPerSecond * msPerVisit) / 1000;
  return Math.max(minReplicas, Math.ceil(busyCores / (cores * (targetPercent / 100)) - 1e-9));
}

/** Visits per second one pod takes at the target. */
export const visitsPerPod = (msPerVisit: number, cores: number, targetPercent: number) =>
  Math.floor((cores * (targetPercent / 100) * 1000) / msPerVisit);

export interface CapacityRow {
  visitsPerSecond: number;
  shellPods: number;
  shellPodsWithCdn: number;
  apiPods: number;
}

export function capacity(
  visitsPerSecond: number,
  settings: Settings,
  assumptions = ASSUMPTIONS,
): CapacityRow {
  const cost = visitCost(assumptions);
  const target = settings.targetCpuUtilization;
  return {
    visitsPerSecond,
    shellPods: podsFor(
      visitsPerSecond,
      cost.shellMs,
      SHELL.cpuCores,
      target,
      settings.shell.minReplicas,
    ),
    shellPodsWithCdn: podsFor(
      visitsPerSecond,
      cost.shellMsWithCdn,
      SHELL.cpuCores,
      target,
      settings.shell.minReplicas,
    ),
    apiPods: podsFor(visitsPerSecond, cost.apiMs, API.cpuCores, target, settings.api.minReplicas),
  };
}

/** The rows of the capacity table in docs/kubernetes.md. */
export const TABLE_VISITS = [10, 50, 100, 200, 400, 800, 1600];

export function capacityTable(settings: Settings): string {
  const rows = TABLE_VISITS.map((visits) => capacity(visits, settings));
  return [
    '| visits/s | shell pods | shell pods, files from a CDN | API pods |',
    '| -------- | ---------- | ---------------------------- | -------- |',
    ...rows.map(
      (row) =>
        `| ${row.visitsPerSecond} | ${row.shellPods} | ${row.shellPodsWithCdn} | ${row.apiPods} |`,
    ),
  ].join('\n');
}
