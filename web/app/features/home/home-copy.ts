import { registerNamespace } from '~/lib/i18n';
import en from '~/locales/en/home.json';
import hi from '~/locales/hi/home.json';

/** Adds the home page's English and Hindi copy (the `home` namespace) to i18next, once. */
export function registerHomeCopy(): void {
  registerNamespace('home', en, hi);
}
