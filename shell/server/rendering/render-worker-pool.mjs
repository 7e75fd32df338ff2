// Starts and talks to one render worker (render-worker.mjs).
import { Worker } from 'node:worker_threads';

const RENDER_TIMEOUT_MS = 15_000;

/**
 * @param {string} bundlePath the shell's Node build (dist-server/server-entry.js)
 * @param {object} snapshot from readRenderSnapshot
 * @returns {Promise<{ render: (input: object) => Promise<object>, retire: () => void, isAlive: () => boolean }>}
 */
export function startRenderWorker(bundlePath, snapshot) {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
    workerData: { bundlePath, remotes: snapshot.remotes },
  });
  const pending = new Map();
  let nextId = 0;
  let alive = true;
  let retiring = false;

  const failAll = (reason) => {
    alive = false;
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(new Error(reason));
    }
    pending.clear();
  };

  return new Promise((resolveStart, rejectStart) => {
    worker.on('message', (message) => {
      if (message.ready) {
        resolveStart({
          render(input) {
            if (!alive) return Promise.reject(new Error('The render worker has stopped.'));
            const id = nextId++;
            return new Promise((resolve, reject) => {
              const timer = setTimeout(() => {
                pending.delete(id);
                reject(new Error(`Rendering took over ${RENDER_TIMEOUT_MS} ms.`));
              }, RENDER_TIMEOUT_MS);
              pending.set(id, { resolve, reject, timer });
              worker.postMessage({ id, input });
            });
          },
          // Renders in flight finish first; the worker then ends.
          retire() {
            retiring = true;
            if (pending.size === 0) void worker.terminate();
          },
          isAlive: () => alive,
        });
        return;
      }
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      clearTimeout(request.timer);
      if (message.error) request.reject(new Error(message.error));
      else request.resolve(message.output);
      if (retiring && pending.size === 0) void worker.terminate();
    });
    worker.on('error', (error) => {
      failAll(`The render worker failed: ${error.message}`);
      rejectStart(error);
    });
    worker.on('exit', (code) => {
      failAll(`The render worker exited (${code}).`);
      rejectStart(new Error(`The render worker exited (${code}) before it was ready.`));
    });
  });
}
