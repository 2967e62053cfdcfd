import type { Graha } from './positions.ts';

/**
 * Names of the things the engine computes, in English (the usual transliteration) and Hindi.
 * Every table is indexed from 0; the engine's numbers are 1-based (sign 1 = Aries), so the name of
 * sign n is `signNames[n - 1]`, or use the helpers at the end.
 */
export type Bilingual = { readonly en: string; readonly hi: string };

const pair = (en: string, hi: string): Bilingual => ({ en, hi });

export const grahaNames: Readonly<Record<Graha, Bilingual>> = {
  sun: pair('Sun', 'सूर्य'),
  moon: pair('Moon', 'चंद्र'),
  mars: pair('Mars', 'मंगल'),
  mercury: pair('Mercury', 'बुध'),
  jupiter: pair('Jupiter', 'गुरु'),
  venus: pair('Venus', 'शुक्र'),
  saturn: pair('Saturn', 'शनि'),
  rahu: pair('Rahu', 'राहु'),
  ketu: pair('Ketu', 'केतु'),
};

/** The twelve rashis, Mesha (Aries) first. */
export const signNames: readonly Bilingual[] = [
  pair('Aries (Mesha)', 'मेष'),
  pair('Taurus (Vrishabha)', 'वृषभ'),
  pair('Gemini (Mithuna)', 'मिथुन'),
  pair('Cancer (Karka)', 'कर्क'),
  pair('Leo (Simha)', 'सिंह'),
  pair('Virgo (Kanya)', 'कन्या'),
  pair('Libra (Tula)', 'तुला'),
  pair('Scorpio (Vrishchika)', 'वृश्चिक'),
  pair('Sagittarius (Dhanu)', 'धनु'),
  pair('Capricorn (Makara)', 'मकर'),
  pair('Aquarius (Kumbha)', 'कुंभ'),
  pair('Pisces (Meena)', 'मीन'),
];

export const nakshatraNames: readonly Bilingual[] = [
  pair('Ashwini', 'अश्विनी'),
  pair('Bharani', 'भरणी'),
  pair('Krittika', 'कृत्तिका'),
  pair('Rohini', 'रोहिणी'),
  pair('Mrigashira', 'मृगशिरा'),
  pair('Ardra', 'आर्द्रा'),
  pair('Punarvasu', 'पुनर्वसु'),
  pair('Pushya', 'पुष्य'),
  pair('Ashlesha', 'आश्लेषा'),
  pair('Magha', 'मघा'),
  pair('Purva Phalguni', 'पूर्वा फाल्गुनी'),
  pair('Uttara Phalguni', 'उत्तरा फाल्गुनी'),
  pair('Hasta', 'हस्त'),
  pair('Chitra', 'चित्रा'),
  pair('Swati', 'स्वाति'),
  pair('Vishakha', 'विशाखा'),
  pair('Anuradha', 'अनुराधा'),
  pair('Jyeshtha', 'ज्येष्ठा'),
  pair('Mula', 'मूल'),
  pair('Purva Ashadha', 'पूर्वाषाढ़ा'),
  pair('Uttara Ashadha', 'उत्तराषाढ़ा'),
  pair('Shravana', 'श्रवण'),
  pair('Dhanishtha', 'धनिष्ठा'),
  pair('Shatabhisha', 'शतभिषा'),
  pair('Purva Bhadrapada', 'पूर्वा भाद्रपद'),
  pair('Uttara Bhadrapada', 'उत्तरा भाद्रपद'),
  pair('Revati', 'रेवती'),
];

/** Tithi names within a paksha: 1-14, then Purnima (15, shukla) or Amavasya (30, krishna). */
const tithiNamesInPaksha: readonly Bilingual[] = [
  pair('Pratipada', 'प्रतिपदा'),
  pair('Dwitiya', 'द्वितीया'),
  pair('Tritiya', 'तृतीया'),
  pair('Chaturthi', 'चतुर्थी'),
  pair('Panchami', 'पंचमी'),
  pair('Shashthi', 'षष्ठी'),
  pair('Saptami', 'सप्तमी'),
  pair('Ashtami', 'अष्टमी'),
  pair('Navami', 'नवमी'),
  pair('Dashami', 'दशमी'),
  pair('Ekadashi', 'एकादशी'),
  pair('Dwadashi', 'द्वादशी'),
  pair('Trayodashi', 'त्रयोदशी'),
  pair('Chaturdashi', 'चतुर्दशी'),
];
const purnima = pair('Purnima', 'पूर्णिमा');
const amavasya = pair('Amavasya', 'अमावस्या');

export const pakshaNames = {
  shukla: pair('Shukla paksha', 'शुक्ल पक्ष'),
  krishna: pair('Krishna paksha', 'कृष्ण पक्ष'),
} as const;

