import { siderealAscendant } from './ascendant.ts';
import { trueAyanamsa } from './ayanamsa.ts';
import { type BirthInput, type BirthMoment, resolveBirthMoment } from './birth-moment.ts';
import { type Dasha, vimshottariDasha } from './dasha.ts';
import { type Manglik, manglikDosha } from './manglik.ts';
import { checkPlace, type MomentPanchang, panchangOfMoment } from './panchang.ts';
import { type Graha, grahas, type NodeKind, siderealPosition } from './positions.ts';
import { type DhaiyaSegment, type SadeSatiSegment, saturnTransits } from './sade-sati.ts';
import { astroTime, julianDayUt } from './time.ts';
import { nakshatraOf, navamsaSignOf, padaOf, signOf, wholeSignHouse } from './zodiac.ts';

/**
 * A whole Vedic birth chart (the `chart` of `POST /astro/chart`, shared/API.md "Astrology"):
 * sidereal (Lahiri) positions, ascendant, whole-sign houses, nakshatras, navamsa, the birth's
 * panchang, Vimshottari dasha, Sade Sati and dhaiya, and manglik dosha.
 */

export type ChartInput = BirthInput & {
  /** Which lunar node Rahu and Ketu are: the mean one (default) or the true (osculating) one. */
  node?: NodeKind | undefined;
};

export type ChartOptions = {
  /** Years after birth whose Sade Sati and dhaiya transits are listed (default 100; 0: none). */
  transitYears?: number;
};

export type GrahaPosition = {
  /** Sidereal longitude, degrees 0-360. */
  lon: number;
  sign: number;
  /** Whole-sign house from the ascendant, 1-12. */
  house: number;
  nakshatra: number;
  pada: number;
  /** Navamsa (D9) sign. */
  navamsa: number;
  /** Degrees per day. */
  speed: number;
  retrograde: boolean;
};

export type Chart = {
  /** The birth as given: the wall-clock date and time at the place. */
  local: { date: string; time: string };
  /** Where: degrees, north and east positive. */
  place: { lat: number; lon: number };
  utc: string;
  utcOffsetMinutes: number;
  offsetSource: BirthMoment['offsetSource'];
  zone: string | null;
  /** The wall time happened twice (clocks set back) and the earlier was taken. */
  ambiguousTime: boolean;
  julianDayUT: number;
  /** True Lahiri ayanamsa at birth (with nutation), degrees. */
  ayanamsa: number;
  node: NodeKind;
  ascendant: { lon: number; sign: number; nakshatra: number; pada: number; navamsa: number };
  planets: Record<Graha, GrahaPosition>;
  moonSign: number;
  nakshatra: number;
  pada: number;
  /** The panchang at birth (names from `names.ts`). */
  panchang: Omit<MomentPanchang, 'nakshatra'>;
  dasha: Dasha;
  sadeSati: SadeSatiSegment[];
  dhaiya: DhaiyaSegment[];
  manglik: Manglik;
};

const defaultTransitYears = 100;

/** Computes the chart of a birth. Throws BirthInputError (with the field) for impossible input. */
export function computeChart(input: ChartInput, options: ChartOptions = {}): Chart {
  checkPlace(input.lat, input.lon);
  const moment = resolveBirthMoment(input);
  return chartOfMoment(moment, input, options);
}

/** The chart of a moment already resolved (see `resolveBirthMoment`). */
export function chartOfMoment(
  moment: BirthMoment,
  place: { lat: number; lon: number; node?: NodeKind | undefined },
  options: ChartOptions = {},
): Chart {
  const node = place.node ?? 'mean';
  const time = astroTime(moment.utc);
  const ascendantLongitude = siderealAscendant(time, place.lat, place.lon);
  const ascendantSign = signOf(ascendantLongitude);

  const planets = {} as Record<Graha, GrahaPosition>;
  for (const graha of grahas) {
    const position =
      graha === 'ketu'
        ? { lon: (planets.rahu.lon + 180) % 360, speed: planets.rahu.speed }
        : siderealPosition(graha, time, node);
    const sign = signOf(position.lon);
    planets[graha] = {
      lon: position.lon,
      sign,
      house: wholeSignHouse(sign, ascendantSign),
      nakshatra: nakshatraOf(position.lon),
      pada: padaOf(position.lon),
      navamsa: navamsaSignOf(position.lon),
      speed: position.speed,
      retrograde: position.speed < 0,
    };
  }

  const moon = planets.moon;
  const { nakshatra: _moonNakshatra, ...panchang } = panchangOfMoment(moment, place.lat, place.lon);
  const transitYears = options.transitYears ?? defaultTransitYears;
  const transits =
    transitYears > 0
      ? saturnTransits(moon.sign, moment.utc, transitYears)
      : { sadeSati: [], dhaiya: [] };

  const local = new Date(
    Math.round(moment.utc.getTime() + moment.utcOffsetMinutes * 60_000),
  ).toISOString();
  return {
    local: { date: local.slice(0, 10), time: local.slice(11, 16) },
    place: { lat: place.lat, lon: place.lon },
    utc: moment.utc.toISOString(),
    utcOffsetMinutes: moment.utcOffsetMinutes,
    offsetSource: moment.offsetSource,
    zone: moment.zone ?? null,
    ambiguousTime: moment.ambiguous,
    julianDayUT: julianDayUt(moment.utc),
    ayanamsa: trueAyanamsa(time),
    node,
    ascendant: {
      lon: ascendantLongitude,
      sign: ascendantSign,
      nakshatra: nakshatraOf(ascendantLongitude),
      pada: padaOf(ascendantLongitude),
      navamsa: navamsaSignOf(ascendantLongitude),
    },
    planets,
    moonSign: moon.sign,
    nakshatra: moon.nakshatra,
    pada: moon.pada,
    panchang,
    dasha: vimshottariDasha(moon.lon, moment.utc),
    sadeSati: transits.sadeSati,
    dhaiya: transits.dhaiya,
    manglik: manglikDosha({
      ascendant: ascendantSign,
      moon: moon.sign,
      venus: planets.venus.sign,
      mars: planets.mars.sign,
      jupiter: planets.jupiter.sign,
    }),
  };
}
