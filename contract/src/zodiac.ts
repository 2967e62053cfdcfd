import { longMonthNames } from './intl-formatters.ts';
import type { Language } from './site.ts';

/**
 * The twelve signs of the zodiac as data (specification section 3 "Zodiac sign", section 9
 * "Element mapping" and "Sign date ranges"). Shared by the server (horoscope API, sign
 * validation) and the web app (sign grids, sign pages, prerendered paths).
 */

export const zodiacSignNames = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSignName = (typeof zodiacSignNames)[number];

export const zodiacElements = ['fire', 'earth', 'air', 'water'] as const;
export type ZodiacElement = (typeof zodiacElements)[number];

export type LocalizedText = Record<Language, string>;

/** A day of the year, month 1-12. */
export type MonthDay = { month: number; day: number };

export type ZodiacSign = {
  /** Lowercase name: the URL segment and the API parameter. */
  name: ZodiacSignName;
  displayName: LocalizedText;
  element: ZodiacElement;
  /** The Unicode astrological symbol, e.g. ♈. */
  symbol: string;
  dateRange: { start: MonthDay; end: MonthDay; text: LocalizedText };
  /** Four or five traits, in the same order in both languages. */
  traits: { en: readonly string[]; hi: readonly string[] };
};

/** Month names for a sign's dates: short in English, in full in Hindi. */
export const monthNames: { en: readonly string[]; hi: readonly string[] } = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: longMonthNames.hi,
};

/** "Mar 21" in English, "21 मार्च" in Hindi. */
export function formatMonthDay({ month, day }: MonthDay, language: Language): string {
  const monthName = monthNames[language][month - 1] ?? '';
  return language === 'hi' ? `${day} ${monthName}` : `${monthName} ${day}`;
}

type SignSource = Omit<ZodiacSign, 'dateRange'> & { start: MonthDay; end: MonthDay };

function sign(source: SignSource): ZodiacSign {
  const { start, end, ...rest } = source;
  const text = (language: Language) =>
    `${formatMonthDay(start, language)} – ${formatMonthDay(end, language)}`;
  return { ...rest, dateRange: { start, end, text: { en: text('en'), hi: text('hi') } } };
}

