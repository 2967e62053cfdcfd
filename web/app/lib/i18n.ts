import { defaultLanguage, type Language, languages } from '@app/contract/site';
import i18n, { type CustomTypeOptions, type Namespace, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '~/locales/en/common.json';
import hiCommon from '~/locales/hi/common.json';

/**
 * One i18next store of strings for the whole app. The shell's strings ("common") are always
 * loaded; each page registers its own namespace from its route module with `registerNamespace`,
 * so a page's copy travels in that page's code chunk.
 *
 * Each language has its own instance over that one store (`i18nFor`); the root component gives
 * the page's language to React (docs/decisions/026), so a page is rendered in its language from
 * the first render, on the build machine and in the browser alike.
 */
void i18n.use(initReactI18next).init({
  resources: { en: { common: enCommon }, hi: { common: hiCommon } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  // A key missing from the strings throws in development and in tests, so it is found at once
  // rather than shown to a visitor as the key itself (keys written in code are also typed).
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (languages, namespace, key, _fallback, _update, options) => {
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
    throw new Error(`Missing translation: ${namespace}:${key} (${languages.join(', ')})`);
  },
  initAsync: false,
  react: { useSuspense: false },
});

const instances = new Map<Language, typeof i18n>();

/** The i18next instance that speaks a language (sharing the one store of strings). */
export function i18nFor(language: Language): typeof i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = language === defaultLanguage ? i18n : i18n.cloneInstance({ lng: language });
    instances.set(language, instance);
  }
  return instance;
}

type Strings = CustomTypeOptions['resources'];

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
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, en);
  i18n.addResourceBundle('hi', namespace, hi);
}

const registeredParts = new Set<string>();

/**
 * A namespace kept in parts, each registered by the module that needs it and merged into the
 * namespace once: the legal pages share their words (`part` "shared") and each brings only its
 * own sections, so a page does not carry the others' text (decision 046). The locale files'
 * test keeps the Hindi parts equal in keys to the English ones.
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
  i18n.addResourceBundle('en', namespace, en, true, false);
  i18n.addResourceBundle('hi', namespace, hi, true, false);
}

/**
 * A key of a namespace's strings (default `common`), checked against the English JSON (see
 * app/i18next.d.ts): for keys kept in data (menus, lists) rather than written in a `t()` call.
 */
export type TranslationKey<N extends Namespace = 'common'> = ParseKeys<N>;

export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

export { i18n };
