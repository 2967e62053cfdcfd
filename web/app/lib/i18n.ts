import { defaultLanguage, type Language, languages } from '@app/contract/site';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '~/locales/en/common.json';
import hiCommon from '~/locales/hi/common.json';

/**
 * One i18next instance for the whole app. The shell's strings ("common") are always loaded;
 * each page registers its own namespace from its route module with `registerNamespace`, so a
 * page's copy travels in that page's code chunk.
 *
 * Rendering always starts in English (the prerendered HTML is English), and the stored choice
 * is applied right after hydration by `useApplyStoredLanguage`; see docs/decisions/004.
 */
void i18n.use(initReactI18next).init({
  resources: { en: { common: enCommon }, hi: { common: hiCommon } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/** Adds a page's English and Hindi strings under `namespace` (once). */
export function registerNamespace(namespace: string, en: object, hi: object): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, en);
  i18n.addResourceBundle('hi', namespace, hi);
}

export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

export { i18n };
