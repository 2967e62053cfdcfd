import type { Language } from '@app/contract/site';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '~/lib/language';

/** Each language is named in itself, so a reader finds theirs whatever is showing now. */
const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
const languageOrder: Language[] = ['en', 'hi'];
/**
 * Language names use the system font: in Mukta, the one Devanagari word of the header would make
 * every English page download the 100 KB Devanagari font file (docs/performance.md).
 */
const languageNameFont = 'font-[system-ui,sans-serif]';

/** English / हिन्दी: two toggle buttons; the choice is remembered in localStorage. */
export function LanguageSwitcher({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const frame = tone === 'onDark' ? 'border-gold-400/50' : 'border-maroon-700/30 bg-white';
  const idle =
    tone === 'onDark' ? 'text-cream-100 hover:text-gold-300' : 'text-maroon-700 hover:bg-maroon-50';
  const active = tone === 'onDark' ? 'bg-gold-400 text-maroon-950' : 'bg-maroon-700 text-white';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('shell.languageLabel')}
      className={`inline-flex shrink-0 items-center rounded-full border p-0.5 ${frame}`}
    >
      {languageOrder.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={`min-h-8 rounded-full px-3 ${languageNameFont} font-semibold text-sm leading-none transition-colors ${language === option ? active : idle}`}
        >
          {languageNames[option]}
        </button>
      ))}
    </div>
  );
}

/**
 * The narrow-screen version for the header bar: one button that switches to the other language,
 * named in that language. The side menu holds the full switcher.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const other: Language = language === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => setLanguage(other)}
      title={t('shell.languageLabel')}
      className={`min-h-9 shrink-0 rounded-full border border-maroon-700/30 bg-white px-3 ${languageNameFont} font-semibold text-maroon-700 text-sm hover:bg-maroon-50`}
    >
      {languageNames[other]}
    </button>
  );
}
