import { createServer, type AddressInfo } from 'node:net';
import { runCli } from './cli-program.js';

/** A local port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the admin CLI program', () => {
  it('says which database it cannot reach, and exits 1 without ending the process', async () => {
    const port = await closedPort();
    const errors: string[] = [];
    const code = await runCli(
      ['requests'],
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/gloh`, LOG_LEVEL: 'silent' },
      { out: () => undefined, err: (line) => errors.push(line) },
    );
    expect(code).toBe(1);
    expect(errors).toEqual([`Error: connect ECONNREFUSED 127.0.0.1:${port}`]);
  });
});
