import type { Place } from '@app/contract/astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newDelhi } from '~/components/birth-details/place-names';
import { birthInputProblem } from '~/lib/astro-engine';
import {
  type CalendarComputer,
  EngineUnavailable,
  mainThreadComputer,
  type WorkerLike,
  workerComputer,
} from './calendar-computer';
import type { CalendarEngine } from './calendar-data';
import { replyTo, type WorkerReply, type WorkerRequest } from './calendar-requests';

/**
 * A small engine whose answers are easy to tell apart: the year's one festival is dated on the
 * place's latitude, and a latitude off the Earth is refused as the engine refuses it.
 */
const engine = {
  festivalsOfYear: (year: number, place: { lat: number }) => {
    if (place.lat > 90) {
      throw Object.assign(new Error('lat out of range'), {
        name: 'BirthInputError',
        field: 'lat',
        messages: { en: 'lat out of range', hi: 'अक्षांश सीमा से बाहर' },
      });
    }
    return {
      year,
      place,
      months: [],
      festivals: [{ id: 'diwali', date: `${year}-11-${place.lat}`, name: {}, rule: {} }],
    };
  },
} as unknown as CalendarEngine;

const place = (lat: number): Place => ({ ...newDelhi, id: `lat-${lat}`, lat });
const year = (lat: number, of = 2031) => ({ kind: 'year' as const, place: place(lat), year: of });

/**
 * A worker as the browser runs one: messages cross by structured clone and are answered a
 * moment later, in the order they came; `fails()` makes it fire `error` as a worker whose script
 * did not load.
 */
class FakeWorker implements WorkerLike {
  static started: FakeWorker[] = [];
  posted: WorkerRequest[] = [];
  terminated = false;
  private listeners = new Map<string, Array<(event: never) => void>>();

  constructor() {
    FakeWorker.started.push(this);
  }

  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(message: WorkerRequest) {
    const request = structuredClone(message);
    this.posted.push(request);
    setTimeout(() => {
      if (this.terminated) return;
      this.emit('message', { data: structuredClone(replyTo(engine, request)) });
    }, 0);
  }

  terminate() {
    this.terminated = true;
  }

  fails() {
    this.emit('error', { type: 'error' });
  }

  private emit(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event as never);
  }
}

const dateOf = async (computer: CalendarComputer, lat: number) =>
  (await computer.compute(year(lat))).festivals[0]?.date;

