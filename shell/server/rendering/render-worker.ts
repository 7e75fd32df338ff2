// A render worker: the shell's Node build with one snapshot of the remotes registered (sent once
// it has loaded the build). Module Federation keeps one live version per remote name in a process,
// so a new snapshot gets a new worker instead of swapping remotes under renders in flight.
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
const { bundlePath } = workerData as RenderWorkerData;
// Started only as a worker (render-worker-pool.ts), which always has a parent port.
const parent = parentPort!;
const send = (message: RenderWorkerMessage) => parent.postMessage(message);

const renderer = await (require(bundlePath) as RendererBundle).loadRenderer();

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

/** What a message asks for (critical CSS: the page; remotes and stylesheets: nothing). */
async function answer(message: RenderRequestMessage): Promise<RenderWorkerMessage> {
  const { id } = message;
  if ('remotes' in message) {
    renderer.registerServerRemotes(message.remotes);
    return { id, output: '' };
  }
  if ('stylesheets' in message) {
    stylesheets = message.stylesheets;
    return { id, output: '' };
  }
  if ('criticalCss' in message) {
    const { html, nonce } = message.criticalCss;
    return { id, output: stylesheets ? await criticalCssFor(nonce)(html) : html };
  }
  return { id, output: await renderer.renderDocument(message.input) };
}

parent.on('message', async (message: RenderRequestMessage) => {
  try {
    send(await answer(message));
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    send({ id: message.id, error: text });
  }
});
send({ ready: true });
