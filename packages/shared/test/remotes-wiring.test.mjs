// Adding a remote is one entry in src/remotes.json plus its folder. Code derives everything else
// from the list; this test covers the places that cannot import it (docker-compose.yml, the
// Dockerfile, package.json files) and fails when one of them, or a derived config, lacks a remote.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composeSite } from '@gloh/contract/site-pages';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { RELEASE_HEALTH_REMOTES } from '@gloh/contract/release-health';
import { REMOTES, remoteEntryPath, remoteEnvVar, remotePublicPath } from '../src/remotes.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const readJson = (file) => JSON.parse(read(file));

/** Top-level services of docker-compose.yml, each as the text of its block. */
function composeServices() {
  const services = {};
  let current;
  for (const line of read('docker-compose.yml').split('\n')) {
    const service = /^ {2}([\w-]+):\s*$/.exec(line);
    if (service) services[(current = service[1])] = '';
    else if (/^\S/.test(line)) current = undefined;
    else if (current) services[current] += `${line}\n`;
  }
  return services;
}

function workspacePatterns() {
  return [...read('pnpm-workspace.yaml').matchAll(/^ {2}- '?([^'\s]+)'?\s*$/gm)].map((m) => m[1]);
}

const matchesPattern = (folder, pattern) =>
  pattern.endsWith('*') ? folder.startsWith(pattern.slice(0, -1)) : folder === pattern;

const federationName = (config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options
    ?.name;

describe('the list of remotes', () => {
  it('has valid, unique entries', () => {
    assert.ok(REMOTES.length > 0);
    for (const remote of REMOTES) {
      assert.match(remote.name, /^[a-z][a-z0-9]*$/, 'a name is a JS identifier and an env suffix');
      assert.ok(!['shell', 'api'].includes(remote.name), `${remote.name} is not a remote's name`);
      assert.equal(typeof remote.package, 'string');
      assert.equal(typeof remote.folder, 'string');
      // 3001–3009: the e2e and bench stacks put a remote at shell port + (devPort - 3000).
      assert.ok(
        Number.isInteger(remote.devPort) && remote.devPort > 3000 && remote.devPort < 3010,
        `${remote.name}: devPort ${remote.devPort} is not in 3001–3009`,
      );
    }
    for (const field of ['name', 'package', 'folder', 'devPort']) {
      const values = REMOTES.map((remote) => remote[field]);
      assert.equal(new Set(values).size, values.length, `${field} values must be unique`);
    }
  });

  it('is what release health accepts (the contract cannot import the list), with the shell', () => {
    assert.deepEqual(
      [...RELEASE_HEALTH_REMOTES].sort(),
      ['shell', ...REMOTES.map((remote) => remote.name)].sort(),
      'packages/contract/src/release-health.ts and the API migration must name every remote',
    );
  });

  it('has page declarations that fit together, with a page for every published site link', () => {
    const site = composeSite(
      REMOTES.map((remote) => ({
        remote: remote.name,
        sitePages: readJson(`${remote.folder}/src/app/site-pages.json`),
      })),
    );
    assert.deepEqual(site.problems, []);
    const paths = new Set(site.pages.map((page) => page.path));
    for (const [name, link] of Object.entries(SITE_LINKS)) {
      assert.ok(paths.has(link), `SITE_LINKS.${name} (${link}) is no remote's page`);
    }
  });
});

for (const remote of REMOTES) {
  const { name, folder, devPort } = remote;

  describe(`remote ${name}`, () => {
    it(`is the workspace package ${remote.package} in ${folder}/`, () => {
      assert.ok(existsSync(path.join(ROOT, folder, 'package.json')), `${folder}/ is missing`);
      const pkg = readJson(`${folder}/package.json`);
      assert.equal(pkg.name, remote.package);
      assert.ok(
        workspacePatterns().some((pattern) => matchesPattern(folder, pattern)),
        `${folder} is not in pnpm-workspace.yaml`,
      );
      assert.equal(pkg.scripts?.serve, 'gloh-serve-remote', 'serve derives from the list');
      for (const script of ['dev', 'build', 'test', 'typecheck', 'ci'])
        assert.ok(pkg.scripts?.[script]);
      assert.equal(
        existsSync(path.join(ROOT, folder, 'src/app/staff-pages.ts')),
        remote.staffPages === true,
        'staffPages is set exactly when the remote has src/app/staff-pages.ts',
      );
      assert.ok(
        existsSync(path.join(ROOT, folder, 'src/app/pages.ts')),
        'exposes src/app/pages.ts',
      );
    });

    it('builds with the config derived from the list', async () => {
      const previousPort = process.env.PORT;
      delete process.env.PORT;
      try {
        const { default: configs } = await import(path.join(ROOT, folder, 'rspack.config.mjs'));
        // Under `rspack build`: the browser build and the Node build (server rendering).
        const [config, serverConfig] = [configs].flat();
        assert.equal(federationName(config), name);
        assert.equal(federationName(serverConfig), name);
        assert.equal(serverConfig.output.path, path.join(ROOT, folder, 'dist/ssr'));
        assert.equal(config.output.publicPath, remotePublicPath(name));
        assert.equal(config.devServer.port, devPort);
      } finally {
        if (previousPort !== undefined) process.env.PORT = previousPort;
      }
    });

    it('is in the shell: remotes.json, built-in entries and the dev proxy', async () => {
      const { default: shellConfigs } = await import(path.join(ROOT, 'shell/rspack.config.mjs'));
      const [shell] = [shellConfigs].flat();
      const builtIn = shell.plugins
        .filter((p) => p.constructor.name === 'DefinePlugin')
        .map((p) => p._args?.[0]?.__DEFAULT_REMOTE_ENTRIES__)
        .find(Boolean);
      assert.equal(JSON.parse(builtIn ?? '{}')[name], remoteEntryPath(name));
      const plugin = shell.plugins.find((p) => p.constructor.name === 'RemotesManifestPlugin');
      const emitted = {};
      const compilation = {
        hooks: { processAssets: { tap: (_options, emit) => emit() } },
        emitAsset: (file, source) => (emitted[file] = JSON.parse(source.source().toString())),
      };
      plugin.apply({ hooks: { thisCompilation: { tap: (_name, run) => run(compilation) } } });
      assert.equal(emitted['remotes.json']?.[name], remoteEntryPath(name));
      assert.ok(
        shell.devServer.proxy.some(
          (rule) =>
            rule.context.includes(remotePublicPath(name)) &&
            rule.target === `http://localhost:${devPort}`,
        ),
        `the shell's dev server does not proxy ${remotePublicPath(name)}`,
      );
    });

    it('is a service of docker-compose.yml that the shell uses', () => {
      const services = composeServices();
      assert.match(
        services[folder] ?? '',
        new RegExp(`target: remote, args: \\{ APP: ${folder} \\}`),
        `docker-compose.yml lacks the service ${folder} (target remote, APP ${folder})`,
      );
      const shell = services.shell ?? '';
      assert.ok(
        shell.includes(`${folder}: { condition: service_healthy }`),
        `shell depends_on lacks ${folder}: { condition: service_healthy }`,
      );
      assert.ok(
        services[folder].includes(
          `http://127.0.0.1:8080${remotePublicPath(name)}render-manifest.json`,
        ),
        `${folder} has no healthcheck on ${remotePublicPath(name)}render-manifest.json`,
      );
      const volume = /volumes: \['([a-z]+-releases):\/srv\/releases'\]/.exec(services[folder])?.[1];
      assert.ok(volume, `${folder} keeps no release volume at /srv/releases`);
      // The shell serves the remote from that volume, so replacing the remote's container
      // never takes its pages offline.
      assert.ok(
        shell.includes(`- ${volume}:/srv/remotes/${name}:ro`),
        `shell does not mount ${volume} read-only at /srv/remotes/${name}`,
      );
      assert.ok(
        shell.includes(`${remoteEnvVar(name)}: dir:/srv/remotes/${name}`),
        `shell environment lacks ${remoteEnvVar(name)}: dir:/srv/remotes/${name}`,
      );
    });

    it('is installed and built by the Dockerfile', () => {
      const dockerfile = read('Dockerfile');
      assert.ok(
        dockerfile.includes(`\nCOPY ${folder}/package.json ${folder}/\n`),
        `Dockerfile lacks COPY ${folder}/package.json ${folder}/`,
      );
      // The build stage packs an APP that matches its remotes' pattern (`mfe-*)`) with the web
      // server and the remote's dist/.
      const remotePattern =
        /^\s+([\w*-]+)\) \\\n(?:.*\\\n)*?\s+&& pnpm --filter @gloh\/web-server deploy/m.exec(
          dockerfile,
        )?.[1];
      assert.ok(
        remotePattern !== undefined && matchesPattern(folder, remotePattern),
        `the Dockerfile's build stage does not pack ${folder} as a remote`,
      );
      // The shell's build keeps every remote's page declarations (declared-site-pages.mjs).
      assert.ok(
        dockerfile.includes(`\nCOPY ${folder}/src/app/site-pages.json ${folder}/src/app/\n`),
        `the Dockerfile's shell-build stage lacks COPY ${folder}/src/app/site-pages.json`,
      );
    });
  });
}

