// Bootstrap trimmed to a usage with PurgeCSS, for the site's sheet (site-stylesheet.ts). It takes
// from half a second to a few seconds of CPU: the server runs it in a worker thread of its own, so
// that its main thread keeps answering requests and switching releases meanwhile.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { PurgeCSS } from 'purgecss';
import type { BootstrapUsage } from './site-stylesheet.js';

/** Trims Bootstrap's CSS to a usage. */
export type PurgeBootstrap = (bootstrapCss: string, usage: BootstrapUsage) => Promise<string>;

/** In this thread. */
export const purgeBootstrap: PurgeBootstrap = async (bootstrapCss, usage) => {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: usage.words.join(' '), extension: 'txt' }],
    css: [{ raw: bootstrapCss }],
    safelist: {
      greedy: (usage.greedy ?? []).map((source) => new RegExp(source)),
      variables: usage.customProperties,
    },
    // Unused @keyframes and custom properties go too (Bootstrap declares ~150 on :root).
    keyframes: true,
    variables: true,
  });
  return result?.css ?? '';
};

export interface PurgeWorkerData {
  bootstrapCss: string;
  usage: BootstrapUsage;
}

const WORKER = new URL('./purge-worker.js', import.meta.url);

/**
 * In a worker thread started for it (purge-worker.ts): a purge happens once per new set of usages,
 * and the worker's start is small beside the purge. In this thread where the worker is not
 * compiled beside this module (its TypeScript source run by the tests).
 */
export const purgeBootstrapInWorker: PurgeBootstrap = (bootstrapCss, usage) =>
  new Promise((resolve, reject) => {
    if (!existsSync(WORKER)) {
      resolve(purgeBootstrap(bootstrapCss, usage));
      return;
    }
    const workerData: PurgeWorkerData = { bootstrapCss, usage };
    const worker = new Worker(WORKER, { workerData });
    worker.once('message', (css: string) => resolve(css));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The purge worker exited (${code}).`)));
  });
