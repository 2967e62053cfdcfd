import type { Bilingual } from './names.ts';
import { signDistance } from './zodiac.ts';

/**
 * Manglik (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th sign counted from the
 * ascendant, from the Moon and from Venus (whole signs). The dosha is cancelled by three of the
 * exceptions that almanacs most often apply; the output names every rule that matched, so a
 * reader can see why, and the houses, so a reader can apply stricter or looser rules. Decision 011.
 */
export const manglikHouses: readonly number[] = [1, 2, 4, 7, 8, 12];

export type ManglikReference = 'ascendant' | 'moon' | 'venus';
const references: readonly ManglikReference[] = ['ascendant', 'moon', 'venus'];

export const manglikCancellations = {
  'mars-own-or-exalted-sign': {
    en: 'Mars is in its own sign (Aries, Scorpio) or exalted (Capricorn)',
    hi: 'मंगल अपनी राशि (मेष, वृश्चिक) में या उच्च (मकर) का है',
  },
  'jupiter-with-or-aspecting-mars': {
    en: 'Jupiter is with Mars or aspects it (5th, 7th or 9th sign from Jupiter)',
    hi: 'गुरु मंगल के साथ है या उस पर दृष्टि डालता है (गुरु से 5वीं, 7वीं या 9वीं राशि)',
  },
  'mars-with-moon': {
    en: 'Mars is with the Moon (Chandra-Mangala yoga)',
    hi: 'मंगल चंद्रमा के साथ है (चंद्र-मंगल योग)',
  },
} as const satisfies Record<string, Bilingual>;
export type ManglikCancellation = keyof typeof manglikCancellations;

export type Manglik = {
  /** After the cancellations. */
  isManglik: boolean;
  /** The references from which Mars falls in a manglik house. */
  from: ManglikReference[];
  /** The house of Mars counted from each reference. */
  marsHouse: Record<ManglikReference, number>;
  /** Each rule that matched ("mars-in-7th-from-ascendant" and the like), with its name. */
  rules: { rule: string; name: Bilingual }[];
  /** Exceptions that apply (they cancel the dosha when it is present). */
  cancellations: { rule: ManglikCancellation; name: Bilingual }[];
};

export type ManglikSigns = {
  ascendant: number;
  moon: number;
  venus: number;
  mars: number;
  jupiter: number;
};

const ordinal = (house: number) =>
  `${house}${house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th'}`;

const referenceNames: Readonly<Record<ManglikReference, Bilingual>> = {
  ascendant: { en: 'the ascendant', hi: 'लग्न' },
  moon: { en: 'the Moon', hi: 'चंद्रमा' },
  venus: { en: 'Venus', hi: 'शुक्र' },
};

/** Hindi ordinals in the oblique case ("from the ascendant, in the seventh house"). */
const hindiOrdinals = [
  'पहले',
  'दूसरे',
  'तीसरे',
  'चौथे',
  'पाँचवें',
  'छठे',
  'सातवें',
  'आठवें',
  'नौवें',
  'दसवें',
  'ग्यारहवें',
  'बारहवें',
];

/** "Mars in the 7th house from the ascendant", in both languages. */
function ruleName(reference: ManglikReference, house: number): Bilingual {
  return {
    en: `Mars is in the ${ordinal(house)} house from ${referenceNames[reference].en}`,
    hi: `मंगल ${referenceNames[reference].hi} से ${hindiOrdinals[house - 1]} भाव में है`,
  };
}

export function manglikDosha(signs: ManglikSigns): Manglik {
  const marsHouse = {
    ascendant: signDistance(signs.ascendant, signs.mars),
    moon: signDistance(signs.moon, signs.mars),
    venus: signDistance(signs.venus, signs.mars),
  };
  const from = references.filter((reference) => manglikHouses.includes(marsHouse[reference]));
  const rules = from.map((reference) => ({
    rule: `mars-in-${ordinal(marsHouse[reference])}-from-${reference}`,
    name: ruleName(reference, marsHouse[reference]),
  }));

  const applying: ManglikCancellation[] = [];
  if ([1, 8, 10].includes(signs.mars)) applying.push('mars-own-or-exalted-sign');
  if ([1, 5, 7, 9].includes(signDistance(signs.jupiter, signs.mars))) {
    applying.push('jupiter-with-or-aspecting-mars');
  }
  if (signs.mars === signs.moon) applying.push('mars-with-moon');
  const cancellations =
    from.length > 0 ? applying.map((rule) => ({ rule, name: manglikCancellations[rule] })) : [];
  return {
    isManglik: from.length > 0 && cancellations.length === 0,
    from,
    marsHouse,
    rules,
    cancellations,
  };
}
