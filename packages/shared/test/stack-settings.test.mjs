// The Docker stack's settings: every one documented in .env.example, and no secret with a default.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECRETS, withFreshSecrets } from '../../../scripts/new-env.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

/** Each ${NAME…} substitution in docker-compose.yml, outside comments. */
const substitutions = [
  ...compose
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .matchAll(/\$\{(\w+)(?:(:?[-?])([^}]*))?\}/g),
].map(([, name, operator = '', argument = '']) => ({ name, operator, argument }));
const documented = new Set([...example.matchAll(/^(\w+)=/gm)].map(([, name]) => name));

test('every setting the stack reads is documented in .env.example', () => {
  assert.ok(substitutions.length > 5);
  for (const { name } of substitutions) {
    assert.ok(documented.has(name), `.env.example does not document ${name}`);
  }
});

test('no secret has a default: the stack stops and says how to make one', () => {
  for (const secret of Object.keys(SECRETS)) {
    const uses = substitutions.filter(({ name }) => name === secret);
    assert.ok(uses.length > 0, `docker-compose.yml does not read ${secret}`);
    for (const { operator, argument } of uses) {
      assert.equal(operator, ':?', `${secret} must be required (\${${secret}:?…})`);
      assert.match(argument, /npm run env:new/);
    }
    assert.match(example, new RegExp(`^${secret}=$`, 'm'), `.env.example gives ${secret} a value`);
  }
});

test('mail is a setting of the stack', () => {
  for (const name of ['SMTP_URL', 'MAIL_FROM', 'COMPANY_INBOX']) {
    assert.ok(
      substitutions.some((use) => use.name === name),
      `docker-compose.yml does not read ${name}`,
    );
  }
});

test('env:new fills every secret with a fresh value, the rest as documented', () => {
  const first = withFreshSecrets(example);
  const second = withFreshSecrets(example);
  for (const secret of Object.keys(SECRETS)) {
    const value = (text) => new RegExp(`^${secret}=(.*)$`, 'm').exec(text)?.[1] ?? '';
    assert.ok(value(first).length >= 32, secret);
    assert.notEqual(value(first), value(second), secret);
  }
  const key = /^OUTBOX_ENCRYPTION_KEY=(.*)$/m.exec(first)?.[1] ?? '';
  assert.equal(Buffer.from(key, 'base64').length, 32);
  // The password goes into a connection URL as it is.
  assert.match(/^POSTGRES_PASSWORD=(.*)$/m.exec(first)?.[1] ?? '', /^[\w-]+$/);
  assert.match(first, /^PUBLIC_SITE_URL=https:\/\/localhost$/m);
});

test('the edge is the only published service, and the shell believes forwarding from it alone', () => {
  const services = compose.split(/^ {2}(?=[\w-]+:\n)/m).slice(1);
  const published = services
    .filter((block) => /^\s{4}ports:/m.test(block))
    .map((block) => block.split(':')[0]);
  assert.deepEqual(published, ['edge']);
  const shell = services.find((block) => block.startsWith('shell:')) ?? '';
  assert.match(shell, /TRUST_PROXY: \$\{EDGE_SUBNET:-[\d./]+\}/);
  assert.match(shell, /networks: \[default, edge\]/);
  const edge = services.find((block) => block.startsWith('edge:')) ?? '';
  assert.match(edge, /networks: \[edge\]/);
  assert.match(compose, /subnet: \$\{EDGE_SUBNET:-[\d./]+\}/);
});

test("every remote's release guard asks the API's operations port, with the API's secret", () => {
  const services = compose.split(/^ {2}(?=[\w-]+:\n)/m).slice(1);
  const api = services.find((block) => block.startsWith('api:')) ?? '';
  const operationsPort = /METRICS_PORT: '(\d+)'/.exec(api)?.[1];
  assert.ok(operationsPort, 'the API has no operations port');
  assert.match(compose, new RegExp(`RELEASE_GUARD_API: http://api:${operationsPort}\n`));
  assert.match(api, /RELEASE_GUARD: \$\{RELEASE_GUARD:-\}/);
  const remotes = services.filter((block) => block.startsWith('mfe-'));
  assert.ok(remotes.length >= 3);
  const [first, ...others] = remotes;
  // The first remote defines the environment every other one uses.
  assert.match(first, /environment: &remote-environment\n(?:\s{6}.*\n)*?\s{6}RELEASE_GUARD_API:/);
  assert.match(first, /\s{6}API_PROXY_SECRET: '\$\{API_PROXY_SECRET:\?/);
  for (const remote of others) assert.match(remote, /environment: \*remote-environment\n/);
});
