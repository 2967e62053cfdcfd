import { BirthInputError } from './birth-moment.ts';
import { type Chart, type ChartInput, computeChart } from './chart.ts';
import type { Manglik } from './manglik.ts';
import type { Bilingual } from './names.ts';
import type { Graha } from './positions.ts';
import { signDistance, signLord } from './zodiac.ts';

/**
 * Ashtakoota (guna milan) matching of two charts, from the Moon sign and nakshatra of each, the
 * North Indian way (decision 011): eight kootas worth 1 to 8 points, 36 in all, with the usual
 * exceptions for bhakoot and nadi named when they apply, the verdict band of the total, and the
 * manglik status of both.
 */

export const kootaNames = [
  'varna',
  'vashya',
  'tara',
  'yoni',
  'grahaMaitri',
  'gana',
  'bhakoot',
  'nadi',
] as const;
export type KootaName = (typeof kootaNames)[number];

export const kootaMaximum: Readonly<Record<KootaName, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

export const kootaLabels: Readonly<Record<KootaName, Bilingual>> = {
  varna: { en: 'Varna', hi: 'वर्ण' },
  vashya: { en: 'Vashya', hi: 'वश्य' },
  tara: { en: 'Tara', hi: 'तारा' },
  yoni: { en: 'Yoni', hi: 'योनि' },
  grahaMaitri: { en: 'Graha maitri', hi: 'ग्रह मैत्री' },
  gana: { en: 'Gana', hi: 'गण' },
  bhakoot: { en: 'Bhakoot', hi: 'भकूट' },
  nadi: { en: 'Nadi', hi: 'नाड़ी' },
};

export const matchExceptions = {
  'bhakoot-same-lord': {
    en: 'Bhakoot dosha cancelled: both Moon signs have the same lord',
    hi: 'भकूट दोष भंग: दोनों चंद्र राशियों का स्वामी एक ही है',
  },
  'bhakoot-friendly-lords': {
    en: 'Bhakoot dosha cancelled: the lords of the Moon signs are friends',
    hi: 'भकूट दोष भंग: चंद्र राशियों के स्वामी आपस में मित्र हैं',
  },
  'nadi-same-sign-different-nakshatra': {
    en: 'Nadi dosha cancelled: same Moon sign, different nakshatras',
    hi: 'नाड़ी दोष भंग: चंद्र राशि एक, नक्षत्र अलग',
  },
  'nadi-same-nakshatra-different-sign': {
    en: 'Nadi dosha cancelled: same nakshatra, different Moon signs',
    hi: 'नाड़ी दोष भंग: नक्षत्र एक, चंद्र राशि अलग',
  },
  'nadi-same-nakshatra-different-pada': {
    en: 'Nadi dosha cancelled: same nakshatra, different padas',
    hi: 'नाड़ी दोष भंग: नक्षत्र एक, चरण अलग',
  },
} as const satisfies Record<string, Bilingual>;
export type MatchException = keyof typeof matchExceptions;

export const verdictBands = [
  { verdict: 'not-recommended', from: 0, en: 'Not recommended', hi: 'विवाह के लिए अनुकूल नहीं' },
  { verdict: 'average', from: 18, en: 'Average: acceptable', hi: 'सामान्य: स्वीकार्य' },
  { verdict: 'good', from: 25, en: 'Good match', hi: 'अच्छा मिलान' },
  { verdict: 'excellent', from: 33, en: 'Excellent match', hi: 'उत्तम मिलान' },
] as const;
export type Verdict = (typeof verdictBands)[number]['verdict'];

export type Koota = {
  name: KootaName;
  label: Bilingual;
  /** Points after the exceptions (a cancelled dosha gives the koota its full points). */
  points: number;
  /** Points by the table alone, before any exception. */
  tablePoints: number;
  max: number;
  exception?: { rule: MatchException; name: Bilingual };
};

export type Match = {
  /** Sum of the koota points after the exceptions. */
  total: number;
  /** Sum of the table points, before the exceptions (what most almanacs print). */
  tableTotal: number;
  max: 36;
  kootas: Koota[];
  manglik: { boy: Manglik; girl: Manglik };
  verdict: Verdict;
  verdictLabel: Bilingual;
};

/** What matching reads from each chart. */
export type MoonPlacement = { moonSign: number; nakshatra: number; pada: number; moonLon: number };

// ---------------------------------------------------------------------------------------------
// Tables (sign and nakshatra numbers are 1-based; arrays are indexed from 0)
// ---------------------------------------------------------------------------------------------

/** Varna of each Moon sign: 3 Brahmin, 2 Kshatriya, 1 Vaishya, 0 Shudra. */
const varnaOfSign = [2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0, 3];

