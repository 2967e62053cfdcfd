import { defaultLanguage, type Language } from '@app/contract/site';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '~/lib/i18n';

/** The language the horoscope pages render in (re-renders when the visitor switches). */
export function useHoroscopeLanguage(): Language {
  const { i18n } = useTranslation('horoscope');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : defaultLanguage;
}
