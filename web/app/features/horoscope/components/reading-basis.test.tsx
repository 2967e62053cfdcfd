import type { HoroscopeKind } from '@app/contract/horoscope';
import type { HoroscopeBasis } from '@app/contract/horoscope-basis';
import type { Language } from '@app/contract/site';
import { getZodiacSign } from '@app/contract/zodiac';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '~/lib/i18n';
import { ReadingBasis } from './reading-basis';

/** A week of Virgo's (Monday 23 to Sunday 29 November 2026, IST), as the server answers it. */
const week: HoroscopeBasis = {
  period: { start: '2026-11-22T18:30:00.000Z', end: '2026-11-29T18:30:00.000Z' },
  moonSign: 6,
  transits: [
    { planet: 'sun', sign: 8, house: 3, retrograde: false, favourable: true },
    {
      planet: 'moon',
      sign: 1,
      house: 8,
      to: '2026-11-24T01:54:50.844Z',
      retrograde: false,
      favourable: false,
    },
    {
      planet: 'moon',
      sign: 2,
      house: 9,
      from: '2026-11-24T01:54:50.844Z',
      retrograde: false,
      favourable: false,
    },
    {
      planet: 'venus',
      sign: 7,
      house: 2,
      retrograde: false,
      favourable: true,
      obstructedBy: 'saturn',
    },
    { planet: 'saturn', sign: 12, house: 7, retrograde: true, favourable: false },
  ],
  moonHouses: [
    { house: 8, sign: 1, start: '2026-11-22T18:30:00.000Z', end: '2026-11-24T01:54:50.844Z' },
    { house: 9, sign: 2, start: '2026-11-24T01:54:50.844Z', end: '2026-11-29T18:30:00.000Z' },
  ],
  notes: [
    { kind: 'station', planet: 'mercury', at: '2026-11-27T10:00:00.000Z', retrograde: false },
    { kind: 'chandrashtama', start: '2026-11-22T18:30:00.000Z', end: '2026-11-24T01:54:50.844Z' },
    { kind: 'dhaiya', house: 4 },
  ],
  areas: { work: 'good', love: 'hard', health: 'mixed', family: 'good' },
  reasons: [
    { text: 'The Sun helps.', transit: 0 },
    { text: 'Careful early in the week.', moonHouse: 0 },
    { text: 'Mercury moves again.', note: 0 },
    { text: 'Love needs patience.', area: 'love' },
  ],
};

function render(kind: HoroscopeKind, basis: HoroscopeBasis, language: Language) {
  return renderToStaticMarkup(
    <LanguageProvider language={language}>
      <ReadingBasis kind={kind} sign={getZodiacSign('virgo')} language={language} basis={basis} />
    </LanguageProvider>,
  );
}

/** The text of an HTML fragment, tags removed and no-break spaces read as spaces. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('\u00a0', ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('why this reading', () => {
  it('lists each graha with its house and sign from the Moon sign, its effect and motion', () => {
    const html = render('weekly', week, 'en');
    const sun = html.match(/<tbody data-graha="sun"[^>]*>.*?<\/tbody>/)?.[0] ?? '';
    expect(text(sun)).toContain('Sun 3 · Scorpio all week all week Favourable');
    const venus = html.match(/<tbody data-graha="venus"[^>]*>.*?<\/tbody>/)?.[0] ?? '';
    expect(venus).toContain('data-effect="obstructed"');
    expect(text(venus)).toContain('Favourable, but held back by Saturn (vedha)');
    const saturn = html.match(/<tbody data-graha="saturn"[^>]*>.*?<\/tbody>/)?.[0] ?? '';
    expect(text(saturn)).toContain('Unfavourable Retrograde');
    // The Moon has its own table, with its times in IST.
    expect(html).not.toContain('data-graha="moon"');
    const moon = html.match(/data-testid="basis-moon".*?<\/table>/)?.[0] ?? '';
    expect(text(moon)).toContain('8 · Aries until Tue 24 Nov, 7:24 AM');
    expect(text(moon)).toContain('Chandrashtama');
    expect(text(moon)).toContain('9 · Taurus from Tue 24 Nov, 7:24 AM');
  });

  it('puts the notes in time order, the Dhaiya first, and names the source of each sentence', () => {
    const html = render('weekly', week, 'en');
    const notes = [...html.matchAll(/data-note="([a-z-]+)"/g)].map((match) => match[1]);
    expect(notes).toEqual(['dhaiya', 'chandrashtama', 'station']);
    const plain = text(html);
    expect(plain).toContain('Mercury turns direct: Fri 27 Nov, 3:30 PM');
    expect(plain).toContain('From: Sun in Scorpio, your 3rd house');
    expect(plain).toContain('From: the Moon in Aries, your 8th house (until Tue 24 Nov, 7:24 AM)');
    expect(plain).toContain('From: Love: Needs care');
  });

  it('speaks Hindi on a Hindi page', () => {
    const plain = text(render('weekly', week, 'hi'));
    expect(plain).toContain('भाव कन्या से गिने गए हैं');
    expect(plain).toContain('8 · मेष मंगलवार, 24 नवंबर, सुबह 7:24 तक');
    expect(plain).toContain('शुभ, पर शनि का वेध');
    expect(plain).toContain('शनि की ढैय्या (कंटक शनि)');
    expect(plain).toContain('बुध मार्गी होता है: शुक्रवार, 27 नवंबर, दोपहर 3:30');
  });

  it('on a day, writes the day’s own times as clock times only', () => {
    const day: HoroscopeBasis = {
      ...week,
      period: { start: '2026-11-23T18:30:00.000Z', end: '2026-11-24T18:30:00.000Z' },
      moonHouses: [
        { house: 8, sign: 1, start: '2026-11-23T18:30:00.000Z', end: '2026-11-24T01:54:50.844Z' },
        { house: 9, sign: 2, start: '2026-11-24T01:54:50.844Z', end: '2026-11-24T18:30:00.000Z' },
      ],
      notes: [],
    };
    const plain = text(render('daily', day, 'en'));
    expect(plain).toContain('8 · Aries until 7:24 AM');
    expect(plain).toContain('9 · Taurus from 7:24 AM');
  });

  it('on a year, follows the slow grahas first and folds the faster ones away', () => {
    const year: HoroscopeBasis = {
      ...week,
      period: { start: '2025-12-31T18:30:00.000Z', end: '2026-12-31T18:30:00.000Z' },
      transits: [
        {
          planet: 'sun',
          sign: 9,
          house: 4,
          to: '2026-01-14T09:37:15.223Z',
          retrograde: false,
          favourable: false,
        },
        {
          planet: 'jupiter',
          sign: 3,
          house: 10,
          to: '2026-06-01T20:19:12.081Z',
          retrograde: true,
          favourable: false,
        },
        {
          planet: 'jupiter',
          sign: 4,
          house: 11,
          from: '2026-06-01T20:19:12.081Z',
          retrograde: false,
          favourable: true,
        },
      ],
      moonHouses: [],
      notes: [],
    };
    const html = render('yearly', year, 'en');
    const [main = '', folded = ''] = html.split('<details');
    expect(main).toContain('data-graha="jupiter"');
    expect(main).not.toContain('data-graha="sun"');
    expect(folded).toContain('data-graha="sun"');
    expect(text(main)).toContain('10 · Gemini until 2 Jun, 1:49 AM');
    expect(text(main)).toContain('11 · Cancer from 2 Jun, 1:49 AM');
  });
});
