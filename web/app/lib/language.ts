import { defaultLanguage, type Language } from '@app/contract/site';
import {
  adminNotFoundPathPattern,
  clientOnlyPathPatterns,
  hindiPathPrefix,
  isClientOnlyPath,
  languageCookieName,
  languageOfPath,
} from '@app/contract/web-routes';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isLanguage, languageStorageKey, loadLanguage, useRenderLanguage } from '~/lib/i18n';

/*
 * Which language a page is drawn in (docs/decisions/026):
 * - a public page: its address (`/hi/...` is Hindi, every other address English), so the HTML
 *   prerendered for it is already in its language;
 * - a page drawn only in the browser (My Orders, admin): the language of the last public page the
 *   visitor saw in this tab, else the visitor's stored choice.
 * The visitor's choice is kept in localStorage under `language` (the specification) and in a
 * cookie of the same name, which the server reads to send a Hindi reader who opens an English
 * address to its Hindi twin before anything is painted.
 */

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

let browserPageLanguage: Language | undefined;
const browserPageLanguageListeners = new Set<() => void>();

function getBrowserPageLanguage(): Language {
  browserPageLanguage ??= typeof window === 'undefined' ? defaultLanguage : readStoredLanguage();
  return browserPageLanguage;
}

function subscribeToBrowserPageLanguage(listener: () => void): () => void {
  browserPageLanguageListeners.add(listener);
  return () => browserPageLanguageListeners.delete(listener);
}

/**
 * The language of the page at an address, outside React (a route's meta): its address's, or for
 * a page drawn only in the browser the visitor's.
 */
export function pageLanguage(pathname: string): Language {
  return isClientOnlyPath(pathname) ? getBrowserPageLanguage() : languageOfPath(pathname);
}

/** The language the page at the current address is drawn in; for the root component. */
export function useDocumentLanguage(): Language {
  const { pathname } = useLocation();
  const clientOnly = isClientOnlyPath(pathname);
  // Only pages drawn in the browser read the visitor's language, and their prerendered shell (the
  // SPA fallback) has no text to mismatch, so the server snapshot can be the browser's. A public
  // page's is its address's: not the stored value, which the effect below changes (a snapshot
  // that changed after hydration made React draw the whole page again at once).
  const readLanguage = clientOnly ? getBrowserPageLanguage : () => languageOfPath(pathname);
  const language = useSyncExternalStore(subscribeToBrowserPageLanguage, readLanguage, readLanguage);
  useLayoutEffect(() => {
    // Hydration keeps the attribute the HTML had (the SPA fallback's); set it for certain.
    document.documentElement.lang = language;
    if (!clientOnly) browserPageLanguage = language;
  }, [clientOnly, language]);
  return language;
}

/**
 * The language of the page on screen, for code outside React (the API client): <html lang>,
 * which the root component keeps in step with the page.
 */
export function currentLanguage(): Language {
  if (typeof document === 'undefined') return defaultLanguage;
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : defaultLanguage;
}

/** The current page's language, which the root gives to React (`LanguageProvider`). */
export function useLanguage(): { language: Language } {
  return { language: useRenderLanguage() };
}

/**
 * Remembers the visitor's choice (the language switch): localStorage for the page's own code,
 * the cookie for the server. A page drawn only in the browser redraws in the chosen language at
 * once; a public page is left by navigating to its twin (the switch's link).
 */
export function chooseLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage can be blocked (private mode); the cookie and the address still carry the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, no need for the Cookie Store API
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  if (browserPageLanguage === language) return;
  // The page redraws in the new language once its strings are here (fetched if this page never
  // showed it): a redraw from this choice cannot wait for them on screen (decision 048).
  const redraw = () => {
    browserPageLanguage = language;
    for (const listener of browserPageLanguageListeners) listener();
  };
  loadLanguage(language).then(redraw, redraw);
}

/**
 * For English public pages (and the SPA fallback, the shell of the pages drawn in the browser),
 * in <head> before anything is painted:
 * - on a public page, a visitor whose stored choice is Hindi but who has no cookie yet (a choice
 *   made before the cookie existed, or cookies cleared) is sent to the Hindi twin, and gets the
 *   cookie so the server does it next time;
 * - on a page drawn in the browser, <html lang> is set from the stored choice (React keeps the
 *   attribute it hydrates; `useDocumentLanguage` keeps it right afterwards).
 * The SPA fallback also serves Hindi addresses (a calendar month of a year not prerendered,
 * `/hi/panchang/calendar/2031/05`): those are left alone, already in Hindi.
 */
const clientOnlyPattern = [...clientOnlyPathPatterns, adminNotFoundPathPattern]
  .map((pattern) => pattern.source)
  .join('|');
export const storedLanguageScript = `try{var p=location.pathname;if(localStorage.getItem('${languageStorageKey}')==='hi'){if(/${clientOnlyPattern}/.test(p)){document.documentElement.lang='hi'}else if(!/^\\${hindiPathPrefix}(\\/|$)/.test(p)){document.documentElement.style.visibility='hidden';document.cookie='${languageCookieName}=hi; Path=/; Max-Age=31536000; SameSite=Lax';location.replace('${hindiPathPrefix}'+(p==='/'?'':p)+location.search+location.hash)}}}catch(e){}`;
