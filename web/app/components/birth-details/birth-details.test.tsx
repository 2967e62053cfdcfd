import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadAstroEngine } from '~/lib/astro-engine';
import { LanguageProvider } from '~/lib/i18n';
import {
  type BirthDetails,
  birthDate,
  chartInputOf,
  emptyBirthDetails,
  fieldOfProblem,
  missingFields,
  offsetText,
  parseOffset,
  utcOffsetWords,
} from './birth-details';
import { BirthDetailsFields } from './birth-details-fields';
import {
  birthDetailsOfFragment,
  birthFragment,
  pairFragment,
  pairOfFragment,
  readBirthDetails,
  writeBirthDetails,
} from './birth-link';
import { offsetWords } from './offset-words';
import { newDelhi } from './place-names';
import { useBirthDetails } from './use-birth-details';

const delhi = newDelhi;

const asha: BirthDetails = {
  ...emptyBirthDetails,
  name: 'Asha Verma',
  day: '5',
  month: '8',
  year: '1990',
  time: '14:30',
  place: delhi,
};

describe('birth details as the form holds them', () => {
  it('makes the engine’s date from day, month and year, once all three are there', () => {
    expect(birthDate(asha)).toBe('1990-08-05');
    expect(birthDate({ day: '31', month: '2', year: '1990' })).toBe('1990-02-31');
    expect(birthDate({ day: '5', month: '', year: '1990' })).toBe('');
    expect(birthDate({ day: '5', month: '8', year: '990' })).toBe('');
  });

  it('says which fields are still empty, and nothing more (the engine judges the rest)', () => {
    expect(missingFields(asha)).toEqual([]);
    expect(missingFields(emptyBirthDetails)).toEqual(['date', 'time', 'place']);
    expect(missingFields(emptyBirthDetails, { requireName: true })[0]).toBe('name');
    expect(missingFields({ ...asha, time: '', timeUnknown: true })).toEqual([]);
    expect(missingFields({ ...asha, offset: 'soon' })).toEqual(['offset']);
    expect(missingFields({ ...asha, day: '31', month: '2' })).toEqual([]);
  });

  it('gives the engine noon for an unknown time, and the offset only when one is chosen', () => {
    expect(chartInputOf(asha)).toEqual({
      date: '1990-08-05',
      time: '14:30',
      lat: 28.621,
      lon: 77.215,
      zone: 'Asia/Kolkata',
    });
    expect(chartInputOf({ ...asha, timeUnknown: true }).time).toBe('12:00');
    expect(chartInputOf({ ...asha, offset: '+04:51' }).utcOffsetMinutes).toBe(291);
  });

  it('reads offsets as people write them', () => {
    expect(parseOffset('+05:30')).toBe(330);
    expect(parseOffset('5:30')).toBe(330);
    expect(parseOffset('UTC+6:30')).toBe(390);
    expect(parseOffset('−04:00')).toBe(-240);
    expect(parseOffset('-3')).toBe(-180);
    expect(parseOffset('+05:53:20')).toBeCloseTo(353 + 1 / 3);
    expect(parseOffset('+05:75')).toBeNull();
    expect(parseOffset('IST')).toBeNull();
    expect(offsetText(353 + 1 / 3)).toBe('+05:53:20');
    expect(offsetText(-240)).toBe('−04:00');
    expect(utcOffsetWords(330)).toBe('UTC+5:30');
    expect(utcOffsetWords(-570)).toBe('UTC−9:30');
    expect(utcOffsetWords(0)).toBe('UTC+0:00');
  });

  it('puts the engine’s complaints next to the right field', () => {
    expect(fieldOfProblem('date')).toBe('date');
    expect(fieldOfProblem('boy.time')).toBe('time');
    expect(fieldOfProblem('utcOffsetMinutes')).toBe('offset');
    expect(fieldOfProblem('zone')).toBe('offset');
    expect(fieldOfProblem('lat')).toBe('place');
  });
});

