// The offline validation refuses what the API server would: wrong types, missing fields, and
// (the strict pass) fields the schemas do not define.
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { schemaProblems, strictProblems, validationProblems } from '../src/validate.js';
import { committedObjects, find } from './fixtures.js';

const objects = () => committedObjects();

describe('the schema pass', () => {
  it('refuses a value of the wrong type', () => {
    const all = objects();
    const shell = find(all, 'Deployment', 'mfe-demos') as { spec: { replicas: unknown } };
    shell.spec.replicas = 'one';
    expect(schemaProblems(all)).toEqual([
      expect.stringMatching(
        /mfe-demos\.yaml Deployment\/mfe-demos: .*spec\/replicas must be integer/,
      ),
    ]);
  });

  it('refuses a quantity that is not one', () => {
    const all = objects();
    const api = find<IDeployment>(all, 'Deployment', 'api');
    const resources = api.spec?.template.spec?.containers[0]?.resources;
    if (resources?.requests) resources.requests.cpu = 'a lot';
    expect(schemaProblems(all)).toEqual([expect.stringContaining('must match format "quantity"')]);
  });

  it('refuses a kind the manifests may not hold', () => {
    expect(
      schemaProblems([{ where: 'x.yaml', value: { apiVersion: 'v1', kind: 'Secret' } }]),
    ).toEqual([expect.stringContaining('not one of the kinds the manifests may hold')]);
  });
});

describe('the strict pass', () => {
  it('refuses an unknown field deep in a pod, which the schema pass lets through', () => {
    const all = objects();
    const container = find(all, 'Deployment', 'shell') as {
      spec: { template: { spec: { containers: Record<string, unknown>[] } } };
    };
    const [first] = container.spec.template.spec.containers;
    if (first) first.livenessProbes = first.livenessProbe;
    expect(schemaProblems(all)).toEqual([]);
    expect(strictProblems(all)).toEqual([
      "shell.yaml Deployment/shell: spec.template.spec.containers.0.livenessProbes: Object literal may only specify known properties, and 'livenessProbes' does not exist in type 'IContainer'.",
    ]);
  });

  it('refuses a misspelt field of the metadata', () => {
    const all = objects();
    const service = find(all, 'Service', 'api') as { metadata: Record<string, unknown> };
    service.metadata.label = { app: 'api' };
    expect(strictProblems(all)).toEqual([
      expect.stringContaining("'label' does not exist in type"),
    ]);
  });

  it('refuses a missing required field', () => {
    const all = objects();
    const autoscaler = find(all, 'HorizontalPodAutoscaler', 'api') as {
      spec: Record<string, unknown>;
    };
    delete autoscaler.spec.maxReplicas;
    expect(validationProblems(all)).toEqual(
      expect.arrayContaining([expect.stringContaining('maxReplicas')]),
    );
  });
});
