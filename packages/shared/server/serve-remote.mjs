#!/usr/bin/env node
// Serves one remote's built files under its public path, e.g. /remotes/marketing/, as its own
// deployable server. Usage: gloh-serve-remote --root dist --prefix /remotes/marketing/ --port 3001
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    prefix: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});
if (!values.prefix || !values.port) {
  console.error('Usage: gloh-serve-remote --root dist --prefix /remotes/<name>/ --port <port>');
  process.exit(2);
}
const port = Number(process.env.PORT ?? values.port);
const server = createStaticServer({
  root: values.root,
  mounts: [{ prefix: values.prefix, root: values.root }],
});
server.listen(port, values.host, () => {
  console.log(`Serving ${values.root} at http://${values.host}:${port}${values.prefix}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