describe('a link that computes the chart again', () => {
  it('writes the birth into the fragment and reads it back whole', () => {
    const fragment = birthFragment(asha);
    expect(fragment).toBe(
      'v=1&n=Asha+Verma&d=1990-08-05&t=14%3A30&pid=1261481&pl=New+Delhi&ph=%E0%A4%A8%E0%A4%88+%E0%A4%A6%E0%A4%BF%E0%A4%B2%E0%A5%8D%E0%A4%B2%E0%A5%80&pr=Delhi&pc=IN&lat=28.621&lon=77.215&z=Asia%2FKolkata',
    );
    expect(birthDetailsOfFragment(`#${fragment}`)).toEqual(asha);
  });

  it('keeps an unknown time and a chosen offset', () => {
    const details = { ...asha, name: '', time: '', timeUnknown: true, offset: '+05:53:20' };
    const fragment = birthFragment(details);
    expect(fragment).not.toMatch(/(^|&)t=/);
    expect(birthDetailsOfFragment(fragment)).toEqual(details);
  });

  it('carries two people in one link with prefixes', () => {
    const parameters = writeBirthDetails(asha, undefined, 'b.');
    writeBirthDetails({ ...asha, name: 'Ravi' }, parameters, 'g.');
    const link = new URLSearchParams(parameters.toString());
    expect(readBirthDetails(link, 'b.')?.name).toBe('Asha Verma');
    expect(readBirthDetails(link, 'g.')?.name).toBe('Ravi');
  });

  it('writes a match (boy b., girl g.) and reads it back only when both are whole', () => {
    const pair = { boy: { ...asha, name: 'Ravi' }, girl: { ...asha, timeUnknown: true, time: '' } };
    const fragment = pairFragment(pair);
    expect(fragment).toMatch(/^v=1&b\.n=Ravi&b\.d=1990-08-05&b\.t=14%3A30&/);
    expect(fragment).toContain('&g.n=Asha+Verma&g.d=1990-08-05&g.pid=');
    expect(pairOfFragment(`#${fragment}`)).toEqual(pair);
    expect(pairOfFragment(fragment.replace(/&g\.lat=[^&]+/, ''))).toBeNull();
    expect(pairOfFragment(birthFragment(asha))).toBeNull();
  });

  it('refuses a cut or foreign fragment rather than guess', () => {
    const fragment = birthFragment(asha);
    expect(birthDetailsOfFragment(fragment.replace('v=1', 'v=9'))).toBeNull();
    expect(birthDetailsOfFragment(fragment.replace(/&lat=[^&]+/, ''))).toBeNull();
    expect(birthDetailsOfFragment(fragment.replace('t=14%3A30', 't=2pm'))).toBeNull();
    expect(birthDetailsOfFragment('faq')).toBeNull();
    expect(birthDetailsOfFragment('')).toBeNull();
  });
});

describe('the offset in words', () => {
  it('names India’s offsets, the war time of 1942-45 and the city times', async () => {
    const engine = await loadAstroEngine();
    const offsetAt = (date: string, time = '12:00') => {
      const moment = engine.resolveBirthMoment({
        date,
        time,
        lat: 28.6,
        lon: 77.2,
        zone: 'Asia/Kolkata',
      });
      return {
        minutes: moment.utcOffsetMinutes,
        zone: 'Asia/Kolkata',
        source: 'zone' as const,
        at: moment.utc,
      };
    };
    expect(offsetWords(offsetAt('1990-08-05'), 'en')).toBe('India Standard Time, UTC+5:30');
    expect(offsetWords(offsetAt('1990-08-05'), 'hi')).toBe('भारतीय मानक समय, UTC+5:30');
    expect(offsetWords(offsetAt('1943-03-10'), 'en')).toBe('War time, UTC+6:30');
    expect(offsetWords(offsetAt('1943-03-10'), 'hi')).toBe('युद्धकालीन समय, UTC+6:30');
    expect(offsetWords(offsetAt('1890-01-01'), 'en')).toBe('Madras time, UTC+5:21:10');
    const given = { zone: 'Asia/Kolkata', source: 'override' as const, at: new Date() };
    expect(offsetWords({ ...given, minutes: 291 }, 'en')).toBe('Bombay time, UTC+4:51');
    expect(offsetWords({ ...given, minutes: 353 + 1 / 3 }, 'en')).toBe(
      'Calcutta time, UTC+5:53:20',
    );
    expect(offsetWords({ ...given, minutes: 345 }, 'en')).toBe('The offset you gave, UTC+5:45');
  });

  it('uses the zone’s own name elsewhere, summer time included', () => {
    const london = { minutes: 60, zone: 'Europe/London', source: 'zone' as const };
    expect(offsetWords({ ...london, at: new Date('1990-07-01T12:00:00Z') }, 'en')).toBe(
      'British Summer Time, UTC+1:00',
    );
    expect(
      offsetWords({ minutes: 240, zone: 'Asia/Dubai', source: 'zone', at: new Date() }, 'en'),
    ).toBe('Gulf Standard Time, UTC+4:00');
  });
});

describe('the birth details fields', () => {
  function Fields({ initial, requireName }: { initial?: BirthDetails; requireName?: boolean }) {
    const person = useBirthDetails({ idPrefix: 'asha', initial, requireName });
    return <BirthDetailsFields person={person} />;
  }
  const render = (language: 'en' | 'hi', initial?: BirthDetails, requireName?: boolean) =>
    renderToStaticMarkup(
      <LanguageProvider language={language}>
        <Fields initial={initial} requireName={requireName} />
      </LanguageProvider>,
    );

  it('has a labelled control for each part of the birth', () => {
    const html = render('en');
    for (const label of ['Name', 'Date of birth', 'Time of birth', 'Place of birth', 'Time zone']) {
      expect(html).toContain(label);
    }
    expect(html).toContain('<label for="asha-day" class="sr-only">Day</label>');
    expect(html).toContain('id="asha-time"');
    expect(html).toContain('I don’t know my birth time');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('shown once the date and place are chosen');
  });

  it('keeps what was given, in Hindi too', () => {
    const html = render('hi', { ...asha, timeUnknown: true }, true);
    expect(html).toContain('value="नई दिल्ली"');
    expect(html).toMatch(/<option value="8" selected="">अगस्त<\/option>/);
    expect(html).toContain('value="1990"');
    expect(html).toContain('कुंडली दोपहर 12 बजे के समय से बनेगी');
    expect(html).toMatch(/id="asha-name"[^>]*required=""/);
  });
});
