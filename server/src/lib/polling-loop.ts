import type { FastifyBaseLogger } from 'fastify';

/** Where a loop is: not started yet, polling, or stopped for good. */
export type PollingLoopState = 'idle' | 'running' | 'stopped';

/**
 * The timer of the server's background workers (the outbox, the report generator, the invoice
 * mailer, the payment reconciler): after `start()`, a pass of `pass` after `firstDelayMs`, then
 * one `intervalMs` after the previous pass ended, and one at once after `kick()` (a kick during
 * a pass makes the next pass follow it at once). Passes never overlap in this process, those of
 * `runNow()` included; a pass that throws is logged with `failureMessage` and the loop goes on.
 * Several instances may poll one database: each pass claims its work there.
 */
export function createPollingLoop<Result>(options: {
  pass: () => Promise<Result>;
  intervalMs: number;
  /** The wait before the first pass after `start()`; 0 by default. */
  firstDelayMs?: number;
  log: FastifyBaseLogger;
  failureMessage: string;
  /** The timer does not keep the process alive (a worker whose passes can wait for the next start). */
  unref?: boolean;
}) {
  let state: PollingLoopState = 'idle';
  let timer: NodeJS.Timeout | undefined;
  /** The pass in flight, never rejecting. */
  let currentPass: Promise<void> | undefined;
  let kickedDuringPass = false;

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(timedPass, delayMs);
    if (options.unref) timer.unref();
  }

  /**
   * Runs `pass` as the current pass and returns its own promise (which may reject; its failure
   * is logged here either way). After it, a kicked loop passes again at once, and a timed pass
   * is followed by the next one `intervalMs` later.
   */
  function startPass(timed: boolean): Promise<Result> {
    kickedDuringPass = false;
    const pass = options.pass();
    const settled = pass.then(
      () => {},
      (error: unknown) => options.log.error({ err: error }, options.failureMessage),
    );
    currentPass = settled;
    void settled.then(() => {
      currentPass = undefined;
      if (state !== 'running') return;
      if (kickedDuringPass) schedule(0);
      else if (timed) schedule(options.intervalMs);
    });
    return pass;
  }

  function timedPass() {
    // A `runNow()` pass is in flight: this one follows it.
    if (currentPass) kickedDuringPass = true;
    else void startPass(true);
  }

  return {
    get state(): PollingLoopState {
      return state;
    },
    start() {
      if (state !== 'idle') return;
      state = 'running';
      schedule(options.firstDelayMs ?? 0);
    },
    /** Work was just queued: a pass now rather than at the next poll. */
    kick() {
      if (state !== 'running') return;
      if (currentPass) kickedDuringPass = true;
      else schedule(0);
    },
    /** A pass now, after the one in flight (tests and benchmarks; the timer otherwise). */
    async runNow(): Promise<Result> {
      while (currentPass) await currentPass;
      return startPass(false);
    },
    /**
     * Stops the timer for good; resolves when the pass in flight has ended. The state is
     * `stopped` as soon as this is called, so a pass can see it and end early.
     */
    async stop() {
      state = 'stopped';
      clearTimeout(timer);
      await currentPass;
    },
  };
}
