// The line each benchmark prints first, so a figure is never quoted without the machine behind it.
import os from 'node:os';

/** e.g. "AMD EPYC, 2 cores, 23.4 GiB, Node v20.20.2, load average 0.41" */
export function describeMachine() {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() || 'unknown CPU';
  const memory = (os.totalmem() / 2 ** 30).toFixed(1);
  const load = os.loadavg()[0].toFixed(2);
  return `${model}, ${cpus.length} cores, ${memory} GiB, Node ${process.version}, load average ${load}`;
}

export function printMachine() {
  console.log(`Machine: ${describeMachine()}`);
}
