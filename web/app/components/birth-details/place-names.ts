import type { Place } from '@app/contract/astro';
import { cachedFormatter } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';

/**
 * How a place of the gazetteer is written on a page: its name in the page's language (the
 * gazetteer has Hindi names for the larger Indian places), and where it is (state, country).
 */

/** New Delhi as the gazetteer has it: the panchang's place until the visitor picks another. */
export const newDelhi: Place = {
  id: '1261481',
  name: 'New Delhi',
  nameHi: 'नई दिल्ली',
  region: 'Delhi',
  country: 'IN',
  lat: 28.621,
  lon: 77.215,
  zone: 'Asia/Kolkata',
};

/** The place's name in a language: the Hindi name when the gazetteer has one. */
export function placeName(place: Pick<Place, 'name' | 'nameHi'>, language: Language): string {
  return language === 'hi' && place.nameHi ? place.nameHi : place.name;
}

/** A country's name from its ISO code, in a language ("IN" -> "India", "भारत"). */
function countryName(code: string, language: Language): string {
  // Most places are in India: no Intl.DisplayNames (and its locale data) for those.
  if (code === 'IN') return language === 'hi' ? 'भारत' : 'India';
  try {
    return (
      cachedFormatter(
        Intl.DisplayNames as new (
          locale: string,
          options: object,
        ) => Intl.DisplayNames,
        language,
        { type: 'region', fallback: 'code' },
      ).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/**
 * India's states and union territories in Hindi, by the name the gazetteer gives them (its
 * regions come from GeoNames, in English). Regions abroad keep their English name.
 */
const indianRegionsInHindi: Record<string, string> = {
  'Andaman and Nicobar': 'अंडमान और निकोबार',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नगालैंड',
  Odisha: 'ओडिशा',
  Puducherry: 'पुदुच्चेरी',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
};

/** A region's name in a language: Indian states in Hindi on Hindi pages, others as they are. */
function regionName(place: Pick<Place, 'region' | 'country'>, language: Language): string {
  if (language === 'hi' && place.country === 'IN') {
    return indianRegionsInHindi[place.region] ?? place.region;
  }
  return place.region;
}

/**
 * Where the place is: "Uttar Pradesh, India", "उत्तर प्रदेश, भारत" (a country without regions:
 * "Singapore").
 */
export function placeRegion(place: Pick<Place, 'region' | 'country'>, language: Language): string {
  return [regionName(place, language), countryName(place.country, language)]
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * A place as a birth record names it, "Varanasi, Uttar Pradesh, India" (what the server keeps
 * with a booking, a report's birth or a saved person; a saved place is already written so).
 */
export function placeLabel(
  place: Pick<Place, 'name' | 'nameHi' | 'region' | 'country'>,
  language: Language,
): string {
  return [placeName(place, language), placeRegion(place, language)].filter(Boolean).join(', ');
}
