import { describe, expect, it } from 'vitest';
import {
  compatibilityLabel,
  fillReadingSlots,
  isPageReading,
  pageReadingElementId,
  readingSlot,
  readingSlotNames,
} from './horoscope-page.ts';
import { type PageReading, pageReadingSchema } from './horoscope-reply.ts';

const reading: PageReading = {
  kind: 'yearly',
  sign: 'leo',
  language: 'en',
  year: 2027,
  horoscope: {
    date_range: 'Jul 23 – Aug 22',
    current_date: '2027',
    description: 'Trust <b>yourself</b> & "others"</script><script>alert(1)</script>',
    compatibility: 'Aries',
    mood: 'Bold',
    color: 'Gold',
    lucky_number: '9',
    lucky_time: '6:00 AM – 7:30 AM',
  },
  basis: {
    period: { start: '2026-12-31T18:30:00.000Z', end: '2027-12-31T18:30:00.000Z' },
    moonSign: 5,
    transits: [
      { planet: 'jupiter', sign: 4, house: 12, retrograde: false, favourable: false },
      {
        planet: 'jupiter',
        sign: 5,
        house: 1,
        from: '2027-06-02T01:00:00.000Z',
        retrograde: false,
        favourable: false,
      },
    ],
    moonHouses: [],
    notes: [{ kind: 'sade-sati', phase: 'rising' }],
    areas: { work: 'good', love: 'mixed', health: 'hard', family: 'mixed' },
    reasons: [{ text: 'Trust yourself.', transit: 0 }],
  },
  source: 'computed',
};

const template = `<html><body><h2>Yearly Horoscope ${readingSlot('year')} for Leo</h2>${readingSlotNames
  .filter((name) => name !== 'year')
  .map((name) => `<p>${readingSlot(name)}</p>`)
  .join('')}<script>window.x = 1</script></body></html>`;

describe('a horoscope sign page completed with its reading', () => {
  it('fills every slot with its text, HTML-escaped, and leaves no slot behind', () => {
    const html = fillReadingSlots(template, reading);
    expect(html).not.toContain('%%reading.');
    expect(html).toContain('<h2>Yearly Horoscope 2027 for Leo</h2>');
    expect(html).toContain(
      '<p>Trust &lt;b&gt;yourself&lt;/b&gt; &amp; &quot;others&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(html).toContain('<p>♈ Aries</p>');
    expect(html).toContain('<p>6:00 AM – 7:30 AM</p>');
  });

  it('adds the reading as a data block before </body> that no text can close', () => {
    // Fields beyond a PageReading's (a service's reading object may carry more) are left out.
    const withMore = { ...reading, cachedAt: 1, horoscope: { ...reading.horoscope, raw: 'x' } };
    const html = fillReadingSlots(template, withMore);
    const block = new RegExp(
      `<script type="application/json" id="${pageReadingElementId}">(.*?)</script></body></html>$`,
    ).exec(html);
    expect(block).not.toBeNull();
    // The description's "</script>" is written \\u003c/script>: the block ends where it should.
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toStrictEqual(reading);
    expect(pageReadingSchema.parse(JSON.parse(block?.[1] ?? ''))).toEqual(reading);
  });

  it('names the compatible sign with its symbol in the page language, other texts as they are', () => {
    expect(compatibilityLabel('Aries', 'hi')).toBe('♈ मेष');
    expect(compatibilityLabel(' मीन ', 'en')).toBe('♓ Pisces');
    expect(compatibilityLabel('Everyone', 'en')).toBe('Everyone');
  });
});

describe('isPageReading', () => {
  it('accepts exactly what pageReadingSchema accepts', () => {
    const { horoscope } = reading;
    const candidates: unknown[] = [
      reading,
      { ...reading, extra: 'ignored' },
      { ...reading, kind: 'weekly-love', sign: 'pisces', language: 'hi', source: 'upstream' },
      null,
      'reading',
      [],
      {},
      { ...reading, kind: 'daily' },
      { ...reading, kind: 'hourly' },
      { ...reading, kind: undefined },
      { ...reading, sign: 'ophiuchus' },
      { ...reading, sign: 7 },
      { ...reading, language: 'fr' },
      { ...reading, year: 2027.5 },
      { ...reading, year: '2027' },
      { ...reading, source: 'browser' },
      { ...reading, horoscope: null },
      { ...reading, horoscope: { ...horoscope, description: '' } },
      { ...reading, horoscope: { ...horoscope, mood: 3 } },
      { ...reading, horoscope: { ...horoscope, lucky_time: undefined } },
      { ...reading, basis: undefined },
      { ...reading, basis: { ...reading.basis, transits: 'none' } },
      { ...reading, basis: { ...reading.basis, period: null } },
      { ...reading, basis: { ...reading.basis, moonSign: 'leo' } },
    ];
    for (const candidate of candidates) {
      expect(isPageReading(candidate), JSON.stringify(candidate)).toBe(
        pageReadingSchema.safeParse(candidate).success,
      );
    }
  });
});
