import { addStringsFile, isLanguage } from './i18n';

/**
 * Every locale file in both languages, loaded before any page is rendered on the build machine
 * (entry.server.tsx) and before the unit tests (vitest.config.ts): a render there never waits
 * for strings. The browser loads them as decision 048 says (lib/i18n.ts).
 */
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

for (const [path, strings] of Object.entries(localeFiles)) {
  const [, language, file] = /\/locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(path) ?? [];
  if (isLanguage(language) && file) addStringsFile(language, file, strings);
}