type VashyaGroup = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta';
/** Vashya group of a Moon position: Sagittarius and Capricorn change group at 15°. */
function vashyaOf(sign: number, moonLon: number): VashyaGroup {
  const secondHalf = moonLon % 30 >= 15;
  switch (sign) {
    case 1:
    case 2:
      return 'chatushpada';
    case 3:
    case 6:
    case 7:
    case 11:
      return 'manava';
    case 4:
    case 12:
      return 'jalachara';
    case 5:
      return 'vanachara';
    case 8:
      return 'keeta';
    case 9:
      return secondHalf ? 'chatushpada' : 'manava';
    default:
      return secondHalf ? 'jalachara' : 'chatushpada';
  }
}
/**
 * Vashya points, the girl's group (row) against the boy's group (column). Only the Leo (vanachara)
 * row and column are not symmetric: a quadruped boy with a Leo girl scores 0, as Drik Panchang
 * scores the Ashwini boy and Magha girl of matching.test.ts; a Leo boy with a quadruped girl ½.
 */
const vashyaGroups: readonly VashyaGroup[] = [
  'chatushpada',
  'manava',
  'jalachara',
  'vanachara',
  'keeta',
];
const vashyaPoints = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0, 0, 0, 2, 0],
  [1, 1, 1, 0, 2],
];

type Yoni =
  | 'horse'
  | 'elephant'
  | 'sheep'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';
const yonis: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
];
/** Yoni of each nakshatra, Ashwini first. */
const yoniOfNakshatra: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
];
/** Yoni points: 4 same, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies. Symmetric. */
const yoniPoints = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

type Relation = 'friend' | 'neutral' | 'enemy';
type SignLord = Exclude<Graha, 'rahu' | 'ketu'>;
/** Natural friendship (naisargika maitri) of the seven planets. */
const friendship: Readonly<Record<SignLord, { friends: SignLord[]; enemies: SignLord[] }>> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};
function relation(of: SignLord, towards: SignLord): Relation {
  if (friendship[of].friends.includes(towards)) return 'friend';
  if (friendship[of].enemies.includes(towards)) return 'enemy';
  return 'neutral';
}
function maitriPoints(boyLord: SignLord, girlLord: SignLord): number {
  if (boyLord === girlLord) return 5;
  const pair = [relation(boyLord, girlLord), relation(girlLord, boyLord)].sort().join('+');
  const points: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  };
  return points[pair] ?? 0;
}

type Gana = 'deva' | 'manushya' | 'rakshasa';
const ganaOfNakshatra: readonly Gana[] = [
  'deva',
  'manushya',
  'rakshasa',
  'manushya',
  'deva',
  'manushya',
  'deva',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
];
/** Gana points, boy's gana (row) against girl's (column): deva, manushya, rakshasa. */
const ganaPoints: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 0 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
};

/** Nadi of each nakshatra: 0 adi (vata), 1 madhya (pitta), 2 antya (kapha), in zigzag. */
function nadiOf(nakshatra: number): number {
  const position = (nakshatra - 1) % 6;
  return position < 3 ? position : 5 - position;
}

// ---------------------------------------------------------------------------------------------

function koota(name: KootaName, tablePoints: number, exception?: MatchException): Koota {
  return {
    name,
    label: kootaLabels[name],
    points: exception ? kootaMaximum[name] : tablePoints,
    tablePoints,
    max: kootaMaximum[name],
    ...(exception ? { exception: { rule: exception, name: matchExceptions[exception] } } : {}),
  };
}

/** Tara from one nakshatra to another: 1.5 points unless the count falls on 3, 5 or 7. */
function taraPoints(from: number, to: number): number {
  const count = ((((to - from) % 27) + 27) % 27) + 1;
  const tara = ((count - 1) % 9) + 1;
  return tara === 3 || tara === 5 || tara === 7 ? 0 : 1.5;
}