describe('places that build the stack from the list', () => {
  it('docker-compose.yml has no remote that is not in the list', () => {
    const services = composeServices();
    const folders = REMOTES.map((remote) => remote.folder);
    for (const [service, block] of Object.entries(services)) {
      if (block.includes('target: remote')) assert.ok(folders.includes(service), service);
    }
    const envNames = REMOTES.map((remote) => remoteEnvVar(remote.name));
    for (const [, variable] of (services.shell ?? '').matchAll(/^\s+(REMOTE_\w+):/gm)) {
      assert.ok(envNames.includes(variable), `${variable} is not a remote of the list`);
    }
  });

  // Code that derives from the list must not name a remote or its dev port again.
  const derived = {
    'shell/server/serve.ts': '@gloh/shared/remotes',
    'scripts/start.mjs': 'packages/shared/src/remotes.mjs',
    'scripts/dev.mjs': 'packages/shared/src/remotes.mjs',
    'scripts/bench-bundles.mjs': 'packages/shared/src/remotes.mjs',
    'e2e/support/stack.ts': 'packages/shared/src/remotes.mjs',
    'shell/src/features/remote-loading/remote-registry.ts': '__DEFAULT_REMOTE_ENTRIES__',
  };
  for (const [file, source] of Object.entries(derived)) {
    it(`${file} reads the list instead of naming remotes`, () => {
      const text = read(file);
      assert.ok(text.includes(source), `${file} does not use ${source}`);
      for (const remote of REMOTES) {
        for (const literal of [`'${remote.name}'`, remote.package, String(remote.devPort)]) {
          assert.ok(!text.includes(literal), `${file} names ${literal}`);
        }
      }
    });
  }
});