beforeEach(() => {
  FakeWorker.started = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the calendar worker, from the page', () => {
  it('is started on the first request and answers each request with its own answer', async () => {
    const computer = workerComputer(() => new FakeWorker());
    expect(FakeWorker.started).toHaveLength(0);
    const [first, second] = await Promise.all([dateOf(computer, 11), dateOf(computer, 12)]);
    expect([first, second]).toEqual(['2031-11-11', '2031-11-12']);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.posted.map((message) => message.id)).toEqual([1, 2]);
  });

  it('sends one request at a time, the next when the answer has come', async () => {
    let reply: ((message: { data: WorkerReply }) => void) | undefined;
    const posted: WorkerRequest[] = [];
    const computer = workerComputer(() => ({
      addEventListener: (type: string, listener: (event: never) => void) => {
        if (type === 'message') reply = listener as typeof reply;
      },
      postMessage: (message: WorkerRequest) => posted.push(message),
      terminate: () => {},
    }));
    const first = computer.compute(year(11));
    const second = computer.compute(year(12));
    expect(posted.map((message) => message.request)).toEqual([year(11)]);
    // A reply to no request the page is waiting for changes nothing.
    reply?.({ data: replyTo(engine, { id: 99, request: year(13) }) });
    expect(posted).toHaveLength(1);
    reply?.({ data: replyTo(engine, posted[0] as WorkerRequest) });
    expect((await first).festivals[0]?.date).toBe('2031-11-11');
    expect(posted.map((message) => message.request)).toEqual([year(11), year(12)]);
    reply?.({ data: replyTo(engine, posted[1] as WorkerRequest) });
    expect((await second).festivals[0]?.date).toBe('2031-11-12');
  });

  it('drops a request given up before the worker has begun it', async () => {
    const computer = workerComputer(() => new FakeWorker());
    const movedOn = new AbortController();
    const first = computer.compute(year(11), { signal: movedOn.signal });
    const skipped = computer.compute(year(12), { signal: movedOn.signal });
    const wanted = computer.compute(year(13));
    movedOn.abort();
    await expect(skipped).rejects.toMatchObject({ name: 'AbortError' });
    // The first was already in the worker: it is answered all the same.
    expect((await first).festivals[0]?.date).toBe('2031-11-11');
    expect((await wanted).festivals[0]?.date).toBe('2031-11-13');
    expect(FakeWorker.started[0]?.posted.map((message) => message.request)).toEqual([
      year(11),
      year(13),
    ]);
    // Asked after its caller has moved on, nothing is sent.
    await expect(computer.compute(year(14), { signal: movedOn.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeWorker.started[0]?.posted).toHaveLength(2);
  });

  it('keeps a request given up by one caller while another still waits for it', async () => {
    const computer = workerComputer(() => new FakeWorker());
    const busy = computer.compute(year(11));
    const movedOn = new AbortController();
    const given = computer.compute(year(12), { signal: movedOn.signal });
    const kept = computer.compute(year(12));
    movedOn.abort();
    await busy;
    expect((await kept).festivals[0]?.date).toBe('2031-11-12');
    expect(await given).toBe(await kept);
  });

  it('asks once for a request asked again while it is computed', async () => {
    const computer = workerComputer(() => new FakeWorker());
    const [a, b] = await Promise.all([dateOf(computer, 15), dateOf(computer, 15)]);
    expect(a).toBe(b);
    expect(FakeWorker.started[0]?.posted).toHaveLength(1);
    await dateOf(computer, 15);
    expect(FakeWorker.started[0]?.posted).toHaveLength(2);
  });

  it('hands the engine’s complaint back as the BirthInputError the page reads', async () => {
    const computer = workerComputer(() => new FakeWorker());
    const refused = await computer.compute(year(95)).catch((error: unknown) => error);
    expect(birthInputProblem(refused)).toEqual({
      field: 'lat',
      messages: { en: 'lat out of range', hi: 'अक्षांश सीमा से बाहर' },
    });
    // The worker is still there for the next place.
    expect(await dateOf(computer, 20)).toBe('2031-11-20');
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('rejects every waiting request with EngineUnavailable when the worker does not load', async () => {
    const failed = vi.fn();
    const computer = workerComputer(() => new FakeWorker(), failed);
    const waiting = [computer.compute(year(11)), computer.compute(year(12))];
    const worker = FakeWorker.started[0];
    worker?.fails();
    for (const request of waiting) await expect(request).rejects.toBeInstanceOf(EngineUnavailable);
    expect(worker?.terminated).toBe(true);
    expect(failed).toHaveBeenCalledOnce();
    // Asked again, it starts a new worker.
    expect(await dateOf(computer, 13)).toBe('2031-11-13');
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('fails the same way when the browser refuses to start a worker', async () => {
    const failed = vi.fn();
    const computer = workerComputer(() => {
      throw new Error('SecurityError');
    }, failed);
    await expect(computer.compute(year(11))).rejects.toBeInstanceOf(EngineUnavailable);
    expect(failed).toHaveBeenCalledOnce();
  });

  it('is warmed up with a sample only while nothing has been asked, and drops its answer', async () => {
    const computer = workerComputer(() => new FakeWorker());
    const sample = vi.fn((calendar: CalendarComputer) => calendar.compute(year(21)));
    computer.warm(sample);
    computer.warm(sample);
    expect(sample).toHaveBeenCalledTimes(1);
    // The real request made while warming is the same: it waits for the same answer.
    expect(await dateOf(computer, 21)).toBe('2031-11-21');
    expect(FakeWorker.started[0]?.posted).toHaveLength(1);
    computer.warm(sample);
    expect(sample).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed warm-up: the request that follows says the engine failed', async () => {
    const computer = workerComputer(() => new FakeWorker());
    computer.warm((calendar) => calendar.compute(year(21)));
    FakeWorker.started[0]?.fails();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await dateOf(computer, 22)).toBe('2031-11-22');
  });
});

describe('the page’s own thread, without a worker', () => {
  it('answers with the engine it loads', async () => {
    const computer = mainThreadComputer(
      async () => engine,
      async () => {},
    );
    expect(await dateOf(computer, 14)).toBe('2031-11-14');
    const refused = await computer.compute(year(95)).catch((error: unknown) => error);
    expect(birthInputProblem(refused)?.field).toBe('lat');
  });

  it('does not compute a request given up while the engine loaded', async () => {
    const festivalsOfYear = vi.fn(engine.festivalsOfYear);
    const computer = mainThreadComputer(
      async () => ({ ...engine, festivalsOfYear }),
      async () => {},
    );
    const movedOn = new AbortController();
    const given = computer.compute(year(11), { signal: movedOn.signal });
    movedOn.abort();
    await expect(given).rejects.toMatchObject({ name: 'AbortError' });
    expect(festivalsOfYear).not.toHaveBeenCalled();
  });

  it('says EngineUnavailable when the engine chunk cannot be fetched, and loads it to warm up', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const computer = mainThreadComputer(load, async () => {});
    await expect(computer.compute(year(11))).rejects.toBeInstanceOf(EngineUnavailable);
    const sample = vi.fn(() => Promise.resolve());
    computer.warm(sample);
    expect(sample).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