export const yogaNames: readonly Bilingual[] = [
  pair('Vishkambha', 'विष्कंभ'),
  pair('Priti', 'प्रीति'),
  pair('Ayushman', 'आयुष्मान'),
  pair('Saubhagya', 'सौभाग्य'),
  pair('Shobhana', 'शोभन'),
  pair('Atiganda', 'अतिगंड'),
  pair('Sukarma', 'सुकर्मा'),
  pair('Dhriti', 'धृति'),
  pair('Shula', 'शूल'),
  pair('Ganda', 'गंड'),
  pair('Vriddhi', 'वृद्धि'),
  pair('Dhruva', 'ध्रुव'),
  pair('Vyaghata', 'व्याघात'),
  pair('Harshana', 'हर्षण'),
  pair('Vajra', 'वज्र'),
  pair('Siddhi', 'सिद्धि'),
  pair('Vyatipata', 'व्यतीपात'),
  pair('Variyana', 'वरीयान'),
  pair('Parigha', 'परिघ'),
  pair('Shiva', 'शिव'),
  pair('Siddha', 'सिद्ध'),
  pair('Sadhya', 'साध्य'),
  pair('Shubha', 'शुभ'),
  pair('Shukla', 'शुक्ल'),
  pair('Brahma', 'ब्रह्म'),
  pair('Indra', 'इंद्र'),
  pair('Vaidhriti', 'वैधृति'),
];

/** The seven movable karanas, repeating from the second half of Shukla Pratipada. */
const movableKaranaNames: readonly Bilingual[] = [
  pair('Bava', 'बव'),
  pair('Balava', 'बालव'),
  pair('Kaulava', 'कौलव'),
  pair('Taitila', 'तैतिल'),
  pair('Garaja', 'गरज'),
  pair('Vanija', 'वणिज'),
  pair('Vishti (Bhadra)', 'विष्टि (भद्रा)'),
];
const kimstughna = pair('Kimstughna', 'किंस्तुघ्न');
const fixedKaranaNamesAtEnd: readonly Bilingual[] = [
  pair('Shakuni', 'शकुनि'),
  pair('Chatushpada', 'चतुष्पद'),
  pair('Naga', 'नाग'),
];

/** Sunday first, as `vara` 1-7 counts. */
export const varaNames: readonly Bilingual[] = [
  pair('Sunday (Ravivara)', 'रविवार'),
  pair('Monday (Somavara)', 'सोमवार'),
  pair('Tuesday (Mangalavara)', 'मंगलवार'),
  pair('Wednesday (Budhavara)', 'बुधवार'),
  pair('Thursday (Guruvara)', 'गुरुवार'),
  pair('Friday (Shukravara)', 'शुक्रवार'),
  pair('Saturday (Shanivara)', 'शनिवार'),
];

/**
 * The seven choghadiyas, each named after what its graha's hour brings: the Sun's is Udveg
 * (anxiety), Venus's Char (moving), Mercury's Labh (gain), the Moon's Amrit (nectar), Saturn's
 * Kaal (death), Jupiter's Shubh (auspicious) and Mars's Rog (illness). Rahu and Ketu have none.
 */
export const choghadiyaNames: Readonly<Record<Exclude<Graha, 'rahu' | 'ketu'>, Bilingual>> = {
  sun: pair('Udveg', 'उद्वेग'),
  venus: pair('Char', 'चर'),
  mercury: pair('Labh', 'लाभ'),
  moon: pair('Amrit', 'अमृत'),
  saturn: pair('Kaal', 'काल'),
  jupiter: pair('Shubh', 'शुभ'),
  mars: pair('Rog', 'रोग'),
};

/**
 * The muhurats of a day (muhurat.ts) and the Moon's rising and setting, as a panchang heads
 * them. The panchang page's locale files use the same words (a web test compares them).
 */
export const muhuratNames = {
  choghadiya: pair('Choghadiya', 'चौघड़िया'),
  hora: pair('Hora', 'होरा'),
  abhijit: pair('Abhijit muhurat', 'अभिजित मुहूर्त'),
  brahmaMuhurta: pair('Brahma muhurta', 'ब्रह्म मुहूर्त'),
  durmuhurta: pair('Durmuhurta', 'दुर्मुहूर्त'),
  moonrise: pair('Moonrise', 'चंद्रोदय'),
  moonset: pair('Moonset', 'चंद्रास्त'),
} as const;

function entry(table: readonly Bilingual[], index: number, what: string): Bilingual {
  const name = table[index];
  if (!name) throw new RangeError(`No ${what} numbered ${index + 1}.`);
  return name;
}

/** Name of sign 1-12. */
export const signName = (sign: number) => entry(signNames, sign - 1, 'sign');
/** Name of nakshatra 1-27. */
export const nakshatraName = (nakshatra: number) =>
  entry(nakshatraNames, nakshatra - 1, 'nakshatra');
/** Name of yoga 1-27. */
export const yogaName = (yoga: number) => entry(yogaNames, yoga - 1, 'yoga');
/** Name of vara 1-7 (1 = Sunday). */
export const varaName = (vara: number) => entry(varaNames, vara - 1, 'vara');

/** Name of tithi 1-30 (1-15 shukla, 16-30 krishna). */
export function tithiName(tithi: number): Bilingual {
  if (tithi === 15) return purnima;
  if (tithi === 30) return amavasya;
  return entry(tithiNamesInPaksha, (tithi - 1) % 15, 'tithi');
}

/** Name of karana 1-60, the half-tithi counted from new moon. */
export function karanaName(karana: number): Bilingual {
  if (!Number.isInteger(karana) || karana < 1 || karana > 60) {
    throw new RangeError(`No karana numbered ${karana}.`);
  }
  if (karana === 1) return kimstughna;
  if (karana >= 58) return entry(fixedKaranaNamesAtEnd, karana - 58, 'karana');
  return entry(movableKaranaNames, (karana - 2) % 7, 'karana');
}