export const zodiacSigns: readonly ZodiacSign[] = [
  sign({
    name: 'aries',
    displayName: { en: 'Aries', hi: 'मेष' },
    element: 'fire',
    symbol: '♈',
    start: { month: 3, day: 21 },
    end: { month: 4, day: 19 },
    traits: {
      en: ['Courageous', 'Energetic', 'Direct', 'Pioneering', 'Impatient'],
      hi: ['साहसी', 'ऊर्जावान', 'स्पष्टवादी', 'अग्रणी', 'अधीर'],
    },
  }),
  sign({
    name: 'taurus',
    displayName: { en: 'Taurus', hi: 'वृषभ' },
    element: 'earth',
    symbol: '♉',
    start: { month: 4, day: 20 },
    end: { month: 5, day: 20 },
    traits: {
      en: ['Patient', 'Reliable', 'Sensual', 'Devoted', 'Stubborn'],
      hi: ['धैर्यवान', 'भरोसेमंद', 'सौंदर्यप्रेमी', 'समर्पित', 'ज़िद्दी'],
    },
  }),
  sign({
    name: 'gemini',
    displayName: { en: 'Gemini', hi: 'मिथुन' },
    element: 'air',
    symbol: '♊',
    start: { month: 5, day: 21 },
    end: { month: 6, day: 20 },
    traits: {
      en: ['Curious', 'Witty', 'Adaptable', 'Sociable', 'Restless'],
      hi: ['जिज्ञासु', 'हाज़िरजवाब', 'लचीले', 'मिलनसार', 'बेचैन'],
    },
  }),
  sign({
    name: 'cancer',
    displayName: { en: 'Cancer', hi: 'कर्क' },
    element: 'water',
    symbol: '♋',
    start: { month: 6, day: 21 },
    end: { month: 7, day: 22 },
    traits: {
      en: ['Caring', 'Intuitive', 'Loyal', 'Protective', 'Moody'],
      hi: ['परवाह करने वाले', 'अंतर्ज्ञानी', 'वफ़ादार', 'रक्षक', 'भावुक'],
    },
  }),
  sign({
    name: 'leo',
    displayName: { en: 'Leo', hi: 'सिंह' },
    element: 'fire',
    symbol: '♌',
    start: { month: 7, day: 23 },
    end: { month: 8, day: 22 },
    traits: {
      en: ['Generous', 'Confident', 'Warm-hearted', 'Creative', 'Proud'],
      hi: ['उदार', 'आत्मविश्वासी', 'स्नेही', 'रचनात्मक', 'स्वाभिमानी'],
    },
  }),
  sign({
    name: 'virgo',
    displayName: { en: 'Virgo', hi: 'कन्या' },
    element: 'earth',
    symbol: '♍',
    start: { month: 8, day: 23 },
    end: { month: 9, day: 22 },
    traits: {
      en: ['Analytical', 'Practical', 'Hard-working', 'Modest', 'Critical'],
      hi: ['विश्लेषक', 'व्यावहारिक', 'मेहनती', 'विनम्र', 'आलोचनात्मक'],
    },
  }),
  sign({
    name: 'libra',
    displayName: { en: 'Libra', hi: 'तुला' },
    element: 'air',
    symbol: '♎',
    start: { month: 9, day: 23 },
    end: { month: 10, day: 22 },
    traits: {
      en: ['Diplomatic', 'Fair-minded', 'Graceful', 'Social', 'Indecisive'],
      hi: ['कूटनीतिज्ञ', 'न्यायप्रिय', 'शालीन', 'सामाजिक', 'अनिर्णायक'],
    },
  }),
  sign({
    name: 'scorpio',
    displayName: { en: 'Scorpio', hi: 'वृश्चिक' },
    element: 'water',
    symbol: '♏',
    start: { month: 10, day: 23 },
    end: { month: 11, day: 21 },
    traits: {
      en: ['Passionate', 'Determined', 'Perceptive', 'Loyal', 'Secretive'],
      hi: ['जोशीले', 'दृढ़निश्चयी', 'पारखी', 'वफ़ादार', 'रहस्यमय'],
    },
  }),
  sign({
    name: 'sagittarius',
    displayName: { en: 'Sagittarius', hi: 'धनु' },
    element: 'fire',
    symbol: '♐',
    start: { month: 11, day: 22 },
    end: { month: 12, day: 21 },
    traits: {
      en: ['Optimistic', 'Adventurous', 'Honest', 'Philosophical', 'Restless'],
      hi: ['आशावादी', 'साहसिक', 'ईमानदार', 'दार्शनिक', 'चंचल'],
    },
  }),
  sign({
    name: 'capricorn',
    displayName: { en: 'Capricorn', hi: 'मकर' },
    element: 'earth',
    symbol: '♑',
    start: { month: 12, day: 22 },
    end: { month: 1, day: 19 },
    traits: {
      en: ['Disciplined', 'Ambitious', 'Responsible', 'Patient', 'Reserved'],
      hi: ['अनुशासित', 'महत्वाकांक्षी', 'ज़िम्मेदार', 'धैर्यवान', 'संकोची'],
    },
  }),
  sign({
    name: 'aquarius',
    displayName: { en: 'Aquarius', hi: 'कुंभ' },
    element: 'air',
    symbol: '♒',
    start: { month: 1, day: 20 },
    end: { month: 2, day: 18 },
    traits: {
      en: ['Original', 'Humanitarian', 'Independent', 'Inventive', 'Aloof'],
      hi: ['मौलिक', 'मानवतावादी', 'स्वतंत्र', 'आविष्कारशील', 'अलग-थलग'],
    },
  }),
  sign({
    name: 'pisces',
    displayName: { en: 'Pisces', hi: 'मीन' },
    element: 'water',
    symbol: '♓',
    start: { month: 2, day: 19 },
    end: { month: 3, day: 20 },
    traits: {
      en: ['Compassionate', 'Imaginative', 'Gentle', 'Artistic', 'Dreamy'],
      hi: ['दयालु', 'कल्पनाशील', 'कोमल', 'कलात्मक', 'स्वप्नदर्शी'],
    },
  }),
];

export function isZodiacSignName(value: string): value is ZodiacSignName {
  return (zodiacSignNames as readonly string[]).includes(value);
}

/** The sign with this lowercase name, or undefined for anything else. */
export function findZodiacSign(name: string | undefined): ZodiacSign | undefined {
  return name === undefined ? undefined : zodiacSigns.find((candidate) => candidate.name === name);
}

/** The sign with this name; for a name from `zodiacSignNames`, it always exists. */
export function getZodiacSign(name: ZodiacSignName): ZodiacSign {
  const found = findZodiacSign(name);
  if (!found) throw new Error(`Unknown zodiac sign: ${name}`);
  return found;
}
