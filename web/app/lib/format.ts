import type { Language } from '@app/contract/site';

const locales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Rupees the Indian way: 1,500 and 1,48,000, with the rupee sign. */
export function formatRupees(rupees: number, language: Language = 'en'): string {
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: rupees % 1 === 0 ? 0 : 2,
    numberingSystem: 'latn',
  }).format(rupees);
}

/** A whole number with Indian digit grouping (1,48,000). */
export function formatCount(value: number, language: Language = 'en'): string {
  return new Intl.NumberFormat(locales[language], { numberingSystem: 'latn' }).format(value);
}

export function formatDate(iso: string, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
