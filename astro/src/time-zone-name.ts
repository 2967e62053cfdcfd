import type { Bilingual } from './names.ts';

/*
 * Time zone names and the error of bad birth input, apart from the engine: web/vite.config.ts
 * puts every other module of @app/astro into the engine's chunk (about 43 KB compressed), and the
 * booking pages name zones before anything is computed (docs/decisions/046).
 */

/**
 * Input that cannot describe a real moment. `field` names the offending field; the message is
 * in English (`message`, `messages.en`) and Hindi (`messages.hi`), so that a reply can be in the
 * language of the request and a calculator page can show it as it is.
 */
export class BirthInputError extends Error {
  override name = 'BirthInputError';
  readonly messages: Bilingual;

  constructor(
    readonly field: string,
    messages: Bilingual,
  ) {
    super(messages.en);
    this.messages = messages;
  }

  /** The message in one of the two languages. */
  messageIn(language: keyof Bilingual): string {
    return this.messages[language];
  }
}

/**
 * Zones that ICU (and so `Intl`) still names as the tz database once did; the tz database's
 * current name is the one given back, so that a reply says `Asia/Kolkata` on every Node.js
 * (ICU's canonical name is `Asia/Calcutta`). Only renamings of the same place: zones merged into
 * another country's (`Europe/Vatican`) keep their own names.
 */
const renamedZones: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/**
 * The canonical name of each zone asked for, by its name in lower case. Zones are matched without
 * regard to case (`aSiA/kOlKaTa`): keyed by the lower case, the map holds at most one entry per
 * zone the runtime knows (a few hundred, aliases included), however many spellings arrive, and a
 * known zone in a new spelling creates no `Intl` object (each costs memory until collected).
 * Everything else is keyed by the canonical name (docs/decisions/033).
 */
const canonicalNames = new Map<string, string>();
/** More than every zone and alias of the tz database: a bound that is never reached in use. */
const maxCanonicalNames = 2048;

function unknownZoneError(zone: string): BirthInputError {
  const shown = zone.length > 64 ? `${zone.slice(0, 64)}…` : zone;
  return new BirthInputError('zone', {
    en: `${shown} is not a known IANA time zone (such as Asia/Kolkata).`,
    hi: `${shown} कोई जाना-पहचाना IANA समय क्षेत्र नहीं है (जैसे Asia/Kolkata)।`,
  });
}

/**
 * The canonical IANA name of a time zone in any spelling the runtime accepts: `asia/kolkata`,
 * `Asia/Calcutta` and `ASIA/CALCUTTA` are all `Asia/Kolkata`, `US/Eastern` is
 * `America/New_York`. Throws BirthInputError for anything that is not a zone (an offset such as
 * `+05:30`, which newer runtimes accept, is not one: give `utcOffsetMinutes`).
 */
/**
 * The name to show for a zone the browser lists as one of its own (`Intl.supportedValuesOf`,
 * which gives each zone once under the browser's primary name): that name, or today's where the
 * browser still uses the old one. The same as `canonicalTimeZone` for those names, without asking
 * Intl for each (400 zones took 200 ms of a phone's main thread).
 */
export function currentNameOfListedZone(zone: string): string {
  return renamedZones[zone] ?? zone;
}

export function canonicalTimeZone(zone: string): string {
  const key = zone.toLowerCase();
  const remembered = canonicalNames.get(key);
  if (remembered !== undefined) return remembered;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: key }).resolvedOptions().timeZone;
  } catch {
    throw unknownZoneError(zone);
  }
  if (!/^[A-Za-z]/.test(resolved)) throw unknownZoneError(zone);
  const canonical = renamedZones[resolved] ?? resolved;
  if (canonicalNames.size >= maxCanonicalNames) {
    canonicalNames.delete(canonicalNames.keys().next().value as string);
  }
  canonicalNames.set(key, canonical);
  return canonical;
}
