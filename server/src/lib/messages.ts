import { cachedFormatter } from '@app/contract/intl-formatters';
import { formatPaise } from '@app/contract/money';
import { type Language, languages } from '@app/contract/site';

/**
 * Texts a person may read in a reply's `message` (docs/decisions/025): each one is written once,
 * in every language the API answers in, and the reply picks the request's language
 * (`request.language`, plugins/language.ts).
 *
 * A module keeps its texts in a table (`<module>.messages.ts`):
 *
 *   export const orderMessages = defineMessages('orders', {
 *     notFound: { en: 'No such order.', hi: 'यह ऑर्डर नहीं मिला।' },
 *     updated: { en: 'Order status updated to {status}', hi: "...बदलकर '{status}' कर दी गई।" },
 *   });
 *
 * and uses an entry as a function that fills its placeholders and gives the text in every
 * language: `throw new HttpError(404, orderMessages.notFound())`, or in a reply
 * `message: orderMessages.updated({ status })[request.language]`.
 *
 * Placeholders: `{name}` takes text, a number, or a `Message` (a word in each language, such as
 * a status name); `{name:money}` takes paise and writes rupees (₹1,500); `{name:duration}`
 * takes seconds and writes them as minutes or seconds ("15 minutes", "15 मिनट"). The types
 * check that every language has the same placeholders and that a call passes each of them.
 */

/** A text in each language the API answers in. */
export type Message = Readonly<Record<Language, string>>;

/** What a `{name:format}` placeholder takes. */
type Formats = {
  /** Paise, written as rupees. */
  money: number;
  /** Seconds, written as whole minutes (or seconds, under a minute). */
  duration: number;
};

/** What a plain `{name}` placeholder takes. */
type PlainValue = string | number | Message;

type Template = Readonly<Record<Language, string>>;

/** The placeholders of a text, as written (`status`, `amount:money`). */
type Placeholders<Text extends string> = Text extends `${string}{${infer Placeholder}}${infer Rest}`
  ? Placeholder | Placeholders<Rest>
  : never;

type NameOf<Placeholder extends string> = Placeholder extends `${infer Name}:${string}`
  ? Name
  : Placeholder;
type ValueOf<Placeholder extends string> = Placeholder extends `${string}:${infer Format}`
  ? Format extends keyof Formats
    ? Formats[Format]
    : never
  : PlainValue;

/** The parameters of a text: one per placeholder. */
type ParamsOf<Text extends string> = {
  [Placeholder in Placeholders<Text> as NameOf<Placeholder>]: ValueOf<Placeholder>;
};

type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A template whose every language has exactly the English placeholders (a type error if not). */
type Checked<Entry extends Template> = {
  [L in Language]: SameSet<Placeholders<Entry[L]>, Placeholders<Entry['en']>> extends true
    ? Entry[L]
    : { error: `The ${L} text must have the same {placeholders} as the English one` };
};

type Catalogue<Templates extends Record<string, Template>> = {
  readonly [Key in keyof Templates]: keyof ParamsOf<Templates[Key]['en']> extends never
    ? () => Message
    : (params: ParamsOf<Templates[Key]['en']>) => Message;
};

const placeholderPattern = /\{(\w+)(?::(\w+))?\}/g;

function formatValue(value: unknown, format: string | undefined, language: Language): string {
  if (format === 'money') return formatPaise(value as number);
  if (format === 'duration') {
    const seconds = Math.max(1, Math.ceil(value as number));
    const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
    const formatter = cachedFormatter(Intl.NumberFormat, language, {
      style: 'unit',
      unit,
      unitDisplay: 'long',
      numberingSystem: 'latn',
    });
    return formatter.format(amount);
  }
  if (typeof value === 'object' && value !== null) return (value as Message)[language];
  return String(value);
}

/** Fills a text's placeholders for one language. */
function fill(text: string, language: Language, params: Record<string, unknown>): string {
  return text.replace(placeholderPattern, (_match, name: string, format: string | undefined) =>
    formatValue(params[name], format, language),
  );
}

/** The placeholders of a text as written, sorted (for the tests of every table). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[0]).sort();
}

const tables = new Map<string, Readonly<Record<string, Template>>>();

/** Every table defined so far, by name (the tests check each entry). */
export function messageTables(): ReadonlyMap<string, Readonly<Record<string, Template>>> {
  return tables;
}

/**
 * A table of texts, each in every language with the same placeholders (checked by the types,
 * and by test/lib/messages.test.ts for every table). `name` says whose texts they are.
 */
export function defineMessages<const Templates extends Record<string, Template>>(
  name: string,
  templates: Templates & { [Key in keyof Templates]: Checked<Templates[Key]> },
): Catalogue<Templates> {
  if (tables.has(name)) throw new Error(`message table ${name} defined twice`);
  tables.set(name, templates);
  const catalogue: Record<string, (params?: Record<string, unknown>) => Message> = {};
  for (const [key, template] of Object.entries(templates as Record<string, Template>)) {
    catalogue[key] = (params = {}) =>
      Object.fromEntries(
        languages.map((language) => [language, fill(template[language], language, params)]),
      ) as Message;
  }
  return catalogue as Catalogue<Templates>;
}
