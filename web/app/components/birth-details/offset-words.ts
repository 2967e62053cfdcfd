import { cachedFormatter } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { fixedT, registerNamespace } from '~/lib/i18n';
import { offsetPresets, parseOffset, utcOffsetWords } from './birth-details';

registerNamespace('birth-details');

/**
 * The offset from UTC a chart is computed with, in words a person recognises: "India Standard
 * Time, UTC+5:30", "War time, UTC+6:30" (India, 1942-45), "Bombay time, UTC+4:51", or the zone's
 * own name elsewhere ("British Summer Time, UTC+1:00").
 */
export type OffsetInUse = {
  /** Minutes east of UTC (may have a fraction: Calcutta time is +5:53:20). */
  minutes: number;
  /** The place's IANA zone. */
  zone: string | null;
  /** From the zone's history, or given by the person. */
  source: 'zone' | 'override';
  /** The moment (for the zone's own name, which changes with summer time). */
  at: Date;
};

type OffsetName = 'ist' | 'war' | 'madras' | 'localMean' | 'bombay' | 'calcutta' | 'given';

const indianZones = new Set(['Asia/Kolkata', 'Asia/Calcutta']);
const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** Which of our names the offset has, or null when the zone's own name says it best. */
export function offsetName({ minutes, zone, source }: OffsetInUse): OffsetName | null {
  if (source === 'override') {
    const preset = offsetPresets.find(({ offset }) => near(parseOffset(offset) ?? 0, minutes));
    return preset ? preset.id : 'given';
  }
  if (!zone || !indianZones.has(zone)) return null;
  if (near(minutes, 330)) return 'ist';
  if (near(minutes, 390)) return 'war';
  if (near(minutes, 321 + 10 / 60)) return 'madras';
  return 'localMean';
}

/** The zone's own long name at that moment in the language, e.g. "Gulf Standard Time". */
function zoneName(zone: string, at: Date, language: Language): string {
  try {
    const formatter = cachedFormatter(Intl.DateTimeFormat, language, {
      timeZone: zone,
      timeZoneName: 'long',
    });
    return formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** "India Standard Time, UTC+5:30" in the language. */
export function offsetWords(offset: OffsetInUse, language: Language): string {
  const name = offsetName(offset);
  const words = name
    ? fixedT(language, 'birth-details')(`offset.names.${name}`)
    : zoneName(offset.zone ?? 'UTC', offset.at, language);
  return `${words}, ${utcOffsetWords(offset.minutes)}`;
}
