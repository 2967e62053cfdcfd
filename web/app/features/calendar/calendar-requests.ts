import type { Bilingual } from '@app/astro/names';
import type { Place } from '@app/contract/astro';
import type { FestivalPageId } from '@app/contract/web-routes';
import {
  type CalendarEngine,
  type FestivalPageData,
  festivalPageData,
  type MonthPageData,
  monthPageData,
  type OtherYear,
  otherYearsOf,
  type YearPageData,
  yearPageData,
} from './calendar-data';
import type { CalendarMonthAddress } from './calendar-paths';

/**
 * What the calendar and festival pages ask the engine for, as plain data: the same request is
 * answered in the calendar's worker (calendar-worker.ts) or, where there is no worker, on the
 * page's own thread (calendar-computer.ts). Requests, answers and errors cross the worker's
 * boundary by structured clone, so they hold only plain objects, arrays, strings and numbers.
 */
export type CalendarRequest =
  | { kind: 'month'; place: Place; address: CalendarMonthAddress }
  | { kind: 'year'; place: Place; year: number }
  | { kind: 'festival'; place: Place; year: number; id: FestivalPageId }
  | { kind: 'otherYears'; place: Place; year: number; id: FestivalPageId };

type Answers = {
  month: MonthPageData;
  year: YearPageData;
  festival: FestivalPageData;
  otherYears: OtherYear[];
};

/** The answer to a request of one kind. */
export type AnswerOf<R extends CalendarRequest> = Answers[R['kind']];

/** Computes what a request asks for (throws what the engine throws). */
export function answerRequest<R extends CalendarRequest>(
  engine: CalendarEngine,
  request: R,
): AnswerOf<R> {
  const answer = (() => {
    switch (request.kind) {
      case 'month':
        return monthPageData(engine, request.place, request.address);
      case 'year':
        return yearPageData(engine, request.place, request.year);
      case 'festival':
        return festivalPageData(engine, request.place, request.year, request.id, {
          withOtherYears: false,
        });
      case 'otherYears':
        return otherYearsOf(engine, request.place, request.year, request.id);
    }
  })();
  return answer as AnswerOf<R>;
}

/**
 * An error as data. A thrown Error loses its own fields in a structured clone (and a browser may
 * not clone it at all), so the engine's BirthInputError travels as its name, message, field and
 * messages in both languages, and is made an Error again on the page's side.
 */
export type ErrorData = { name: string; message: string; field?: string; messages?: Bilingual };

export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { field, messages } = error as Error & { field?: unknown; messages?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof field === 'string' ? { field } : {}),
    ...(isBilingual(messages) ? { messages: { en: messages.en, hi: messages.hi } } : {}),
  };
}

/** The Error again, with the fields `birthInputProblem` (lib/astro-engine.ts) reads. */
export function errorFromData(data: ErrorData): Error {
  const error = new Error(data.message) as Error & Partial<Pick<ErrorData, 'field' | 'messages'>>;
  error.name = data.name;
  if (data.field !== undefined) error.field = data.field;
  if (data.messages) error.messages = data.messages;
  return error;
}

function isBilingual(value: unknown): value is Bilingual {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Bilingual).en === 'string' &&
    typeof (value as Bilingual).hi === 'string'
  );
}

/** A request to the worker, numbered so that its reply finds its way back. */
export type WorkerRequest = { id: number; request: CalendarRequest };

/** The worker's reply: the answer, or the error as data. */
export type WorkerReply =
  | { id: number; ok: true; answer: AnswerOf<CalendarRequest> }
  | { id: number; ok: false; error: ErrorData };

/** The worker's side of a request: never throws, every failure becomes a reply. */
export function replyTo(engine: CalendarEngine, { id, request }: WorkerRequest): WorkerReply {
  try {
    return { id, ok: true, answer: answerRequest(engine, request) };
  } catch (error) {
    return { id, ok: false, error: errorToData(error) };
  }
}
