import type { Language } from '@app/contract/site';
import ascendantEn from './readings/en/ascendant.json' with { type: 'json' };
import dashaEn from './readings/en/dasha.json' with { type: 'json' };
import housesEn from './readings/en/houses.json' with { type: 'json' };
import loveEn from './readings/en/love.json' with { type: 'json' };
import manglikEn from './readings/en/manglik.json' with { type: 'json' };
import matchingEn from './readings/en/matching.json' with { type: 'json' };
import moonNakshatraEn from './readings/en/moon-nakshatra.json' with { type: 'json' };
import moonSignEn from './readings/en/moon-sign.json' with { type: 'json' };
import panchangAtBirthEn from './readings/en/panchang-at-birth.json' with { type: 'json' };
import planetInHouseEn from './readings/en/planet-in-house.json' with { type: 'json' };
import planetInSignEn from './readings/en/planet-in-sign.json' with { type: 'json' };
import planetsEn from './readings/en/planets.json' with { type: 'json' };
import reportsEn from './readings/en/reports.json' with { type: 'json' };
import sadeSatiEn from './readings/en/sade-sati.json' with { type: 'json' };
import signsEn from './readings/en/signs.json' with { type: 'json' };
import ascendantHi from './readings/hi/ascendant.json' with { type: 'json' };
import dashaHi from './readings/hi/dasha.json' with { type: 'json' };
import housesHi from './readings/hi/houses.json' with { type: 'json' };
import loveHi from './readings/hi/love.json' with { type: 'json' };
import manglikHi from './readings/hi/manglik.json' with { type: 'json' };
import matchingHi from './readings/hi/matching.json' with { type: 'json' };
import moonNakshatraHi from './readings/hi/moon-nakshatra.json' with { type: 'json' };
import moonSignHi from './readings/hi/moon-sign.json' with { type: 'json' };
import panchangAtBirthHi from './readings/hi/panchang-at-birth.json' with { type: 'json' };
import planetInHouseHi from './readings/hi/planet-in-house.json' with { type: 'json' };
import planetInSignHi from './readings/hi/planet-in-sign.json' with { type: 'json' };
import planetsHi from './readings/hi/planets.json' with { type: 'json' };
import reportsHi from './readings/hi/reports.json' with { type: 'json' };
import sadeSatiHi from './readings/hi/sade-sati.json' with { type: 'json' };
import signsHi from './readings/hi/signs.json' with { type: 'json' };

/**
 * The written readings the reports are assembled from (readings/{en,hi}/*.json; their keys are
 * checked by test/modules/reports/readings*.test.ts): one set per language, with the English
 * files' types (the Hindi files have the same keys).
 */
const english = {
  ascendant: ascendantEn,
  dasha: dashaEn,
  houses: housesEn,
  love: loveEn,
  manglik: manglikEn,
  matching: matchingEn,
  moonNakshatra: moonNakshatraEn,
  moonSign: moonSignEn,
  panchangAtBirth: panchangAtBirthEn,
  planetInHouse: planetInHouseEn,
  planetInSign: planetInSignEn,
  planets: planetsEn,
  reports: reportsEn,
  sadeSati: sadeSatiEn,
  signs: signsEn,
};
export type Readings = typeof english;

const hindi: Readings = {
  ascendant: ascendantHi,
  dasha: dashaHi,
  houses: housesHi,
  love: loveHi,
  manglik: manglikHi,
  matching: matchingHi,
  moonNakshatra: moonNakshatraHi,
  moonSign: moonSignHi,
  panchangAtBirth: panchangAtBirthHi,
  planetInHouse: planetInHouseHi,
  planetInSign: planetInSignHi,
  planets: planetsHi,
  reports: reportsHi,
  sadeSati: sadeSatiHi,
  signs: signsHi,
};

export function readingsIn(language: Language): Readings {
  return language === 'hi' ? hindi : english;
}
