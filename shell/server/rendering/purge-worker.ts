// A worker thread that trims Bootstrap to one usage and ends (purge-bootstrap.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { type PurgeWorkerData, purgeBootstrap } from './purge-bootstrap.js';

const { bootstrapCss, usage } = workerData as PurgeWorkerData;
// Started only as a worker, which always has a parent port.
parentPort!.postMessage(await purgeBootstrap(bootstrapCss, usage));
