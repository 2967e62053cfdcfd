import { defaultLanguage, type Language } from '@app/contract/site';
import type { CustomTypeOptions, Namespace, ParseKeys, TFunction, TOptions } from 'i18next';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import enCommon from '~/locales/en/common.json';
import hiCommon from '~/locales/hi/common.json';

/**
 * The site's strings and the one way to read them (decision 047). The shell's strings
 * ("common") are always here; each page registers its own namespace from its route module with
 * `registerNamespace`, so a page's copy travels in that page's code chunk.
 *
 * This is our own small reader of i18next's format (nested keys, `{{value}}`, plurals with
 * `_zero`/`_one`/`_other` by the language's plural rules, `ns:key`, `returnObjects`,
 * `defaultValue`, English when a Hindi string is missing), about 1 KB where i18next and
 * react-i18next were 20 KB of every page's first script. i18next stays a dev dependency: its
 * types check every key written in code against the English JSON (app/i18next.d.ts), and
 * `i18n.test.ts` checks that this reader gives what i18next gives for every string of every
 * namespace in both languages.
 *
 * The root component gives the page's language to React (`LanguageProvider`, decision 026), so
 * a page is rendered in its language from the first render, on the build machine and in the
 * browser alike.
 */

type StringTree = { [key: string]: unknown };
type Strings = CustomTypeOptions['resources'];
type Options = TOptions & { count?: number; ns?: string | readonly string[] };

const strings: Record<Language, Record<string, StringTree>> = {
  en: { common: enCommon },
  hi: { common: hiCommon },
};

/**
 * The one way to add a namespace's English and Hindi strings (once): called at the top of the
 * module that owns them (a page's route module, or the shared module of the reports and the
 * checkout), so a page's copy travels in that page's code chunk. The Hindi strings must have
 * every key the English ones have (checked by the types).
 */
export function registerNamespace<N extends keyof Strings>(
  namespace: N,
  en: Strings[N],
  hi: Strings[N],
): void {
  if (strings.en[namespace]) return;
  strings.en[namespace] = en as StringTree;
  strings.hi[namespace] = hi as StringTree;
}

const registeredParts = new Set<string>();

/**
 * A namespace kept in parts, each registered by the module that needs it and merged into the
 * namespace: the legal pages share their words and each brings only its own sections, so a page
 * does not carry the others' text (decision 046). The locale files' test keeps the Hindi parts
 * equal in keys to the English ones.
 */
export function registerNamespacePart(
  namespace: keyof Strings,
  part: string,
  en: object,
  hi: object,
): void {
  const key = `${namespace}:${part}`;
  if (registeredParts.has(key)) return;
  registeredParts.add(key);
  strings.en[namespace] = mergeDeep(strings.en[namespace] ?? {}, en as StringTree);
  strings.hi[namespace] = mergeDeep(strings.hi[namespace] ?? {}, hi as StringTree);
}

function isTree(value: unknown): value is StringTree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `base` with `added`'s keys put in, objects merged key by key (a key already there stays). */
function mergeDeep(base: StringTree, added: StringTree): StringTree {
  const merged: StringTree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = merged[key];
    if (isTree(existing) && isTree(value)) merged[key] = mergeDeep(existing, value);
    else if (existing === undefined) merged[key] = value;
  }
  return merged;
}

function lookUp(language: Language, namespace: string, key: string): unknown {
  let node: unknown = strings[language][namespace];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as StringTree)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The key's string (or object) in one language, the plural form chosen as i18next chooses it. */
function find(language: Language, namespace: string, key: string, count: unknown): unknown {
  if (typeof count === 'number') {
    const zero = count === 0 ? lookUp(language, namespace, `${key}_zero`) : undefined;
    if (zero !== undefined) return zero;
    const form = lookUp(language, namespace, `${key}_${pluralCategory(language, count)}`);
    if (form !== undefined) return form;
  }
  return lookUp(language, namespace, key);
}

const placeholder = /\{\{\s*([^{}]+?)\s*\}\}/g;

function valueAt(options: StringTree, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as StringTree)[part];
  }
  return value;
}

/** `{{name}}` replaced by the option of that name; one that is not given is left as written. */
function interpolate(text: string, options: StringTree): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (written, path: string) => {
    const value = valueAt(options, path);
    return value === undefined || value === null ? written : String(value);
  });
}

function interpolateDeep(value: unknown, options: StringTree): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, options)]),
    );
  }
  return value;
}

function translate(
  language: Language,
  namespaces: readonly string[],
  fullKey: string,
  options: Options = {},
): unknown {
  let key = fullKey;
  let searched = options.ns === undefined ? namespaces : [options.ns].flat();
  const separator = key.indexOf(':');
  if (separator > 0) {
    searched = [key.slice(0, separator)];
    key = key.slice(separator + 1);
  }
  const languages = language === defaultLanguage ? [language] : [language, defaultLanguage];
  for (const namespace of searched) {
    for (const candidate of languages) {
      const found = find(candidate, namespace, key, options.count);
      if (found === undefined) continue;
      if (typeof found === 'string') return interpolate(found, options as StringTree);
      if (typeof found !== 'object' || options.returnObjects) {
        return interpolateDeep(found, options as StringTree);
      }
    }
  }
  if (options.defaultValue !== undefined) {
    return interpolate(String(options.defaultValue), options as StringTree);
  }
  // A key missing from the strings throws in development and in tests, so it is found at once
  // rather than shown to a visitor as the key itself (keys written in code are also typed).
  if (import.meta.env.DEV) {
    throw new Error(`Missing translation: ${searched[0]}:${key} (${languages.join(', ')})`);
  }
  return key;
}

const boundTranslations = new Map<string, unknown>();

/**
 * The translation function of a language and namespace(s) (the first namespace is searched
 * first; `other:key` names another). The same function is returned for the same arguments, so
 * it can stand in a hook's dependencies.
 */
export function fixedT<const N extends Namespace = 'common'>(
  language: Language,
  namespace?: N,
): TFunction<N> {
  const namespaces = [namespace ?? 'common'].flat() as string[];
  const cacheKey = `${language}|${namespaces.join(',')}`;
  let bound = boundTranslations.get(cacheKey);
  if (!bound) {
    bound = (key: string, options?: Options) => translate(language, namespaces, key, options);
    boundTranslations.set(cacheKey, bound);
  }
  return bound as TFunction<N>;
}

const LanguageContext = createContext<Language>(defaultLanguage);

/** Gives the page's language to every translated component below it. */
export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return createElement(LanguageContext.Provider, { value: language }, children);
}

/** The language the page is rendered in (from `LanguageProvider`). */
export function useRenderLanguage(): Language {
  return useContext(LanguageContext);
}

/** The strings of a namespace (default `common`) in the page's language. */
export function useTranslation<const N extends Namespace = 'common'>(
  namespace?: N,
): { t: TFunction<N>; language: Language } {
  const language = useContext(LanguageContext);
  return { t: fixedT(language, namespace), language };
}

/** The strings of the default namespace in English, for code outside React and tests. */
export const t = fixedT(defaultLanguage);

/**
 * A key of a namespace's strings (default `common`), checked against the English JSON (see
 * app/i18next.d.ts): for keys kept in data (menus, lists) rather than written in a `t()` call.
 */
export type TranslationKey<N extends Namespace = 'common'> = ParseKeys<N>;

export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}
