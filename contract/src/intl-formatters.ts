import type { Language } from './site.ts';

/** The locale each language formats numbers and dates in (Indian digit grouping). */
export const intlLocales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

// Creating an Intl formatter costs far more than using one (locale data is looked up each time),
// and lists of orders or prices format many values: one formatter per kind, locale and options,
// shared by the money and date helpers of the pages and the server.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, Formatter>();

export function cachedFormatter<T extends Formatter>(
  Formatter: new (locale: string, options: object) => T,
  language: Language,
  options: object,
): T {
  const key = `${Formatter.name} ${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = new Formatter(intlLocales[language], options);
    formatters.set(key, formatter);
  }
  return formatter;
}
