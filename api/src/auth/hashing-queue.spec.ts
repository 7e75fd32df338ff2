import { HashingQueue, HashingRefusedError } from './hashing-queue.js';

/** Hashes that finish when the test says so, oldest first. */
function controllableHashes() {
  const pending: Array<() => void> = [];
  const started: string[] = [];
  const hash = (label: string) => () =>
    new Promise<string>((resolve) => {
      started.push(label);
      pending.push(() => resolve(label));
    });
  const finishOldest = async () => {
    pending.shift()!();
    // Lets the queue start the next hash before the test looks.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { hash, finishOldest, started, running: () => pending.length };
}

function refusalOf(run: () => unknown): HashingRefusedError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HashingRefusedError) return error;
    throw error;
  }
  return undefined;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('HashingQueue', () => {
  it('runs no more hashes at once than its concurrency', async () => {
    const queue = new HashingQueue({ concurrency: 2, maxWaitMs: 10_000, maxQueuedPerClient: 10 });
    const { hash, finishOldest, started, running } = controllableHashes();
    const results = ['a', 'b', 'c', 'd'].map((label) =>
      queue.reserve(`client-${label}`).run(hash(label)),
    );
    await settle();
    expect(running()).toBe(2);
    expect(started).toEqual(['a', 'b']);
    await finishOldest();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(running()).toBe(2);
    for (let i = 0; i < 3; i += 1) await finishOldest();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('serves waiting clients in turn, not in order of arrival', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaitMs: 10_000, maxQueuedPerClient: 10 });
    const { hash, finishOldest, started } = controllableHashes();
    const all = [
      queue.reserve('attacker').run(hash('attacker-1')),
      queue.reserve('attacker').run(hash('attacker-2')),
      queue.reserve('attacker').run(hash('attacker-3')),
      queue.reserve('investor').run(hash('investor-1')),
    ];
    for (let i = 0; i < 4; i += 1) await finishOldest();
    await Promise.all(all);
    // The investor came last but waits behind one of the attacker's checks, not all of them.
    expect(started).toEqual(['attacker-1', 'attacker-2', 'investor-1', 'attacker-3']);
  });

  it("refuses a client's check beyond its share, counting places taken before the hash", () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaitMs: 10_000, maxQueuedPerClient: 2 });
    queue.reserve('attacker');
    queue.reserve('attacker');
    expect(refusalOf(() => queue.reserve('attacker'))?.reason).toBe('client-busy');
    expect(refusalOf(() => queue.reserve('investor'))).toBeUndefined();
  });

  it('refuses at once what could not start within the longest wait, and says when to come back', () => {
    // A hash is expected to take 60 ms until one has been timed: one running and two places
    // taken ahead → the fourth would start after about 180 ms.
    const queue = new HashingQueue({ concurrency: 1, maxWaitMs: 150, maxQueuedPerClient: 10 });
    const { hash } = controllableHashes();
    void queue.reserve('client-0').run(hash('running'));
    queue.reserve('client-1');
    queue.reserve('client-2');
    expect(queue.snapshot()).toMatchObject({ running: 1, reserved: 2 });
    const refusal = refusalOf(() => queue.reserve('late-comer'));
    expect(refusal).toMatchObject({ reason: 'busy', retryAfterSeconds: 1 });
    expect(queue.snapshot().reserved).toBe(2);
  });

  it('frees a place given up before its hash, and once the queue drains takes checks again', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaitMs: 0, maxQueuedPerClient: 10 });
    const { hash, finishOldest } = controllableHashes();
    const early = queue.reserve('a');
    expect(refusalOf(() => queue.reserve('b'))?.reason).toBe('busy');
    early.cancel();
    early.cancel();
    expect(queue.snapshot().reserved).toBe(0);
    const first = queue.reserve('b').run(hash('first'));
    expect(refusalOf(() => queue.reserve('c'))?.reason).toBe('busy');
    await finishOldest();
    await expect(first).resolves.toBe('first');
    expect(refusalOf(() => queue.reserve('c'))).toBeUndefined();
  });

  it('runs a turn once', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaitMs: 1000, maxQueuedPerClient: 10 });
    const turn = queue.reserve('a');
    await turn.run(async () => 'hashed');
    await expect(turn.run(async () => 'again')).rejects.toThrow('already used');
    turn.cancel();
    expect(queue.snapshot()).toMatchObject({ running: 0, queued: 0, reserved: 0 });
  });
});
