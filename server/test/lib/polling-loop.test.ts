import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollingLoop } from '../../src/lib/polling-loop.ts';

/** A pass that waits until the test lets it end, recording when passes overlap. */
function controlledPasses() {
  const passes: { finish: (error?: Error) => void }[] = [];
  let inFlight = 0;
  let overlapped = false;
  const pass = () =>
    new Promise<number>((resolve, reject) => {
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      const number = passes.length + 1;
      passes.push({
        finish: (error) => {
          inFlight -= 1;
          if (error) reject(error);
          else resolve(number);
        },
      });
    });
  return {
    pass,
    passes,
    get overlapped() {
      return overlapped;
    },
  };
}

function recordingLog() {
  const errors: unknown[][] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

/** A loop over controlled passes, logging into `errors`. */
function loopOverControlledPasses(intervalMs: number, failureMessage = 'x') {
  const work = controlledPasses();
  const { log, errors } = recordingLog();
  const loop = createPollingLoop({ pass: work.pass, intervalMs, log, failureMessage });
  return { work, errors, loop };
}

describe('createPollingLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes at start, then intervalMs after each pass ends, never two at once', async () => {
    const { work, loop } = loopOverControlledPasses(1000);
    expect(loop.state).toBe('idle');
    loop.start();
    expect(loop.state).toBe('running');
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(1);
    // The interval counts from the end of a pass, not its start.
    await vi.advanceTimersByTimeAsync(5000);
    expect(work.passes).toHaveLength(1);
    work.passes[0]?.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(work.passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work.passes).toHaveLength(2);
    expect(work.overlapped).toBe(false);
    work.passes[1]?.finish();
    await loop.stop();
  });

  it('passes at once after a kick, and once more after a kick during a pass', async () => {
    const { work, loop } = loopOverControlledPasses(60_000);
    loop.kick(); // not started: nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(0);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    work.passes[0]?.finish();
    await vi.advanceTimersByTimeAsync(10);
    loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(2);
    loop.kick();
    loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(2);
    work.passes[1]?.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(3);
    expect(work.overlapped).toBe(false);
    work.passes[2]?.finish();
    await loop.stop();
  });

  it('logs a failed pass and goes on; runNow waits for the pass in flight and returns its result', async () => {
    const { work, errors, loop } = loopOverControlledPasses(1000, 'the pass failed');
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    work.passes[0]?.finish(new Error('database away'));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([[{ err: new Error('database away') }, 'the pass failed']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work.passes).toHaveLength(2);

    const now = loop.runNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(2); // waits for the timed pass
    work.passes[1]?.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(3);
    // The timer's next pass falls due while runNow's is in flight: it follows it.
    await vi.advanceTimersByTimeAsync(1000);
    expect(work.passes).toHaveLength(3);
    work.passes[2]?.finish();
    await expect(now).resolves.toBe(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(work.passes).toHaveLength(4);
    expect(work.overlapped).toBe(false);
    work.passes[3]?.finish();
    await loop.stop();
  });

  it('stops: waits for the pass in flight, then never passes again', async () => {
    const { work, loop } = loopOverControlledPasses(1000);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    expect(loop.state).toBe('stopped');
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    work.passes[0]?.finish();
    await stopping;
    loop.kick();
    loop.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work.passes).toHaveLength(1);
  });
});
