import { horoscopeSources, isHoroscopeKind } from './horoscope.ts';
import type { HoroscopeReading, PageReading } from './horoscope-reply.ts';
import { type Language, languages } from './site.ts';
import { isZodiacSignName, zodiacSigns } from './zodiac.ts';

/**
 * The current reading in a horoscope sign page's first HTML (docs/decisions/005, 036).
 *
 * The page is prerendered once per kind, sign and language, but its reading changes every day,
 * week or year and may come from the upstream service, so the build cannot write it. The build
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

const readingFields = [
  'date_range',
  'current_date',
  'description',
  'compatibility',
  'mood',
  'color',
  'lucky_number',
  'lucky_time',
] as const;

/**
 * Whether a value is what `pageReadingSchema` accepts, checked without zod: the browser checks
 * the data block while the page hydrates, and zod (its schemas built at import) stays out of a
 * page's first load (docs/decisions/010). horoscope-page.test.ts keeps the two in agreement.
 */
export function isPageReading(value: unknown): value is PageReading {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  const reading = page.horoscope as Record<string, unknown> | null | undefined;
  return (
    typeof page.kind === 'string' &&
    isHoroscopeKind(page.kind) &&
    typeof page.sign === 'string' &&
    isZodiacSignName(page.sign) &&
    (languages as readonly unknown[]).includes(page.language) &&
    Number.isInteger(page.year) &&
    (horoscopeSources as readonly unknown[]).includes(page.source) &&
    typeof reading === 'object' &&
    reading !== null &&
    readingFields.every((field) => typeof reading[field] === 'string') &&
    (reading.description as string).length > 0 &&
    isBasis(page.basis)
  );
}

/**
 * Whether a value has the shape of a reading's basis (horoscope-basis.ts), checked by hand as
 * above: its period, Moon sign, lists and areas (the rows themselves are the server's, drawn as
 * they are).
 */
function isBasis(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const basis = value as Record<string, unknown>;
  const period = basis.period as Record<string, unknown> | null | undefined;
  return (
    typeof period === 'object' &&
    period !== null &&
    typeof period.start === 'string' &&
    typeof period.end === 'string' &&
    Number.isInteger(basis.moonSign) &&
    ['transits', 'moonHouses', 'notes', 'reasons'].every((list) => Array.isArray(basis[list])) &&
    typeof basis.areas === 'object' &&
    basis.areas !== null
  );
}

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
  // The fields of a PageReading and nothing else (a reading object may carry more).
  const { kind, sign, language, year, basis, source } = page;
  const horoscope = Object.fromEntries(
    readingFields.map((field) => [field, page.horoscope[field]]),
  ) as HoroscopeReading;
  const data = JSON.stringify({ kind, sign, language, year, horoscope, basis, source }).replace(
    /</g,
    '\\u003c',
  );
  const block = `<script type="application/json" id="${pageReadingElementId}">${data}</script>`;
  const end = filled.lastIndexOf('</body>');
  return end === -1 ? filled + block : filled.slice(0, end) + block + filled.slice(end);
}
