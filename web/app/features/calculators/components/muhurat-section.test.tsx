import { choghadiyaNames, grahaNames, muhuratNames } from '@app/astro/names';
import { computePanchang, type DayPanchang } from '@app/astro/panchang';
import type { Language } from '@app/contract/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatClockTime } from '~/lib/format';
import { LanguageProvider } from '~/lib/i18n';
import en from '~/locales/en/calculators-panchang.json';
import hi from '~/locales/hi/calculators-panchang.json';
import { onPlaceClocks } from '../panchang';
import { MuhuratSection } from './muhurat-section';

const newDelhi = { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' };

function render(day: DayPanchang, language: Language) {
  const time = (iso: string) => formatClockTime(onPlaceClocks(day, new Date(iso)).clock, language);
  return renderToStaticMarkup(
    <LanguageProvider language={language}>
      <MuhuratSection day={day} time={time} />
    </LanguageProvider>,
  );
}

/** The text of an HTML fragment, tags removed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('\u00a0', ' ')
    .replace(/\s+/g, ' ');

const table = (html: string, attribute: string) =>
  html.match(new RegExp(`<table ${attribute}.*?</table>`))?.[0] ?? '';

describe('the muhurat section as prerendered', () => {
  // Monday 24 January 2022 at New Delhi (Drik Panchang: Abhijit 12:12 to 12:55 PM).
  const monday = computePanchang({ ...newDelhi, date: '2022-01-24' });

  it('lists the day’s and the night’s choghadiyas with their times and quality', () => {
    const html = render(monday, 'en');
    const day = table(html, 'data-choghadiya="day"');
    expect(
      [...day.matchAll(/<tr data-lord="(\w+)" data-quality="(\w+)"/g)].map((m) => m[1]),
    ).toEqual(['moon', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon']);
    expect(text(day)).toContain('7:12 AM – 8:33 AM Amrit Good');
    expect(text(day)).toContain('8:33 AM – 9:53 AM Kaal Bad');
    expect(text(table(html, 'data-choghadiya="night"'))).toContain(
      '5:53 PM – 7:33 PM Char Neutral',
    );
    expect(text(html)).toContain('Abhijit muhurat 12:11 PM – 12:54 PM');
    // 24 horas, twelve in each table, the day's first the Moon's on a Monday.
    expect(text(table(html, 'data-hora="day"'))).toContain('7:12 AM – 8:06 AM Moon');
    expect(html.match(/data-planet=/g)).toHaveLength(24);
    // Nothing is "now" in a page prepared in advance: the mark comes in the browser.
    expect(html).not.toContain('data-current');
    expect(html).not.toContain('aria-current');
  });

  it('speaks Hindi on a Hindi page', () => {
    const plain = text(render(monday, 'hi'));
    expect(plain).toContain('सुबह 7:12 – सुबह 8:33 अमृत शुभ');
    expect(plain).toContain('काल अशुभ');
    expect(plain).toContain('चर सामान्य');
    expect(plain).toContain('अभिजित मुहूर्त');
    expect(plain).toContain('चंद्र');
  });

  it('says that Wednesday has no Abhijit, and joins Saturday’s two durmuhurtas', () => {
    const wednesday = render(computePanchang({ ...newDelhi, date: '2022-01-26' }), 'en');
    expect(text(wednesday)).toContain('Abhijit muhurat None on Wednesdays');
    const saturday = computePanchang({ ...newDelhi, date: '2025-11-22' });
    expect(saturday.durmuhurta).toHaveLength(2);
    expect(text(render(saturday, 'en'))).toContain('Durmuhurta 6:49 AM – 8:14 AM');
  });

  it('says so where the Sun does not rise', () => {
    const polar = computePanchang({
      date: '2024-12-21',
      lat: 78.22,
      lon: 15.65,
      zone: 'Arctic/Longyearbyen',
    });
    const html = render(polar, 'en');
    expect(html).toContain('data-muhurat="none"');
    expect(html).not.toContain('<table');
  });
});

describe('the names on the page', () => {
  it('are the engine’s names (astro/src/names.ts), in both languages', () => {
    for (const [language, strings] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      const words = strings.muhurat;
      expect(words.abhijit).toBe(muhuratNames.abhijit[language]);
      expect(words.brahmaMuhurta).toBe(muhuratNames.brahmaMuhurta[language]);
      expect(words.durmuhurta).toBe(muhuratNames.durmuhurta[language]);
      expect(words.choghadiya.title).toBe(muhuratNames.choghadiya[language]);
      expect(words.hora.title).toBe(muhuratNames.hora[language]);
      expect(strings.sun.moonrise).toBe(muhuratNames.moonrise[language]);
      expect(strings.sun.moonset).toBe(muhuratNames.moonset[language]);
      for (const [graha, name] of Object.entries(words.grahas)) {
        expect(name).toBe(grahaNames[graha as keyof typeof grahaNames][language]);
      }
    }
    // The choghadiya names come with the day itself.
    expect(Object.values(choghadiyaNames).map((name) => name.en)).toEqual([
      'Udveg',
      'Char',
      'Labh',
      'Amrit',
      'Kaal',
      'Shubh',
      'Rog',
    ]);
  });
});
