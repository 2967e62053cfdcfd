import { defaultLanguage, type Language } from '@app/contract/site';
import { startTransition, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, isLanguage, languageStorageKey } from '~/lib/i18n';

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Keeps <html lang> in step with i18next, whoever changes the language. */
function reflectLanguageOnDocument(language: string): void {
  document.documentElement.lang = isLanguage(language) ? language : defaultLanguage;
}

/**
 * Switches i18next's language inside a transition: every translated component re-renders, and
 * a transition lets React split that work into short tasks so the page stays responsive.
 */
function changeLanguageInTransition(language: Language): void {
  startTransition(() => {
    void i18n.changeLanguage(language);
  });
}

/**
 * Call once, high in the tree (root.tsx). Prerendered HTML is English; right after hydration
 * this switches to the stored language (see docs/decisions/004).
 */
export function useApplyStoredLanguage(): void {
  useEffect(() => {
    i18n.on('languageChanged', reflectLanguageOnDocument);
    const stored = readStoredLanguage();
    // English visitors (the prerendered language) need nothing: changing to the same language
    // would still re-render every translated component at once, a long task on a phone.
    if (stored !== i18n.language) changeLanguageInTransition(stored);
    return () => i18n.off('languageChanged', reflectLanguageOnDocument);
  }, []);
}

/** The current language and a setter that also remembers the choice in localStorage. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  const setLanguage = (language: Language) => {
    try {
      window.localStorage.setItem(languageStorageKey, language);
    } catch {
      // Storage can be blocked (private mode); the choice then lasts for this visit only.
    }
    changeLanguageInTransition(language);
  };
  return { language: isLanguage(current) ? current : defaultLanguage, setLanguage };
}
