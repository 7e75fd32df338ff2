// A burst of wrong logins, sent from a worker thread of its own so that the benchmark's other
// visitors are timed on an event loop the burst does not load (bench-edge.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { Agent } from 'undici';

const { site, addresses, loginsPerAddress } = workerData;
// As many connections as logins, as that many browsers would open.
const dispatcher = new Agent({ connections: null });

/** A wrong login for an email of its own, so no per-account spacing refuses it before the hash. */
const wrongLogin = (address, n) =>
  fetch(`${site}/api/auth`, {
    method: 'POST',
    dispatcher,
    headers: { 'X-Forwarded-For': address, Origin: site, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      action: 'login',
      email: `nobody-${n}-${address}@example.com`,
      accessCode: 'WRONG-CODE-0000',
    }),
  }).then(
    (response) => response.arrayBuffer().then(() => String(response.status)),
    () => 'connection error',
  );

const statuses = await Promise.all(
  addresses.flatMap((address) =>
    Array.from({ length: loginsPerAddress }, (_, n) => wrongLogin(address, n)),
  ),
);
parentPort.postMessage(statuses);
