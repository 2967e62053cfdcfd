import { isGoodHouse } from '@app/contract/gochara-rules';
import type { HoroscopeKind } from '@app/contract/horoscope';
import type {
  BasisMoonHouse,
  BasisNote,
  BasisReason,
  BasisTransit,
  HoroscopeBasis,
} from '@app/contract/horoscope-basis';
import { istOffsetMs } from '@app/contract/india-time';
import { longMonthNames } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { monthNames, type ZodiacSign, zodiacSigns } from '@app/contract/zodiac';
import type { ReactNode } from 'react';
import { formatClockAt } from '~/lib/astro-format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { istDate } from '../api/get-horoscope';

registerNamespace('horoscope-basis');

/**
 * The body of "Why this reading" (issue 31, docs/decisions/036), drawn from the reading's
 * `basis`: where each graha is and in which house from the Moon sign, whether that house is
 * good for it, what obstructs it (vedha), when it entered or leaves its sign; the Moon's houses
 * through the day or week with their times; the notes (stations, chandrashtama, Sade Sati or
 * Dhaiya, eclipses); the life areas; and which of these lines each sentence was written from.
 * Times are India Standard Time, written without Intl (decision 010). Loaded when the panel is
 * first opened (reading-basis-panel.tsx): none of it is in the page's first load.
 */

type Period = 'daily' | 'weekly' | 'yearly';

const periodOf = (kind: HoroscopeKind): Period =>
  kind === 'daily' ? 'daily' : kind === 'yearly' ? 'yearly' : 'weekly';

/** The grahas a yearly reading follows; the others are listed apart, folded. */
const slowGrahas: readonly BasisTransit['planet'][] = ['jupiter', 'saturn', 'rahu', 'ketu'];

const istOffsetMinutes = istOffsetMs / 60_000;

/** Joins the parts of one instant, so that a line breaks only between two of them. */
const nbsp = '\u00a0';

/** 0 for Sunday ... 6 for Saturday, of a calendar date `YYYY-MM-DD`. */
function weekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const signOf = (sign: number): ZodiacSign | undefined => zodiacSigns[sign - 1];

/**
 * An instant in IST as the panel writes it: the clock time alone on a daily reading's own day;
 * else with the date, and the weekday within a day's or a week's reading ("Tue 24 Nov, 7:24 AM",
 * "मंगलवार, 24 नवंबर, सुबह 7:24"; a year's: "2 Jun, 1:49 AM"), unbroken.
 */
function formatInstant(
  iso: string,
  language: Language,
  period: Period,
  periodDay: string,
  weekdays: readonly string[],
) {
  const time = formatClockAt(iso, istOffsetMinutes, language).replaceAll(' ', nbsp);
  const date = istDate(iso);
  if (period === 'daily' && date === periodDay) return time;
  const [, month = '1', day = '1'] = date.split('-');
  const monthName =
    language === 'en' ? monthNames.en[Number(month) - 1] : longMonthNames.hi[Number(month) - 1];
  const dayMonth = `${Number(day)}${nbsp}${monthName}`;
  if (period === 'yearly') return `${dayMonth},${nbsp}${time}`;
  const weekday = weekdays[weekdayOf(date)];
  return language === 'en'
    ? `${weekday}${nbsp}${dayMonth},${nbsp}${time}`
    : `${weekday},${nbsp}${dayMonth},${nbsp}${time}`;
}

