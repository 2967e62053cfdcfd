import { z } from 'zod';
import {
  type HoroscopeReading,
  horoscopeKindSchema,
  horoscopeReadingSchema,
  horoscopeSources,
} from './horoscope.ts';
import type { Language } from './site.ts';
import { zodiacSignNameSchema, zodiacSigns } from './zodiac.ts';

/**
 * The current reading in a horoscope sign page's first HTML (docs/decisions/005).
 *
 * The page is prerendered once per kind, sign and language, but its reading changes every week
 * (or year) and may come from the upstream service, so the build cannot write it. The build
 * writes slots instead (`readingSlot`, e.g. `%%reading.description%%`) where the reading's texts
 * go; the server fills them at request time with the reading its API would answer
 * (`fillReadingSlots`) and adds that reading as a JSON data block. The browser's first render
 * starts from the data block, so it draws exactly the texts already in the HTML and hydrates
 * without a request; later navigations fetch the reading from the API as before.
 */

export const readingSlotNames = [
  'year',
  'current_date',
  'description',
  'mood',
  'color',
  'lucky_number',
  'lucky_time',
  'compatibility',
] as const;
export type ReadingSlotName = (typeof readingSlotNames)[number];

/** The marker the prerendered page holds in place of one of the reading's texts. */
export function readingSlot(name: ReadingSlotName): string {
  return `%%reading.${name}%%`;
}

/** The id of the `<script type="application/json">` holding the page's reading. */
export const pageReadingElementId = 'horoscope-reading';

/** What the data block holds: the reading, and what it is the reading of. */
export const pageReadingSchema = z.object({
  kind: horoscopeKindSchema,
  sign: zodiacSignNameSchema,
  language: z.enum(['en', 'hi']),
  /** The calendar year (IST) of the period, for the yearly card's title. */
  year: z.number().int(),
  horoscope: horoscopeReadingSchema,
  source: z.enum(horoscopeSources),
});
export type PageReading = z.infer<typeof pageReadingSchema>;

/**
 * "Compatible With": the sign named by the reading's compatibility text (in either language)
 * with its symbol, in the page's language; any other text as it is.
 */
export function compatibilityLabel(compatibility: string, language: Language): string {
  const wanted = compatibility.trim().toLowerCase();
  const sign = zodiacSigns.find(
    (candidate) =>
      candidate.displayName.en.toLowerCase() === wanted || candidate.displayName.hi === wanted,
  );
  return sign ? `${sign.symbol} ${sign.displayName[language]}` : compatibility;
}

/** The text each slot shows for a reading. */
function readingSlotTexts(
  reading: HoroscopeReading,
  year: number,
  language: Language,
): Record<ReadingSlotName, string> {
  return {
    year: String(year),
    current_date: reading.current_date,
    description: reading.description,
    mood: reading.mood,
    color: reading.color,
    lucky_number: reading.lucky_number,
    lucky_time: reading.lucky_time,
    compatibility: compatibilityLabel(reading.compatibility, language),
  };
}

const slotPattern = new RegExp(`%%reading\\.(${readingSlotNames.join('|')})%%`, 'g');

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * The prerendered sign page with every slot replaced by its text (HTML-escaped) and the reading
 * added as a JSON data block before `</body>` (`<` escaped, so no text can close the block).
 * Data blocks are never run: the page's Content-Security-Policy needs no hash for it.
 */
export function fillReadingSlots(html: string, page: PageReading): string {
  const texts = readingSlotTexts(page.horoscope, page.year, page.language);
  const filled = html.replace(slotPattern, (_, name: ReadingSlotName) => escapeHtml(texts[name]));
  const data = JSON.stringify(pageReadingSchema.parse(page)).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${pageReadingElementId}">${data}</script>`;
  const end = filled.lastIndexOf('</body>');
  return end === -1 ? filled + block : filled.slice(0, end) + block + filled.slice(end);
}
