import { loadAstroEngine } from '~/lib/astro-engine';
import type { CalendarEngine } from './calendar-data';
import {
  type AnswerOf,
  answerRequest,
  type CalendarRequest,
  errorFromData,
  type WorkerReply,
  type WorkerRequest,
} from './calendar-requests';

/**
 * Where the calendar and festival pages compute for another city or year (docs/decisions/037):
 * in the calendar's worker (calendar-worker.ts, with the engine in it), so that the page's thread
 * stays free; where a browser has no Worker (and in tests), on the page's thread with the engine
 * chunk of lib/astro-engine.ts, as the calculators do. After the worker has failed to start (no
 * connection; a browser without module workers) the next attempt uses the page's thread.
 */
export type CalendarComputer = {
  /**
   * The answer; rejects with the engine's error, EngineUnavailable when the engine cannot be
   * loaded, or an AbortError when `signal` ends the request before it has begun.
   */
  compute<R extends CalendarRequest>(
    request: R,
    options?: { signal?: AbortSignal },
  ): Promise<AnswerOf<R>>;
  /**
   * The visitor is about to ask (focus on the city field): loads the engine and, in a worker
   * that has computed nothing yet, runs `sample` (a request like the one to come) so that its
   * code is compiled and the zone's data loaded before the real request. Its answer is dropped.
   */
  warm(sample: (computer: CalendarComputer) => Promise<unknown>): void;
};

/** The engine's code (the worker, or the engine chunk) could not be loaded. */
export class EngineUnavailable extends Error {
  override name = 'EngineUnavailable';
  constructor() {
    super('The astrology engine could not be loaded');
  }
}

const aborted = () => new DOMException('The request is no longer needed', 'AbortError');

/** What the computer needs of a Worker (a fake one in tests). */
export type WorkerLike = {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerReply }) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: unknown) => void): void;
  terminate(): void;
};

/** A request and the callers waiting for it. */
type Job = {
  key: string;
  request: CalendarRequest;
  answer: Promise<unknown>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
  /** Callers that still want the answer: a job nobody wants is dropped before it is sent. */
  wanted: number;
};

/**
 * Requests to a worker started on the first one (`start`), answered by number. The worker
 * computes one request at a time, so the page sends it one at a time and keeps the rest: a
 * request whose callers have all given it up (`signal`: the visitor moved on to another month
 * or city) is dropped before it is sent, and the same request asked again while it waits or is
 * computed gets the same answer. When the worker fails (its script not loaded, or a reply that
 * cannot be read), every request is rejected with EngineUnavailable, the worker is dropped, and
 * `failed` is told.
 */
export function workerComputer(
  start: () => WorkerLike,
  failed: () => void = () => {},
): CalendarComputer {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  let asked = false;
  /** The request in the worker, by its number. */
  let sent: { id: number; job: Job } | null = null;
  const queue: Job[] = [];

  const fail = (cause: unknown) => {
    console.warn('The astrology engine could not be loaded', cause);
    const error = new EngineUnavailable();
    const jobs = [...(sent ? [sent.job] : []), ...queue];
    sent = null;
    queue.length = 0;
    worker?.terminate();
    worker = null;
    asked = false;
    for (const job of jobs) job.reject(error);
    failed();
  };

  const started = (): WorkerLike => {
    if (worker) return worker;
    const created = start();
    created.addEventListener('message', ({ data: reply }) => {
      if (!sent || reply.id !== sent.id) return;
      const { job } = sent;
      sent = null;
      if (reply.ok) job.resolve(reply.answer);
      else job.reject(errorFromData(reply.error));
      sendNext();
    });
    created.addEventListener('error', fail);
    created.addEventListener('messageerror', fail);
    worker = created;
    return created;
  };

  const sendNext = () => {
    const job = sent ? undefined : queue.shift();
    if (!job) return;
    let target: WorkerLike;
    try {
      target = started();
    } catch (error) {
      // A browser that refuses the worker outright (a security setting).
      queue.unshift(job);
      fail(error);
      return;
    }
    sent = { id: nextId++, job };
    target.postMessage({ id: sent.id, request: job.request });
  };

  const computer: CalendarComputer = {
    compute<R extends CalendarRequest>(request: R, { signal }: { signal?: AbortSignal } = {}) {
      if (signal?.aborted) return Promise.reject(aborted());
      asked = true;
      const key = JSON.stringify(request);
      let job = sent?.job.key === key ? sent.job : queue.find((queued) => queued.key === key);
      if (job) {
        job.wanted += 1;
      } else {
        let settle: Pick<Job, 'resolve' | 'reject'> | undefined;
        const answer = new Promise<unknown>((resolve, reject) => {
          settle = { resolve, reject };
        });
        job = { key, request, answer, wanted: 1, ...(settle as Pick<Job, 'resolve' | 'reject'>) };
        queue.push(job);
        sendNext();
      }
      const mine = job;
      signal?.addEventListener(
        'abort',
        () => {
          mine.wanted -= 1;
          const index = queue.indexOf(mine);
          if (mine.wanted === 0 && index >= 0) {
            queue.splice(index, 1);
            mine.reject(aborted());
          }
        },
        { once: true },
      );
      return mine.answer as Promise<AnswerOf<R>>;
    },
    warm(sample) {
      if (asked) return;
      sample(computer).catch(() => undefined);
    },
  };
  return computer;
}

/** Lets the browser paint (the "computing" line) before a long computation starts. */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * The requests answered on the page's thread, with the engine as `load` gives it; a request
 * given up while the engine loads (or before the browser has painted) is not computed.
 */
export function mainThreadComputer(
  load: () => Promise<CalendarEngine>,
  beforeComputing: () => Promise<void> = afterPaint,
): CalendarComputer {
  const engine = async () => {
    try {
      return await load();
    } catch (error) {
      console.warn('The astrology engine could not be loaded', error);
      throw new EngineUnavailable();
    }
  };
  return {
    async compute(request, { signal } = {}) {
      const loaded = await engine();
      await beforeComputing();
      if (signal?.aborted) throw aborted();
      return answerRequest(loaded, request);
    },
    warm() {
      engine().catch(() => undefined);
    },
  };
}

let shared: CalendarComputer | null = null;

/** The computer of this visit: the worker's while it works, else the page's thread. */
export function calendarComputer(): CalendarComputer {
  if (shared) return shared;
  const onThisThread = () => mainThreadComputer(loadAstroEngine);
  shared =
    typeof Worker === 'function'
      ? workerComputer(
          () =>
            new Worker(new URL('./calendar-worker.ts', import.meta.url), {
              type: 'module',
              name: 'calendar',
            }),
          () => {
            shared = onThisThread();
          },
        )
      : onThisThread();
  return shared;
}
