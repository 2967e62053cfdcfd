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

/** Where the place is: "Uttar Pradesh, India" (a country without regions: "Singapore"). */
export function placeRegion(place: Pick<Place, 'region' | 'country'>, language: Language): string {
  return [place.region, countryName(place.country, language)]
    .filter((part) => part !== '')
    .join(', ');
}
