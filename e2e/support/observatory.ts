import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
);

export interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface ObservatoryResult {
  scan: { grade: string; score: number; testsFailed: number };
  tests: Record<string, ObservatoryTest>;
}

/**
 * The scanner reads Chromium's HSTS preload list from its conf/ folder, which its postinstall
 * script downloads from GitHub: pnpm does not run that script, and a CI host may reach only the
 * npm registry. An empty list is exact for what is scanned here (localhost is never preloaded).
 */
function ensureHstsPreloadList() {
  const file = path.join(packageDir, 'conf/hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/** Runs Mozilla's HTTP Observatory CLI (`mdn-http-observatory-scan <host[:port]>`) against a site. */
export async function observatoryScan(host: string): Promise<ObservatoryResult> {
  ensureHstsPreloadList();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(packageDir, 'src/scan.js'), host],
    { timeout: 60_000 },
  );
  const result = JSON.parse(stdout) as ObservatoryResult | { error: string };
  if ('error' in result) throw new Error(`Observatory scan failed: ${result.error}`);
  return result;
}
