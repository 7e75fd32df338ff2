// A render worker: the shell's Node build with one snapshot of the remotes registered. Module
// Federation keeps one live version per remote name in a process, so a new snapshot gets a new
// worker instead of swapping remotes under renders in flight.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  RenderRequestMessage,
  RendererBundle,
  RenderWorkerData,
  RenderWorkerMessage,
} from './render-protocol.js';
import { createCriticalCss } from './critical-css.js';

const require = createRequire(import.meta.url);
const { bundlePath, remotes } = workerData as RenderWorkerData;
// Started only as a worker (render-worker-pool.ts), which always has a parent port.
const parent = parentPort!;
const send = (message: RenderWorkerMessage) => parent.postMessage(message);

const renderer = await (require(bundlePath) as RendererBundle).loadRenderer();
renderer.registerServerRemotes(remotes);

/** The stylesheets' texts by href, once sent; none: critical CSS is not inlined. */
let stylesheets: Record<string, string> | undefined;

/** Critical CSS inliners, by the nonce placeholder their script carries (one in practice). */
const inliners = new Map<string, ReturnType<typeof createCriticalCss>>();
function criticalCssFor(nonce: string) {
  let inline = inliners.get(nonce);
  if (!inline) {
    inline = createCriticalCss(async (href) => stylesheets?.[href], nonce);
    inliners.set(nonce, inline);
  }
  return inline;
}

parent.on(
  'message',
  async ({ id, input, criticalCss, stylesheets: texts }: RenderRequestMessage) => {
    try {
      if (texts) {
        stylesheets = texts;
        send({ id, output: '' });
        return;
      }
      if (criticalCss) {
        const { html, nonce } = criticalCss;
        send({ id, output: stylesheets ? await criticalCssFor(nonce)(html) : html });
        return;
      }
      send({ id, output: await renderer.renderDocument(input) });
    } catch (error) {
      send({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  },
);
send({ ready: true });
