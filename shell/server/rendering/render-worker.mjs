// A render worker: the shell's Node build with one snapshot of the remotes registered. Module
// Federation keeps one live version per remote name in a process, so a new snapshot gets a new
// worker instead of swapping remotes under renders in flight.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { bundlePath, remotes } = workerData;

const renderer = await require(bundlePath).loadRenderer();
renderer.registerServerRemotes(remotes);

parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, output: await renderer.renderDocument(input) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
parentPort.postMessage({ ready: true });
