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

/**
 * A clock time of the business day ("09:00", "18:00") as people read it: "9:00 AM" in English,
 * "सुबह 9:00" (morning, afternoon, evening) in Hindi; digits always Latin.
 */
export function formatClockTime(time: string, language: Language = 'en'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const options: Intl.DateTimeFormatOptions =
    language === 'hi' ? { dayPeriod: 'short' } : { hour12: true };
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    numberingSystem: 'latn',
    timeZone: 'UTC',
    ...options,
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** A phone number as a tel: link target ("+91 98100 21411" -> "tel:+919810021411"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