function useBasisWords(kind: HoroscopeKind, language: Language, basis: HoroscopeBasis) {
  const { t } = useTranslation('horoscope-basis');
  const period = periodOf(kind);
  const periodDay = istDate(basis.period.start);
  const start = Date.parse(basis.period.start);
  const end = Date.parse(basis.period.end);
  const weekdays = t('weekdays', { returnObjects: true }) as readonly string[];
  const instant = (iso: string) => formatInstant(iso, language, period, periodDay, weekdays);
  const ordinals = t('ordinals', { returnObjects: true }) as readonly string[];
  const words = {
    t,
    period,
    instant,
    graha: (graha: BasisTransit['planet']) => t(`grahas.${graha}`),
    sign: (sign: number) => signOf(sign)?.displayName[language] ?? String(sign),
    /** "8th" / "आठवें", as in "your 8th house". */
    ordinal: (house: number) => ordinals[house - 1] ?? String(house),
    /** A stretch within the period: all of it, from, until, or from ... to. */
    span(from: string | undefined, to: string | undefined) {
      const opens = from !== undefined && Date.parse(from) > start;
      const closes = to !== undefined && Date.parse(to) < end;
      if (opens && closes) return t('when.between', { start: instant(from), end: instant(to) });
      if (opens) return t('when.from', { time: instant(from) });
      if (closes) return t('when.until', { time: instant(to) });
      return t(`when.${period}`);
    },
    note(note: BasisNote): string {
      switch (note.kind) {
        case 'station':
          return t(`notes.station.${note.retrograde ? 'retrograde' : 'direct'}`, {
            graha: t(`grahas.${note.planet}`),
            time: instant(note.at),
          });
        case 'chandrashtama':
          return t('notes.chandrashtama', { when: words.span(note.start, note.end) });
        case 'sade-sati':
          return t(`notes.sadeSati.${note.phase}`);
        case 'dhaiya':
          return t(`notes.dhaiya.${note.house}`);
        case 'eclipse': {
          const types = t('notes.eclipseTypes', { returnObjects: true }) as Record<string, string>;
          return t(`notes.eclipse.${note.eclipse}`, {
            type: types[note.type] ?? note.type,
            sign: words.sign(note.sign),
            house: words.ordinal(note.house),
            time: instant(note.at),
          });
        }
      }
    },
  };
  return words;
}

type Words = ReturnType<typeof useBasisWords>;

/** When a note happens, for the list's order: Sade Sati and Dhaiya (the whole period) first. */
function noteTime(note: BasisNote): number {
  if (note.kind === 'station' || note.kind === 'eclipse') return Date.parse(note.at);
  if (note.kind === 'chandrashtama') return Date.parse(note.start);
  return Number.NEGATIVE_INFINITY;
}

const cell = 'px-2 py-2 align-top sm:px-3';

function EffectBadges({
  words,
  favourable,
  obstructedBy,
  retrograde,
  chandrashtama = false,
}: {
  words: Words;
  favourable: boolean;
  obstructedBy?: BasisTransit['planet'] | undefined;
  retrograde: boolean;
  chandrashtama?: boolean;
}) {
  const { t } = words;
  const effect = !favourable ? 'unfavourable' : obstructedBy ? 'obstructed' : 'favourable';
  const look = {
    favourable: 'bg-success-100 text-success-600',
    obstructed: 'bg-warning-100 text-warning-700',
    unfavourable: 'bg-danger-100 text-danger-600',
  }[effect];
  const badge = 'inline-block rounded-md px-2 py-0.5 font-semibold text-xs leading-snug';
  return (
    <span className="flex flex-wrap gap-1.5" data-effect={effect}>
      <span className={`${badge} ${look}`}>
        {t(`effect.${effect}`, obstructedBy ? { graha: words.graha(obstructedBy) } : {})}
      </span>
      {retrograde ? (
        <span className={`${badge} bg-saffron-100 text-saffron-800`}>{t('effect.retrograde')}</span>
      ) : null}
      {chandrashtama ? (
        <span className={`${badge} bg-maroon-100 text-maroon-800`}>
          {t('effect.chandrashtama')}
        </span>
      ) : null}
    </span>
  );
}

/** The table's head: (the graha,) house and sign, when (IST), effect. */
function TableHead({ words, graha = false }: { words: Words; graha?: boolean }) {
  const { t } = words;
  return (
    <thead>
      <tr className="border-gold-300 border-b-2 text-left text-maroon-800 text-sm">
        {graha ? (
          <th scope="col" className={cell}>
            {t('table.graha')}
          </th>
        ) : null}
        <th scope="col" className={cell}>
          <span className="sm:hidden">{t('table.houseWhen')}</span>
          <span className="hidden sm:inline">{t('table.house')}</span>
        </th>
        <th scope="col" className={`${cell} hidden sm:table-cell`}>
          {t('table.when')}
        </th>
        <th scope="col" className={cell}>
          {t('table.effect')}
        </th>
      </tr>
    </thead>
  );
}

/**
 * The house and sign, and when: a column of its own from the small breakpoint, under the house
 * on a phone (two columns fit its width, three do not).
 */
function HouseSignWhen({
  words,
  house,
  sign,
  when,
}: {
  words: Words;
  house: number;
  sign: number;
  when: string;
}) {
  return (
    <>
      <td className={cell}>
        <span className="block whitespace-nowrap font-semibold text-ink-900">
          {words.t('table.houseSign', { house, sign: words.sign(sign) })}
        </span>
        <span className="mt-0.5 block text-ink-700 text-xs sm:hidden">{when}</span>
      </td>
      <td className={`${cell} hidden text-ink-700 sm:table-cell`}>{when}</td>
    </>
  );
}

