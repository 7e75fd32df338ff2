import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PeriodicTask } from './periodic-task.js';

/** Work that finishes (or fails) when the test says so, counting its runs. */
function controllableWork() {
  let finish: (error?: Error) => void = () => undefined;
  const state = { runs: 0 };
  const work = () =>
    new Promise<void>((resolve, reject) => {
      state.runs += 1;
      finish = (error) => (error ? reject(error) : resolve());
    });
  return { state, work, finish: (error?: Error) => finish(error) };
}

function recordingLogger() {
  const errors: string[] = [];
  const logger = new Logger('test');
  jest.spyOn(logger, 'error').mockImplementation((message: unknown) => {
    errors.push(String(message));
  });
  return { logger, errors };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('PeriodicTask', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('runs at every interval, never two runs at once', async () => {
    const { state, work, finish } = controllableWork();
    const task = new PeriodicTask('Test job', work, recordingLogger().logger);
    task.start(1_000);
    expect(state.runs).toBe(0);
    jest.advanceTimersByTime(1_000);
    expect(state.runs).toBe(1);
    // Still running at the next two ticks: nothing new starts.
    jest.advanceTimersByTime(2_000);
    expect(state.runs).toBe(1);
    finish();
    await flush();
    jest.advanceTimersByTime(1_000);
    expect(state.runs).toBe(2);
    finish();
    await task.stop();
  });

  it('runs at once when asked, logs a failed run and goes on', async () => {
    const { state, work, finish } = controllableWork();
    const { logger, errors } = recordingLogger();
    const task = new PeriodicTask('Test job', work, logger);
    task.start(1_000, { immediately: true });
    expect(state.runs).toBe(1);
    finish(new Error('database gone'));
    await flush();
    expect(errors).toEqual(['Test job failed: Error: database gone']);
    jest.advanceTimersByTime(1_000);
    expect(state.runs).toBe(2);
    finish();
    await task.stop();
  });

  it('stop() waits for the run in progress and ends the ticks', async () => {
    const { state, work, finish } = controllableWork();
    const task = new PeriodicTask('Test job', work, recordingLogger().logger);
    task.start(1_000, { immediately: true });
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    jest.advanceTimersByTime(5_000);
    expect(state.runs).toBe(1);
  });
});