/** The eight kootas of a boy's and a girl's Moon. */
export function ashtakoota(boy: MoonPlacement, girl: MoonPlacement): Koota[] {
  const boyLord = signLord(boy.moonSign);
  const girlLord = signLord(girl.moonSign);

  const varna = varnaOfSign[boy.moonSign - 1] as number;
  const girlVarna = varnaOfSign[girl.moonSign - 1] as number;

  const boyVashya = vashyaGroups.indexOf(vashyaOf(boy.moonSign, boy.moonLon));
  const girlVashya = vashyaGroups.indexOf(vashyaOf(girl.moonSign, girl.moonLon));

  const boyYoni = yonis.indexOf(yoniOfNakshatra[boy.nakshatra - 1] as Yoni);
  const girlYoni = yonis.indexOf(yoniOfNakshatra[girl.nakshatra - 1] as Yoni);

  const maitri = maitriPoints(boyLord, girlLord);

  const bhakootDistance = signDistance(boy.moonSign, girl.moonSign);
  const badBhakoot = [2, 12, 5, 9, 6, 8].includes(bhakootDistance);
  let bhakootException: MatchException | undefined;
  if (badBhakoot) {
    if (boyLord === girlLord) bhakootException = 'bhakoot-same-lord';
    else if (relation(boyLord, girlLord) === 'friend' && relation(girlLord, boyLord) === 'friend') {
      bhakootException = 'bhakoot-friendly-lords';
    }
  }

  const sameNadi = nadiOf(boy.nakshatra) === nadiOf(girl.nakshatra);
  let nadiException: MatchException | undefined;
  if (sameNadi) {
    if (boy.moonSign === girl.moonSign && boy.nakshatra !== girl.nakshatra) {
      nadiException = 'nadi-same-sign-different-nakshatra';
    } else if (boy.nakshatra === girl.nakshatra && boy.moonSign !== girl.moonSign) {
      nadiException = 'nadi-same-nakshatra-different-sign';
    } else if (boy.nakshatra === girl.nakshatra && boy.pada !== girl.pada) {
      nadiException = 'nadi-same-nakshatra-different-pada';
    }
  }

  return [
    koota('varna', varna >= girlVarna ? 1 : 0),
    koota('vashya', vashyaPoints[girlVashya]?.[boyVashya] ?? 0),
    koota(
      'tara',
      taraPoints(girl.nakshatra, boy.nakshatra) + taraPoints(boy.nakshatra, girl.nakshatra),
    ),
    koota('yoni', yoniPoints[boyYoni]?.[girlYoni] ?? 0),
    koota('grahaMaitri', maitri),
    koota(
      'gana',
      ganaPoints[ganaOfNakshatra[boy.nakshatra - 1] as Gana][
        ganaOfNakshatra[girl.nakshatra - 1] as Gana
      ],
    ),
    koota('bhakoot', badBhakoot ? 0 : 7, bhakootException),
    koota('nadi', sameNadi ? 0 : 8, nadiException),
  ];
}

export function verdictOf(total: number): (typeof verdictBands)[number] {
  let band: (typeof verdictBands)[number] = verdictBands[0];
  for (const candidate of verdictBands) if (total >= candidate.from) band = candidate;
  return band;
}

const placementOf = (chart: Chart): MoonPlacement => ({
  moonSign: chart.moonSign,
  nakshatra: chart.nakshatra,
  pada: chart.pada,
  moonLon: chart.planets.moon.lon,
});

/** Matches a boy's chart with a girl's. */
export function matchCharts(boy: Chart, girl: Chart): Match {
  const kootas = ashtakoota(placementOf(boy), placementOf(girl));
  const total = kootas.reduce((sum, entry) => sum + entry.points, 0);
  const band = verdictOf(total);
  return {
    total,
    tableTotal: kootas.reduce((sum, entry) => sum + entry.tablePoints, 0),
    max: 36,
    kootas,
    manglik: { boy: boy.manglik, girl: girl.manglik },
    verdict: band.verdict,
    verdictLabel: { en: band.en, hi: band.hi },
  };
}

/** Whose birth an error is about, in the messages of `computeMatch`. */
const personNames: Readonly<Record<'boy' | 'girl', Bilingual>> = {
  boy: { en: 'Boy’s birth details', hi: 'वर (लड़के) का जन्म विवरण' },
  girl: { en: 'Girl’s birth details', hi: 'वधू (लड़की) का जन्म विवरण' },
};

/**
 * Matches two births: computes both charts (Sade Sati and dhaiya are not needed here) and
 * their ashtakoota. Throws BirthInputError naming the field, prefixed `boy.` or `girl.`.
 */
export function computeMatch(boy: ChartInput, girl: ChartInput): Match {
  const chartOf = (input: ChartInput, who: 'boy' | 'girl') => {
    try {
      return computeChart(input, { transitYears: 0 });
    } catch (error) {
      if (error instanceof BirthInputError) {
        const whose = personNames[who];
        throw new BirthInputError(`${who}.${error.field}`, {
          en: `${whose.en}: ${error.messages.en}`,
          hi: `${whose.hi}: ${error.messages.hi}`,
        });
      }
      throw error;
    }
  };
  return matchCharts(chartOf(boy, 'boy'), chartOf(girl, 'girl'));
}