/** Each graha's transits in the period, one group of rows per graha. */
function TransitTable({
  words,
  transits,
  caption,
}: {
  words: Words;
  transits: readonly { transit: BasisTransit; index: number }[];
  caption: string;
}) {
  const groups: { graha: BasisTransit['planet']; rows: typeof transits }[] = [];
  for (const row of transits) {
    const group = groups.find((candidate) => candidate.graha === row.transit.planet);
    if (group) group.rows = [...group.rows, row];
    else groups.push({ graha: row.transit.planet, rows: [row] });
  }
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="basis-transits">
      <caption className="sr-only">{caption}</caption>
      <TableHead words={words} graha />
      {groups.map((group) => (
        <tbody key={group.graha} data-graha={group.graha} className="border-gold-200 border-t">
          {group.rows.map(({ transit, index }, row) => (
            <tr
              key={index}
              data-sign={transit.sign}
              data-house={transit.house}
              className="border-gold-100 border-t first:border-t-0"
            >
              {row === 0 ? (
                <th
                  scope="rowgroup"
                  rowSpan={group.rows.length}
                  className={`${cell} font-display font-normal text-base text-maroon-800`}
                >
                  {words.graha(group.graha)}
                </th>
              ) : null}
              <HouseSignWhen
                words={words}
                house={transit.house}
                sign={transit.sign}
                when={words.span(transit.from, transit.to)}
              />
              <td className={cell}>
                <EffectBadges
                  words={words}
                  favourable={transit.favourable}
                  obstructedBy={transit.obstructedBy}
                  retrograde={transit.retrograde}
                />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/** The Moon's houses through the period, with the times it enters and leaves each. */
function MoonTable({
  words,
  moonHouses,
  transits,
}: {
  words: Words;
  moonHouses: readonly BasisMoonHouse[];
  transits: readonly BasisTransit[];
}) {
  const { t } = words;
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="basis-moon">
      <caption className="sr-only">{t('moon.heading')}</caption>
      <TableHead words={words} />
      <tbody>
        {moonHouses.map((stay) => {
          const transit = transits.find(
            (candidate) => candidate.planet === 'moon' && candidate.sign === stay.sign,
          );
          return (
            <tr
              key={stay.start}
              data-sign={stay.sign}
              data-house={stay.house}
              className="border-gold-100 border-t"
            >
              <HouseSignWhen
                words={words}
                house={stay.house}
                sign={stay.sign}
                when={words.span(stay.start, stay.end)}
              />
              <td className={cell}>
                <EffectBadges
                  words={words}
                  favourable={transit?.favourable ?? isGoodHouse('moon', stay.house)}
                  obstructedBy={transit?.obstructedBy}
                  retrograde={false}
                  chandrashtama={stay.house === 8}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The line of the basis a sentence was written from, in words. */
function reasonSource(reason: BasisReason, basis: HoroscopeBasis, words: Words): string {
  const { t } = words;
  if (reason.area !== undefined) {
    return t('reasons.area', {
      area: t(`areas.${reason.area}`),
      level: t(`areas.levels.${basis.areas[reason.area]}`),
    });
  }
  if (reason.note !== undefined) {
    const note = basis.notes[reason.note];
    if (note) return words.note(note);
  }
  if (reason.moonHouse !== undefined) {
    const stay = basis.moonHouses[reason.moonHouse];
    if (stay) {
      return t('reasons.moonHouse', {
        sign: words.sign(stay.sign),
        house: words.ordinal(stay.house),
        when: words.span(stay.start, stay.end),
      });
    }
  }
  if (reason.transit !== undefined) {
    const transit = basis.transits[reason.transit];
    if (transit) {
      const values = {
        graha: words.graha(transit.planet),
        sign: words.sign(transit.sign),
        house: words.ordinal(transit.house),
      };
      return transit.from || transit.to
        ? t('reasons.transitWhen', { ...values, when: words.span(transit.from, transit.to) })
        : t('reasons.transit', values);
    }
  }
  return '';
}

function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-7 first:mt-0">
      <h3 id={id} className="text-lg text-maroon-800 sm:text-xl">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function ReadingBasis({
  kind,
  sign,
  language,
  basis,
}: {
  kind: HoroscopeKind;
  sign: ZodiacSign;
  language: Language;
  basis: HoroscopeBasis;
}) {
  const words = useBasisWords(kind, language, basis);
  const { t } = words;
  const indexed = basis.transits.map((transit, index) => ({ transit, index }));
  // The Moon has its own table when the reading follows it through the period.
  const listed = indexed.filter(
    ({ transit }) => transit.planet !== 'moon' || basis.moonHouses.length === 0,
  );
  const yearly = kind === 'yearly';
  const main = yearly
    ? slowGrahas.flatMap((graha) => listed.filter(({ transit }) => transit.planet === graha))
    : listed;
  const faster = yearly ? listed.filter(({ transit }) => !slowGrahas.includes(transit.planet)) : [];
  const notes = basis.notes
    .map((note, index) => ({ note, index }))
    .sort((a, b) => noteTime(a.note) - noteTime(b.note));
  const reasons = basis.reasons
    .map((reason) => ({ reason, source: reasonSource(reason, basis, words) }))
    .filter(({ source }) => source !== '');

  return (
    <div className="text-ink-900" data-testid="reading-basis-body">
      <p className="text-ink-700 text-sm leading-relaxed">
        {t('intro', { sign: sign.displayName[language] })}
      </p>

      <div className="mt-6">
        <Subsection id="basis-transits-heading" title={t('transits.heading')}>
          {yearly ? <p className="mb-2 text-ink-700 text-sm">{t('transits.slowFirst')}</p> : null}
          <TransitTable words={words} transits={main} caption={t('transits.heading')} />
          {faster.length > 0 ? (
            <details className="mt-4 rounded-xl border border-gold-200">
              <summary className="cursor-pointer px-3 py-2.5 font-semibold text-maroon-700 text-sm">
                {t('transits.faster')}
              </summary>
              <div className="border-gold-100 border-t px-1 pb-2 sm:px-2">
                <TransitTable words={words} transits={faster} caption={t('transits.faster')} />
              </div>
            </details>
          ) : null}
        </Subsection>

        {basis.moonHouses.length > 0 ? (
          <Subsection id="basis-moon-heading" title={t('moon.heading')}>
            {kind === 'daily' ? null : (
              <p className="mb-2 text-ink-700 text-sm">{t('moon.intro')}</p>
            )}
            <MoonTable words={words} moonHouses={basis.moonHouses} transits={basis.transits} />
          </Subsection>
        ) : null}

        {basis.notes.length > 0 ? (
          <Subsection id="basis-notes-heading" title={t('notes.heading')}>
            <ul className="space-y-2 text-sm" data-testid="basis-notes">
              {notes.map(({ note, index }) => (
                <li key={index} data-note={note.kind} className="flex gap-2">
                  <span aria-hidden="true" className="text-gold-600">
                    ✦
                  </span>
                  <span>{words.note(note)}</span>
                </li>
              ))}
            </ul>
          </Subsection>
        ) : null}

        <Subsection id="basis-areas-heading" title={t('areas.heading')}>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="basis-areas">
            {(['work', 'love', 'health', 'family'] as const).map((area) => {
              const level = basis.areas[area];
              const look = {
                good: 'border-success-600/30 bg-success-100/60 text-success-600',
                mixed: 'border-warning-700/20 bg-warning-100/70 text-warning-700',
                hard: 'border-danger-600/25 bg-danger-100/60 text-danger-600',
              }[level];
              return (
                <div
                  key={area}
                  data-area={area}
                  data-level={level}
                  className={`rounded-xl border px-3 py-2 ${look}`}
                >
                  <dt className="text-ink-700 text-xs">{t(`areas.${area}`)}</dt>
                  <dd className="font-semibold">{t(`areas.levels.${level}`)}</dd>
                </div>
              );
            })}
          </dl>
        </Subsection>

        {reasons.length > 0 ? (
          <details className="mt-7 rounded-xl border border-gold-200">
            <summary className="cursor-pointer px-3 py-2.5 font-semibold text-maroon-700">
              {t('reasons.heading')}
            </summary>
            <div className="border-gold-100 border-t px-3 py-3">
              <p className="text-ink-700 text-sm">{t('reasons.intro')}</p>
              <ol className="mt-3 space-y-3" data-testid="basis-reasons">
                {reasons.map(({ reason, source }, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the sentences are fixed for the reading
                  <li key={index} className="text-sm leading-relaxed">
                    <p className="text-ink-900">{reason.text}</p>
                    <p className="mt-0.5 text-ink-500 text-xs">
                      <span className="font-semibold">{t('reasons.from')}</span> {source}
                    </p>
                  </li>
                ))}
              </ol>
            </div>
          </details>
        ) : null}
      </div>
    </div>
  );
}
