// A deployment's settings: checked before anything is generated, and carried into the manifests.
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { APP_NAMES } from '../src/apps.js';
import { externalIngress } from '../src/checks.js';
import { generate, parseFiles } from '../src/generate.js';
import { DEFAULT_SETTINGS, resolveSettings, SettingsError } from '../src/settings.js';
import { find } from './fixtures.js';

const problemsOf = (given: Parameters<typeof resolveSettings>[0]) => {
  try {
    resolveSettings(given, APP_NAMES);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.problems;
  }
};

describe('settings', () => {
  it('are the defaults when none are given', () => {
    expect(resolveSettings(undefined, APP_NAMES)).toEqual(DEFAULT_SETTINGS);
  });

  it('lay given values over the defaults, nested ones key by key', () => {
    const settings = resolveSettings(
      { database: { port: 6432 }, shell: { maxReplicas: 20 } },
      APP_NAMES,
    );
    expect(settings.database).toEqual({ cidrs: DEFAULT_SETTINGS.database.cidrs, port: 6432 });
    expect(settings.shell).toEqual({ minReplicas: 2, maxReplicas: 20 });
  });

  it('refuse unknown keys, wrong types and values the apps would refuse, all at once', () => {
    expect(
      problemsOf({
        hostname: 'www.example.com',
        host: 'WWW.Example.com',
        database: { cidrs: ['10.0.0.0/33'], port: '5432' },
        shellTrustProxy: 'true',
        apiTrustProxy: '',
        api: { minReplicas: 1, maxReplicas: 4 },
        images: { web: 'nginx' },
        targetCpuUtilization: 100,
      }),
    ).toEqual([
      'hostname is not a setting',
      'database.port must be a number',
      'host "WWW.Example.com" is not a lower-case host name',
      'images.web: no app is called so (shell, api, mfe-marketing, mfe-investors, mfe-demos)',
      'database.cidrs: "10.0.0.0/33" is not an IPv4 range such as 10.0.0.0/8',
      expect.stringContaining('shellTrustProxy: TRUST_PROXY="true" is refused'),
      'apiTrustProxy is empty: name the proxies in front',
      'api.minReplicas must be a whole number of at least 2',
      'targetCpuUtilization must be a whole percentage from 10 to 95',
    ]);
  });

  it('let a Prometheus namespace scrape the operations ports, and nothing else', async () => {
    const objects = parseFiles(
      await generate(resolveSettings({ metricsNamespace: 'monitoring' }, APP_NAMES)),
    );
    expect(externalIngress(objects, 'gloh')).toEqual([
      'namespace ingress-nginx → shell:3000',
      'namespace monitoring → api:9464',
      'namespace monitoring → shell:9464',
    ]);
    expect(externalIngress(parseFiles(await generate(DEFAULT_SETTINGS)), 'gloh')).toEqual([
      'namespace ingress-nginx → shell:3000',
    ]);
  });

  it('give the API only its own optional settings, as whole numbers', () => {
    expect(
      problemsOf({ apiSettings: { RETENTION_MAIL_DAYS: 'a month', DATABASE_URL: 'postgres://x' } }),
    ).toEqual([
      'apiSettings.RETENTION_MAIL_DAYS must be a whole number, as a string',
      expect.stringContaining("apiSettings.DATABASE_URL is not one of the API's optional settings"),
      'apiSettings.DATABASE_URL must be a whole number, as a string',
    ]);
  });

  it('guard only remotes that exist, and keep at least one release', async () => {
    expect(
      problemsOf({ releaseGuard: { careers: { owners: ['a@b.example'] } }, releasesKept: 0 }),
    ).toEqual([
      'releaseGuard.careers: no remote is called so',
      'releasesKept must be a whole number from 1',
    ]);
    const guard = { marketing: { views: 100, errorRate: 0.02, owners: ['web@gloh.example'] } };
    const objects = parseFiles(
      await generate(resolveSettings({ releaseGuard: guard, releasesKept: 4 }, APP_NAMES)),
    );
    const envOf = (name: string) =>
      find<IDeployment>(objects, 'Deployment', name).spec?.template.spec?.containers[0]?.env;
    expect(envOf('api')).toContainEqual({ name: 'RELEASE_GUARD', value: JSON.stringify(guard) });
    expect(envOf('mfe-investors')).toContainEqual({ name: 'RELEASES_KEPT', value: '4' });
  });

  it('reach every manifest that names them', async () => {
    const settings = resolveSettings(
      {
        namespace: 'site',
        host: 'www.gloh.example.net',
        tlsSecretName: 'www-gloh-example-net',
        imageTag: '2026.11.27',
        images: { 'mfe-demos': 'registry.gloh.example.net/mfe-demos@sha256:' + 'a'.repeat(64) },
        releaseStorageClassName: 'efs',
        apiSettings: { RETENTION_CONTACT_MESSAGES_DAYS: '180' },
      },
      APP_NAMES,
    );
    const objects = parseFiles(await generate(settings));
    const ingress = find<IIngress>(objects, 'Ingress', 'site');
    expect(ingress.metadata?.namespace).toBe('site');
    expect(ingress.spec?.tls).toEqual([
      { hosts: ['www.gloh.example.net'], secretName: 'www-gloh-example-net' },
    ]);
    const image = (name: string) =>
      find<IDeployment>(objects, 'Deployment', name).spec?.template.spec?.containers[0]?.image;
    expect(image('shell')).toBe('gloh/shell:2026.11.27');
    expect(image('mfe-demos')).toBe(`registry.gloh.example.net/mfe-demos@sha256:${'a'.repeat(64)}`);
    const env = find<IDeployment>(objects, 'Deployment', 'api').spec?.template.spec?.containers[0]
      ?.env;
    expect(env).toContainEqual({ name: 'PUBLIC_SITE_URL', value: 'https://www.gloh.example.net' });
    expect(env).toContainEqual({ name: 'RETENTION_CONTACT_MESSAGES_DAYS', value: '180' });
    expect(env).toContainEqual({ name: 'RETENTION_AUDIT_LOG_DAYS', value: '' });
    const claim = find<IPersistentVolumeClaim>(objects, 'PersistentVolumeClaim', 'demos-releases');
    expect(claim.spec?.storageClassName).toBe('efs');
  });
});
