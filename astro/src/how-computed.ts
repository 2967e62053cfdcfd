import type { Chart } from './chart.ts';
import type { Bilingual } from './names.ts';
import { formatDegrees } from './zodiac.ts';

/**
 * "How this chart was computed", in both languages: the lines a calculator page or a report
 * prints under a chart so that a reader can check it against another almanac or program.
 * Every number comes from the chart itself.
 */
export type ComputationNote = {
  key: 'birthTime' | 'place' | 'julianDay' | 'ayanamsa' | 'node' | 'houses' | 'dasha' | 'ephemeris';
  label: Bilingual;
  value: Bilingual;
};

/** UTC+05:30, UTC−04:00, UTC+05:53:20. */
function offsetText(minutes: number): string {
  const total = Math.round(Math.abs(minutes) * 60);
  const hours = String(Math.floor(total / 3600)).padStart(2, '0');
  const rest = total % 3600;
  const text = `${hours}:${String(Math.floor(rest / 60)).padStart(2, '0')}`;
  return `UTC${minutes < 0 ? '−' : '+'}${text}${rest % 60 ? `:${String(rest % 60).padStart(2, '0')}` : ''}`;
}

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;

export function howComputed(chart: Chart): ComputationNote[] {
  const offset = offsetText(chart.utcOffsetMinutes);
  const utc = `${chart.utc.slice(0, 10)} ${chart.utc.slice(11, 19)} UTC`;
  const local = `${chart.local.date} ${chart.local.time}`;
  const source: Bilingual =
    chart.offsetSource === 'override'
      ? { en: 'the offset you gave', hi: 'आपका बताया हुआ अंतर' }
      : {
          en: `the history of ${chart.zone} in the tz database`,
          hi: `tz डेटाबेस में ${chart.zone} का इतिहास`,
        };
  const twice: Bilingual = chart.ambiguousTime
    ? {
        en: ' This clock time happened twice that night (clocks set back); the earlier was taken.',
        hi: ' उस रात घड़ियाँ पीछे की गई थीं, इसलिए यह समय दो बार आया; पहला वाला लिया गया है।',
      }
    : { en: '', hi: '' };
  const { lat, lon } = chart.place;
  const place = `${coordinate(lat, 'N', 'S')}, ${coordinate(lon, 'E', 'W')}`;
  const placeHi = `${coordinate(lat, 'उ.', 'द.')}, ${coordinate(lon, 'पू.', 'प.')}`;
  const ayanamsa = formatDegrees(chart.ayanamsa);
  return [
    {
      key: 'birthTime',
      label: { en: 'Birth time', hi: 'जन्म का समय' },
      value: {
        en: `${local} local time at ${offset} (from ${source.en}) = ${utc}.${twice.en}`,
        hi: `स्थानीय समय ${local}, ${offset} (${source.hi} से) = ${utc}।${twice.hi}`,
      },
    },
    {
      key: 'place',
      label: { en: 'Place', hi: 'स्थान' },
      value: { en: place, hi: placeHi },
    },
    {
      key: 'julianDay',
      label: { en: 'Julian day (UT)', hi: 'जूलियन दिन (UT)' },
      value: { en: chart.julianDayUT.toFixed(5), hi: chart.julianDayUT.toFixed(5) },
    },
    {
      key: 'ayanamsa',
      label: { en: 'Ayanamsa', hi: 'अयनांश' },
      value: {
        en: `Lahiri (Chitrapaksha), as the Indian Astronomical Ephemeris defines it: ${ayanamsa} at birth`,
        hi: `लाहिड़ी (चित्रपक्ष), भारतीय खगोलीय पंचांग (Indian Astronomical Ephemeris) की परिभाषा से: जन्म के समय ${ayanamsa}`,
      },
    },
    {
      key: 'node',
      label: { en: 'Rahu and Ketu', hi: 'राहु और केतु' },
      value:
        chart.node === 'mean'
          ? { en: 'Mean lunar node', hi: 'मध्यम राहु-केतु (चंद्रमा का मध्यम पात)' }
          : { en: 'True (osculating) lunar node', hi: 'स्पष्ट राहु-केतु (चंद्रमा का स्पष्ट पात)' },
    },
    {
      key: 'houses',
      label: { en: 'Houses', hi: 'भाव' },
      value: {
        en: 'Whole signs: the sign of the ascendant is the first house',
        hi: 'पूर्ण राशि भाव: लग्न की राशि ही पहला भाव है',
      },
    },
    {
      key: 'dasha',
      label: { en: 'Dasha', hi: 'दशा' },
      value: {
        en: `Vimshottari, from the Moon's nakshatra; years of ${chart.dasha.yearDays} days`,
        hi: `विंशोत्तरी, चंद्रमा के नक्षत्र से; ${chart.dasha.yearDays} दिनों का वर्ष`,
      },
    },
    {
      key: 'ephemeris',
      label: { en: 'Positions', hi: 'ग्रह स्थिति' },
      value: {
        en: 'Sidereal, apparent geocentric: planets from VSOP87, the Moon from astronomy-engine',
        hi: 'निरयण, पृथ्वी से दिखती स्थिति: ग्रह VSOP87 से, चंद्रमा astronomy-engine से',
      },
    },
  ];
}
