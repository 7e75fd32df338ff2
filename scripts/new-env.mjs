// Writes the Docker stack's .env: .env.example with a fresh random value for every secret. Refuses
// to replace an existing .env (its secrets seal data already stored), unless --force.
// Usage: npm run env:new [-- --force] [-- --output <file>]
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Each secret of .env.example, and how a fresh one is made. */
export const SECRETS = {
  // URL-safe: it goes into DATABASE_URL as it is.
  POSTGRES_PASSWORD: () => randomBytes(24).toString('base64url'),
  OUTBOX_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
  API_PROXY_SECRET: () => randomBytes(32).toString('base64url'),
  PREVIEW_SECRET: () => randomBytes(32).toString('base64url'),
};

/** The example's text with every secret line given a fresh value. */
export function withFreshSecrets(example) {
  let text = example;
  for (const [name, make] of Object.entries(SECRETS)) {
    const line = new RegExp(`^${name}=.*$`, 'm');
    if (!line.test(text)) throw new Error(`.env.example has no ${name}= line.`);
    text = text.replace(line, `${name}=${make()}`);
  }
  return text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      output: { type: 'string', default: path.join(ROOT, '.env') },
    },
  });
  const output = path.resolve(values.output);
  if (existsSync(output) && !values.force) {
    console.error(
      `${output} exists: its secrets may already seal stored data (the outbox) and open the ` +
        'database. Keep it, or replace it with --force.',
    );
    process.exit(1);
  }
  writeFileSync(output, withFreshSecrets(readFileSync(path.join(ROOT, '.env.example'), 'utf8')), {
    mode: 0o600,
  });
  console.log(
    `Wrote ${output} with fresh ${Object.keys(SECRETS).join(' and ')}. Keep it out of the ` +
      'repository and back it up with the database: without the key, mails waiting in the ' +
      'outbox cannot be opened.',
  );
}
