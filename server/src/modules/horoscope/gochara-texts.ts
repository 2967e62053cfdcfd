import {
  type GocharaGraha,
  gocharaGrahas,
  type LifeArea,
  lifeAreas,
} from '@app/contract/gochara-rules';
import type { Language } from '@app/contract/site';
import { z } from 'zod';
import en from './readings/en/gochara.json' with { type: 'json' };
import hi from './readings/hi/gochara.json' with { type: 'json' };

/**
 * The sentences the horoscopes are written from (docs/decisions/036), one file per language with
 * the same keys and placeholders (test/modules/horoscope/gochara-texts.test.ts checks both, and
 * that every sentence is used by a rule of gochara-reading.ts). Placeholders: `{planet}`,
 * `{sign}`, `{house}` (the house as an ordinal, "10th" / "दसवें"), `{date}`, `{time}`,
 * `{start}`, `{end}`, `{days}`, `{by}`, `{byHouse}`.
 */

const text = z.string().min(1);
const houseKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type HouseKey = (typeof houseKeys)[number];
/** The key of house 1-12 in the tables by house. */
export const houseKey = (house: number): HouseKey => String(house) as HouseKey;
const byHouse = z.strictObject(
  Object.fromEntries(houseKeys.map((key) => [key, text])) as Record<HouseKey, z.ZodString>,
);
const byGraha = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(gocharaGrahas.map((graha) => [graha, value])) as Record<GocharaGraha, T>,
  );
const levels = z.strictObject({ good: text, mixed: text, hard: text });

export const gocharaTextsSchema = z.strictObject({
  /** What each kind of reading is read from, opening it. */
  intro: z.strictObject({ daily: text, weekly: text, weeklyLove: text, yearly: text }),
  /** The ordinal of each house as the sentences put it ("10th", "दसवें"). */
  houseOrdinals: byHouse,
  /** The Moon in each house from the Moon sign, for a day. */
  moonDay: byHouse,
  /** The Moon changes house during the day: `{time}`, `{house}`, then that house's moonDay. */
  moonChanges: text,
  /** The days of a week the Moon passes good houses: `{days}`. */
  moonGoodDays: text,
  /** A week in which the Moon passes no good house unobstructed. */
  moonQuietWeek: text,
  /** The Moon in the 8th (chandrashtama): for a day, and for a week's stretch `{start}`-`{end}`. */
  chandrashtama: z.strictObject({ daily: text, weekly: text }),
  /** Each graha in each house from the Moon sign: the classical result, in our words. */
  transit: byGraha(byHouse),
  /** Venus and Mars in each house, as they bear on love (the weekly love reading). */
  love: z.strictObject({ venus: byHouse, mars: byHouse }),
  /** The Moon through the 5th or 7th in a week, for love: `{days}`, `{house}`. */
  loveMoon: text,
  /** A graha entering a house within the period: `{planet}`, `{house}`, `{sign}`, `{date}`. */
  ingress: text,
  /** A graha turning retrograde or direct: `{planet}`, `{date}`. */
  station: z.strictObject({ retrograde: text, direct: text }),
  /** A graha moving backwards through the period: `{planet}`. */
  retrograde: text,
  /** A good transit obstructed: `{planet}`, `{house}`, `{by}`, `{byHouse}`. */
  vedha: text,
  sadeSati: z.strictObject({ rising: text, peak: text, setting: text }),
  dhaiya: z.strictObject({ '4': text, '8': text }),
  /** An eclipse within the period: `{date}`, `{house}`, `{sign}`. */
  eclipse: z.strictObject({ solar: text, lunar: text }),
  /** Each life area at each level. */
  areas: z.strictObject(
    Object.fromEntries(lifeAreas.map((area) => [area, levels])) as Record<LifeArea, typeof levels>,
  ),
  /** The mood of the period, by the Moon's (or, for a year, Jupiter's) house: one or two words. */
  moods: byHouse,
  /** Each graha's colour: one or two words. */
  colours: byGraha(text),
  /** The lucky time: in a day the hora `{start}`-`{end}`; in a week or year, a weekday's hora. */
  luckyTime: z.strictObject({ daily: text, weekday: text }),
  /** The weekday names, Sunday first, as "on Thursdays" reads ("Thursdays", "गुरुवार"). */
  weekdays: z.tuple([text, text, text, text, text, text, text]),
  /** The weekday names, Sunday first, for days of one week ("Saturday", "शनिवार"). */
  dayNames: z.tuple([text, text, text, text, text, text, text]),
  /** What joins the last two of a list (" and ", " और "). */
  listAnd: z.string().min(1),
});
export type GocharaTexts = z.infer<typeof gocharaTextsSchema>;

/** The texts of each language, checked once when the server starts. */
export const gocharaTexts: Readonly<Record<Language, GocharaTexts>> = {
  en: gocharaTextsSchema.parse(en),
  hi: gocharaTextsSchema.parse(hi),
};

/** A text with its placeholders filled. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
