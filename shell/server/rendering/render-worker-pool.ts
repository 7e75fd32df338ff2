// Starts and talks to one render worker (render-worker.ts).
import { Worker } from 'node:worker_threads';
import type {
  RenderInput,
  RenderOutput,
  RenderRequestMessage,
  RenderWorkerData,
  RenderWorkerMessage,
  SnapshotRemotes,
} from './render-protocol.js';

const RENDER_TIMEOUT_MS = 15_000;

export interface RenderWorker {
  /** Registers the snapshot's remotes it renders with, once, before its first page. */
  serve(remotes: SnapshotRemotes): Promise<void>;
  render(input: RenderInput): Promise<RenderOutput>;
  /** Gives it the stylesheets' texts (by href) it inlines pages' critical CSS from. */
  useStylesheets(stylesheets: Record<string, string>): Promise<void>;
  /** The page with its critical CSS inlined, from the stylesheets it was given; as it is without. */
  inlineCriticalCss(html: string, nonce: string): Promise<string>;
  /** Renders in flight finish first; the worker then ends. */
  retire(): void;
  isAlive(): boolean;
  /** Called once it has ended (retired, failed or exited), at once if it has. */
  onExit(listener: () => void): void;
}

interface PendingRender {
  resolve: (output: RenderOutput | string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A worker with the shell's Node build loaded, resolved once it is: it serves a snapshot once
 * given its remotes (`serve`).
 * @param bundlePath the shell's Node build (dist-server/server-entry.cjs)
 */
export function startRenderWorker(bundlePath: string): Promise<RenderWorker> {
  const workerData: RenderWorkerData = { bundlePath };
  const worker = new Worker(new URL('./render-worker.js', import.meta.url), { workerData });
  const pending = new Map<number, PendingRender>();
  let nextId = 0;
  let alive = true;
  let retiring = false;
  const exitListeners: (() => void)[] = [];

  const failAll = (reason: string) => {
    alive = false;
    for (const listener of exitListeners.splice(0)) listener();
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(new Error(reason));
    }
    pending.clear();
  };

  return new Promise((resolveStart, rejectStart) => {
    worker.on('message', (message: RenderWorkerMessage) => {
      if ('ready' in message) {
        const ask = (message: RenderRequestMessage): Promise<RenderOutput | string> => {
          if (!alive) return Promise.reject(new Error('The render worker has stopped.'));
          return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              pending.delete(message.id);
              reject(new Error(`Rendering took over ${RENDER_TIMEOUT_MS} ms.`));
            }, RENDER_TIMEOUT_MS);
            pending.set(message.id, { resolve, reject, timer });
            worker.postMessage(message);
          });
        };
        resolveStart({
          serve: async (remotes) => {
            await ask({ id: nextId++, remotes });
          },
          render: (input) => ask({ id: nextId++, input }) as Promise<RenderOutput>,
          useStylesheets: async (stylesheets) => {
            await ask({ id: nextId++, stylesheets });
          },
          inlineCriticalCss: (html, nonce) =>
            ask({ id: nextId++, criticalCss: { html, nonce } }) as Promise<string>,
          retire() {
            retiring = true;
            if (pending.size === 0) void worker.terminate();
          },
          isAlive: () => alive,
          onExit(listener) {
            if (alive) exitListeners.push(listener);
            else listener();
          },
        });
        return;
      }
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      clearTimeout(request.timer);
      if (message.error !== undefined) request.reject(new Error(message.error));
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
