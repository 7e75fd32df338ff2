#!/usr/bin/env node
/**
 * Staff tool for investor access (`node dist/admin/cli.js <command>`; `--help` lists the
 * commands). The program is cli-program.ts.
 */
import { runCli } from './cli-program.js';

runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => process.exit(code));
