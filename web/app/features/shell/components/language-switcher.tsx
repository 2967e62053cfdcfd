import type { Language } from '@app/contract/site';
import { isClientOnlyPath } from '@app/contract/web-routes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TwinPageLink } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { chooseLanguage, useLanguage } from '~/lib/language';

/** Each language is named in itself, so a reader finds theirs whatever is showing now. */
const languageNames: Record<Language, string> = { en: 'English', hi: 'हिंदी' };
const languageOrder: Language[] = ['en', 'hi'];
/**
 * Language names use the system font: in Mukta, the one Devanagari word of the header would make
 * every English page download the 100 KB Devanagari font file (docs/performance.md).
 */
const languageNameFont = 'font-[system-ui,sans-serif]';

/**
 * One way to change the language: on a public page a link to the page's twin in that language
 * (the address says the language; search engines follow it too), on a page drawn only in the
 * browser a button that redraws it. Either way the choice is remembered (localStorage and the
 * cookie the server reads).
 */
function LanguageOption({
  language,
  className,
  children,
  pressed,
}: {
  language: Language;
  className: string;
  children: ReactNode;
  pressed?: boolean;
}) {
  const { pathname } = useLocation();
  if (isClientOnlyPath(pathname)) {
    return (
      <button
        type="button"
        lang={language}
        aria-pressed={pressed}
        onClick={() => chooseLanguage(language)}
        className={className}
      >
        {children}
      </button>
    );
  }
  return (
    <TwinPageLink
      language={language}
      lang={language}
      hrefLang={language}
      aria-current={pressed ? 'true' : undefined}
      onClick={() => chooseLanguage(language)}
      className={className}
    >
      {children}
    </TwinPageLink>
  );
}

/** English / हिंदी: the two languages side by side, the current one marked. */
export function LanguageSwitcher({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const frame = tone === 'onDark' ? 'border-gold-400/50' : 'border-maroon-700/30 bg-white';
  const idle =
    tone === 'onDark' ? 'text-cream-100 hover:text-gold-300' : 'text-maroon-700 hover:bg-maroon-50';
  const active = tone === 'onDark' ? 'bg-gold-400 text-maroon-950' : 'bg-maroon-700 text-white';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two choices, not a form fieldset
    <div
      role="group"
      aria-label={t('shell.languageLabel')}
      className={`inline-flex shrink-0 items-center rounded-full border p-0.5 ${frame}`}
    >
      {languageOrder.map((option) => (
        <LanguageOption
          key={option}
          language={option}
          pressed={language === option}
          className={`inline-flex min-h-8 items-center rounded-full px-3 ${languageNameFont} font-semibold text-sm leading-none transition-colors ${language === option ? active : idle}`}
        >
          {languageNames[option]}
        </LanguageOption>
      ))}
    </div>
  );
}

/**
 * The narrow-screen version for the header bar: the other language, named in that language. The
 * side menu holds the full switcher.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const other: Language = language === 'en' ? 'hi' : 'en';
  return (
    <LanguageOption
      language={other}
      className={`inline-flex min-h-9 shrink-0 items-center rounded-full border border-maroon-700/30 bg-white px-3 ${languageNameFont} font-semibold text-maroon-700 text-sm hover:bg-maroon-50`}
    >
      <span title={t('shell.languageLabel')}>{languageNames[other]}</span>
    </LanguageOption>
  );
}
