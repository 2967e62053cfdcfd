/**
 * The rules the horoscopes read transits (gochara) by, counted from the Moon sign (rashi): which
 * houses are good for each graha, which house obstructs each good one (vedha), what each life
 * area weighs, and how the reading's small fields are chosen (docs/decisions/036). The table of
 * good houses and their vedha is Mantreswara's Phaladeepika, chapter 26 (Gochara phala), as the
 * standard manuals reproduce it (B. V. Raman, "Hindu Predictive Astrology", the chapter on
 * transits); the tests read these rules, the readings follow them.
 */

export const gocharaGrahas = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type GocharaGraha = (typeof gocharaGrahas)[number];

/**
 * For each graha, its good houses from the Moon sign, each with the house whose occupant
 * obstructs it (vedha). Every other house is unfavourable for that graha.
 */
export const goodHousesWithVedha: Readonly<Record<GocharaGraha, Readonly<Record<number, number>>>> =
  {
    sun: { 3: 9, 6: 12, 10: 4, 11: 5 },
    moon: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
    mars: { 3: 12, 6: 9, 11: 5 },
    mercury: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
    jupiter: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
    venus: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 3, 12: 6 },
    saturn: { 3: 12, 6: 9, 11: 5 },
    // Rahu and Ketu are read as Saturn is (the manuals' usual rule).
    rahu: { 3: 12, 6: 9, 11: 5 },
    ketu: { 3: 12, 6: 9, 11: 5 },
  };

/**
 * Pairs that do not obstruct each other: father and son (Sun and Saturn, Moon and Mercury), as
 * the text says; and Rahu and Ketu, which always stand opposite (Rahu's good 11th would otherwise
 * always be held back by Ketu in the 5th).
 */
const noVedhaBetween: readonly (readonly [GocharaGraha, GocharaGraha])[] = [
  ['sun', 'saturn'],
  ['moon', 'mercury'],
  ['rahu', 'ketu'],
];

/** The house (1-12) a sign is in, counted from the Moon sign: the Moon sign itself is the 1st. */
export function houseFrom(moonSign: number, sign: number): number {
  return ((sign - moonSign + 12) % 12) + 1;
}

/** The sign (1-12) that is the `house`-th from the Moon sign. */
export function signInHouse(moonSign: number, house: number): number {
  return ((moonSign - 1 + house - 1) % 12) + 1;
}

export function isGoodHouse(graha: GocharaGraha, house: number): boolean {
  return goodHousesWithVedha[graha][house] !== undefined;
}

/**
 * The graha that obstructs `graha`'s good transit of `house`, given where every graha is
 * (houses from the Moon sign), if any: one standing in the vedha house, unless the pair is exempt.
 */
export function vedhaOf(
  graha: GocharaGraha,
  house: number,
  houses: Readonly<Partial<Record<GocharaGraha, number>>>,
): GocharaGraha | undefined {
  const vedhaHouse = goodHousesWithVedha[graha][house];
  if (vedhaHouse === undefined) return undefined;
  return gocharaGrahas.find(
    (other) =>
      other !== graha &&
      houses[other] === vedhaHouse &&
      !noVedhaBetween.some(
        ([a, b]) => (a === graha && b === other) || (b === graha && a === other),
      ),
  );
}

/** Saturn's Sade Sati (12th, 1st, 2nd from the Moon sign) and Dhaiya (4th, 8th). */
export type SaturnPhase =
  | { kind: 'sade-sati'; phase: 'rising' | 'peak' | 'setting' }
  | { kind: 'dhaiya'; house: 4 | 8 }
  | { kind: 'none' };

export function saturnPhase(saturnHouse: number): SaturnPhase {
  if (saturnHouse === 12) return { kind: 'sade-sati', phase: 'rising' };
  if (saturnHouse === 1) return { kind: 'sade-sati', phase: 'peak' };
  if (saturnHouse === 2) return { kind: 'sade-sati', phase: 'setting' };
  if (saturnHouse === 4 || saturnHouse === 8) return { kind: 'dhaiya', house: saturnHouse };
  return { kind: 'none' };
}

/** The Moon in the 8th from the Moon sign: chandrashtama, a time to go carefully. */
export const chandrashtamaHouse = 8;

export const lifeAreas = ['work', 'love', 'health', 'family'] as const;
export type LifeArea = (typeof lifeAreas)[number];

/**
 * What each life area weighs: the grahas that signify it (each counts +1 in a good house and
 * not obstructed, −1 in any other) and its houses (a benefic there counts +½, a malefic −½).
 * A total above ½ reads as good, below −½ as hard, else mixed.
 */
export const lifeAreaWeights: Readonly<
  Record<LifeArea, { grahas: readonly GocharaGraha[]; houses: readonly number[] }>
> = {
  work: { grahas: ['sun', 'mercury', 'jupiter', 'saturn'], houses: [2, 10, 11] },
  love: { grahas: ['venus', 'moon', 'mars'], houses: [5, 7] },
  health: { grahas: ['sun', 'moon', 'mars', 'saturn'], houses: [1, 6, 8] },
  family: { grahas: ['moon', 'jupiter', 'mercury'], houses: [2, 4] },
};

export const benefics: readonly GocharaGraha[] = ['jupiter', 'venus', 'mercury', 'moon'];

export type AreaLevel = 'good' | 'mixed' | 'hard';

/** The level of a life area, given where each graha is (houses from the Moon sign). */
export function lifeAreaLevel(
  area: LifeArea,
  houses: Readonly<Partial<Record<GocharaGraha, number>>>,
): { level: AreaLevel; score: number } {
  const { grahas, houses: areaHouses } = lifeAreaWeights[area];
  let score = 0;
  for (const graha of grahas) {
    const house = houses[graha];
    if (house === undefined) continue;
    score += isGoodHouse(graha, house) && !vedhaOf(graha, house, houses) ? 1 : -1;
  }
  for (const graha of gocharaGrahas) {
    const house = houses[graha];
    if (house === undefined || !areaHouses.includes(house)) continue;
    score += benefics.includes(graha) ? 0.5 : -0.5;
  }
  return { level: score > 0.5 ? 'good' : score < -0.5 ? 'hard' : 'mixed', score };
}

/**
 * The period's strongest helper: the first of these, in this order (the slow grahas weigh most),
 * that is in a good house and not obstructed. Its colour, number and hour are the reading's
 * lucky colour, number and time.
 */
export const strengthOrder: readonly GocharaGraha[] = [
  'jupiter',
  'saturn',
  'venus',
  'rahu',
  'ketu',
  'mars',
  'sun',
  'mercury',
  'moon',
];

/** The lord of each sign (1 = Aries): when no graha helps, the Moon sign's lord stands in. */
export const signLords: readonly GocharaGraha[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

/** Each graha's number in the Indian numerology of the grahas (Sun 1 ... Mars 9). */
export const grahaNumbers: Readonly<Record<GocharaGraha, number>> = {
  sun: 1,
  moon: 2,
  jupiter: 3,
  rahu: 4,
  mercury: 5,
  venus: 6,
  ketu: 7,
  saturn: 8,
  mars: 9,
};

/** The weekday (vara, 1 = Sunday) and hora each graha rules; Rahu as Saturn, Ketu as Mars. */
export const grahaHoraLord: Readonly<Record<GocharaGraha, GocharaGraha>> = {
  sun: 'sun',
  moon: 'moon',
  mars: 'mars',
  mercury: 'mercury',
  jupiter: 'jupiter',
  venus: 'venus',
  saturn: 'saturn',
  rahu: 'saturn',
  ketu: 'mars',
};
