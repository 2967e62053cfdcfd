import { zoneOffsetsBetween } from '@app/astro/birth-moment';
import { monthCalendar } from '@app/astro/calendar-month';
import { festivalsOfYear } from '@app/astro/festivals';
import type { Place } from '@app/contract/astro';
import { describe, expect, it } from 'vitest';
import { newDelhi } from '~/components/birth-details/place-names';
import { birthInputProblem } from '~/lib/astro-engine';
import type { CalendarEngine } from './calendar-data';
import {
  answerRequest,
  type CalendarRequest,
  errorFromData,
  errorToData,
  replyTo,
} from './calendar-requests';

const engine: CalendarEngine = { festivalsOfYear, monthCalendar, zoneOffsetsBetween };
const nowhere: Place = { ...newDelhi, id: 'nowhere', lat: 95 };

/** A reply as the page receives it from the worker: a structured clone of what was posted. */
const acrossTheBoundary = <T>(value: T): T => structuredClone(value);

describe('the calendar requests', () => {
  it.each<CalendarRequest>([
    { kind: 'month', place: newDelhi, address: { year: 2031, month: 5 } },
    { kind: 'year', place: newDelhi, year: 2031 },
    { kind: 'festival', place: newDelhi, year: 2031, id: 'diwali' },
    { kind: 'otherYears', place: newDelhi, year: 2031, id: 'holi' },
  ])('answer $kind with plain data that arrives whole from the worker', (request) => {
    const answer = answerRequest(engine, request);
    // Plain objects, arrays, strings, numbers and booleans only: nothing a clone would change
    // or refuse (functions, class instances, Dates).
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
    expect(acrossTheBoundary(replyTo(engine, { id: 7, request }))).toEqual({
      id: 7,
      ok: true,
      answer,
    });
  });

  it('answer as the page would compute them on its own thread', () => {
    const month = answerRequest(engine, {
      kind: 'month',
      place: newDelhi,
      address: { year: 2031, month: 11 },
    });
    expect(month.calendar).toEqual(
      monthCalendar(2031, 11, { lat: newDelhi.lat, lon: newDelhi.lon, zone: newDelhi.zone }),
    );
    const holi = answerRequest(engine, {
      kind: 'otherYears',
      place: newDelhi,
      year: 2031,
      id: 'holi',
    });
    expect(holi.map((entry) => entry.year)).toEqual([2030, 2032]);
    expect(holi[1]?.dates).toEqual(
      festivalsOfYear(2032, newDelhi)
        .festivals.filter((festival) => festival.id === 'holi')
        .map((festival) => festival.date),
    );
  });
});

describe('an error from the worker', () => {
  it('arrives as the engine’s BirthInputError, with its field and both languages', () => {
    let thrown: unknown;
    try {
      festivalsOfYear(2031, nowhere);
    } catch (error) {
      thrown = error;
    }
    const reply = acrossTheBoundary(
      replyTo(engine, { id: 3, request: { kind: 'year', place: nowhere, year: 2031 } }),
    );
    if (reply.ok) throw new Error('a place off the Earth was answered');
    expect(reply.id).toBe(3);
    const problem = birthInputProblem(errorFromData(reply.error));
    expect(problem).toEqual(birthInputProblem(thrown));
    expect(problem?.field).toBe('lat');
    expect(problem?.messages.hi).toMatch(/अक्षांश/);
  });

  it('keeps any other error’s name and message, without making it a BirthInputError', () => {
    const reply = replyTo(engine, {
      id: 4,
      request: { kind: 'year', place: newDelhi, year: 1850 },
    });
    if (reply.ok) throw new Error('a year out of range was answered');
    const error = errorFromData(acrossTheBoundary(reply.error));
    expect([error.name, error.message]).toEqual([
      'RangeError',
      'The year must be from 1900 to 2100.',
    ]);
    expect(birthInputProblem(error)).toBeNull();
  });

  it('is data even when something other than an Error was thrown', () => {
    expect(errorToData('no')).toEqual({ name: 'Error', message: 'no' });
    const odd = Object.assign(new Error('x'), { name: 'BirthInputError', messages: { en: 1 } });
    expect(errorToData(odd)).toEqual({ name: 'BirthInputError', message: 'x' });
    expect(birthInputProblem(errorFromData(errorToData(odd)))).toBeNull();
  });
});
