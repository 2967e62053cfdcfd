import type { Language } from './site.ts';

/**
 * A whole number with Indian digit grouping and Latin digits (2,00,000; 1,48,000; 50,000),
 * exactly what Intl.NumberFormat prints for en-IN and hi-IN, written out: creating a page's first
 * Intl formatter loads the locale data (15-25 ms on a fast desktop, four times that on a phone),
 * and the pages that show a price or a count would otherwise pay it while they hydrate.
 */
export function groupDigitsIndian(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/**
 * The months' names as Intl's en-IN and hi-IN long dates write them (compared with Intl by
 * web/app/lib/astro-format.test.ts), for dates written without Intl.
 */
export const longMonthNames: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ],
};

/** The locale each language formats numbers and dates in (Indian digit grouping). */
export const intlLocales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

// Creating an Intl formatter costs far more than using one (locale data is looked up each time),
// and lists of orders or prices format many values: one formatter per kind, locale and options,
// shared by the money and date helpers of the pages and the server.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, Formatter>();
/**
 * The code asks for a few dozen kinds; a page showing places in many time zones asks for one per
 * zone. Bounded all the same (oldest out first): no input can make it grow without end.
 */
const maxFormatters = 256;

export function cachedFormatter<T extends Formatter>(
  Formatter: new (locale: string, options: object) => T,
  language: Language,
  options: object,
): T {
  const key = `${Formatter.name} ${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = new Formatter(intlLocales[language], options);
    if (formatters.size >= maxFormatters) {
      formatters.delete(formatters.keys().next().value as string);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}
