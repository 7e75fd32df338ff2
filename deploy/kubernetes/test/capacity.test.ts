// The capacity model: built from figures docs/benchmarks.md still gives, with the pods' CPU and
// the autoscalers' target as the manifests set them, and its table in docs/kubernetes.md as it
// computes it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { API, SHELL } from '../src/apps.js';
import {
  ASSUMPTIONS,
  BENCHMARKS,
  capacity,
  capacityTable,
  podsFor,
  visitCost,
  visitsPerPod,
} from '../src/capacity.js';
import { cpuQuantity } from '../src/workloads.js';
import { committedObjects, defaults, find, ROOT } from './fixtures.js';

const settings = defaults();
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n');
const words = (text: string) => text.replace(/\s+/g, ' ');
const capacityDoc = readFileSync(path.join(ROOT, 'docs/kubernetes.md'), 'utf8');

describe('the capacity model', () => {
  it('quotes figures docs/benchmarks.md gives', () => {
    const benchmarks = words(readFileSync(path.join(ROOT, 'docs/benchmarks.md'), 'utf8'));
    for (const [name, { value, quote }] of Object.entries(BENCHMARKS)) {
      expect({ name, found: benchmarks.includes(quote) }).toEqual({ name, found: true });
      expect({ name, quoted: quote.includes(value.toLocaleString('en-US')) }).toEqual({
        name,
        quoted: true,
      });
    }
  });

  it('works from the CPU the manifests request and the target the autoscalers keep', () => {
    const objects = committedObjects();
    for (const app of [SHELL, API]) {
      const deployment = find<IDeployment>(objects, 'Deployment', app.name);
      expect(deployment.spec?.template.spec?.containers[0]?.resources?.requests?.cpu).toBe(
        cpuQuantity(app.cpuCores),
      );
      const autoscaler = find<IHorizontalPodAutoscaler>(
        objects,
        'HorizontalPodAutoscaler',
        app.name,
      );
      expect(autoscaler.spec?.metrics?.[0]?.resource?.target.averageUtilization).toBe(
        settings.targetCpuUtilization,
      );
      expect(autoscaler.spec?.minReplicas).toBe(settings[app.name as 'shell' | 'api'].minReplicas);
    }
  });

  it('adds more pods as visits grow, never fewer than the autoscaler keeps', () => {
    let previous = capacity(1, settings);
    expect(previous).toEqual({ visitsPerSecond: 1, shellPods: 2, shellPodsWithCdn: 2, apiPods: 2 });
    for (const visits of [10, 100, 1000, 10_000]) {
      const row = capacity(visits, settings);
      expect(row.shellPods).toBeGreaterThanOrEqual(previous.shellPods);
      expect(row.shellPodsWithCdn).toBeLessThanOrEqual(row.shellPods);
      expect(row.apiPods).toBeGreaterThanOrEqual(previous.apiPods);
      previous = row;
    }
    // 1.4 busy cores at 70 % of one core a pod: 2 pods; a hair more: 3.
    expect(podsFor(100, 14, 1, 70, 1)).toBe(2);
    expect(podsFor(100, 14.1, 1, 70, 1)).toBe(3);
  });

  it('counts what a visit asks of the API from the assumptions', () => {
    const a = ASSUMPTIONS;
    expect(visitCost().apiRequests).toBeCloseTo(
      a.pagesPerVisit * a.analyticsConsentRatio +
        a.analyticsConsentRatio +
        a.pagesPerVisit * a.signedInRatio +
        a.formPostsPerVisit,
    );
  });

  it("is docs/kubernetes.md's table and figures", () => {
    expect(squeeze(capacityDoc)).toContain(squeeze(capacityTable(settings)));
    const cost = visitCost();
    const target = settings.targetCpuUtilization;
    for (const figure of [
      visitsPerPod(cost.shellMs, SHELL.cpuCores, target),
      visitsPerPod(cost.shellMsWithCdn, SHELL.cpuCores, target),
      visitsPerPod(cost.apiMs, API.cpuCores, target),
      settings.shell.maxReplicas * visitsPerPod(cost.shellMs, SHELL.cpuCores, target),
    ]) {
      expect(capacityDoc).toContain(`**${figure}**`);
    }
  });
});
