import { cachedFormatter, groupDigitsIndian } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';

/** A whole number with Indian digit grouping (1,48,000), the same in both languages. */
export function formatCount(value: number): string {
  return groupDigitsIndian(value);
}

export function formatDate(iso: string, language: Language = 'en'): string {
  return cachedFormatter(Intl.DateTimeFormat, language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/**
 * Hindi names of the parts of the day, as CLDR's `hi` day periods divide it (what
 * Intl.DateTimeFormat's `dayPeriod` prints): night until 04:00, morning until 12:00, afternoon
 * until 16:00, evening until 20:00, then night again.
 */
const hindiDayPeriods: ReadonlyArray<readonly [fromHour: number, name: string]> = [
  [20, 'रात'],
  [16, 'शाम'],
  [12, 'दोपहर'],
  [4, 'सुबह'],
  [0, 'रात'],
];

/**
 * A clock time of the business day ("09:00", "18:00") as people read it: "9:00 AM" in English,
 * "सुबह 9:00" (morning, afternoon, evening) in Hindi; digits always Latin. Written out rather
 * than with Intl: the shell's footer formats these on every page, creating the first
 * DateTimeFormat loads locale data (tens of milliseconds on a phone), and Node and the browser
 * disagree on the space before "AM", which would make the prerendered HTML differ from hydration.
 */
export function formatClockTime(time: string, language: Language = 'en'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
  if (language === 'hi') {
    const period = hindiDayPeriods.find(([fromHour]) => hours >= fromHour)?.[1] ?? 'रात';
    return `${period} ${clock}`;
  }
  return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A phone number as a tel: link target ("+91 98100 21411" -> "tel:+919810021411"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
