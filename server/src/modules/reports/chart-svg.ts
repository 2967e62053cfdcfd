import type { Graha } from '@app/astro/positions';
import type { ChartStyle } from '@app/contract/reports';
import type { Language } from '@app/contract/site';
import { escapeHtml, type Html, raw } from './html.ts';

/**
 * A birth chart drawn as SVG for the reports, in the two styles Indian readers know:
 *
 * - North Indian: a square with its diagonals and the diamond joining the midpoints of its sides;
 *   the houses are fixed (house 1 the top centre diamond, then counter-clockwise) and each house
 *   carries the number of the sign in it.
 * - South Indian: the signs are fixed in the twelve outer cells of a 4×4 grid, Pisces top left,
 *   then clockwise; the ascendant's cell is marked with a diagonal stroke and "Asc".
 */
export type ChartPlacement = { graha: Graha; sign: number; retrograde: boolean };

const size = 320;
const q = size / 4;

const abbreviations: Record<Language, Record<Graha, string>> = {
  en: {
    sun: 'Su',
    moon: 'Mo',
    mars: 'Ma',
    mercury: 'Me',
    jupiter: 'Ju',
    venus: 'Ve',
    saturn: 'Sa',
    rahu: 'Ra',
    ketu: 'Ke',
  },
  hi: {
    sun: 'सू',
    moon: 'चं',
    mars: 'मं',
    mercury: 'बु',
    jupiter: 'गु',
    venus: 'शु',
    saturn: 'श',
    rahu: 'रा',
    ketu: 'के',
  },
};
const retrogradeMark: Record<Language, string> = { en: 'R', hi: 'व' };
const ascendantLabel: Record<Language, string> = { en: 'Asc', hi: 'लग्न' };

/** The abbreviations of the planets, for the chart's key. */
export function planetAbbreviation(graha: Graha, language: Language): string {
  return abbreviations[language][graha];
}

type Point = readonly [number, number];

/** North Indian houses 1-12: outline, where the planets go, and the inner corner (sign number). */
const northHouses: { polygon: Point[]; centre: Point; inner: Point }[] = (() => {
  const s = size;
  const T: Point = [s / 2, 0];
  const R: Point = [s, s / 2];
  const B: Point = [s / 2, s];
  const L: Point = [0, s / 2];
  const C: Point = [s / 2, s / 2];
  const TL: Point = [0, 0];
  const TR: Point = [s, 0];
  const BR: Point = [s, s];
  const BL: Point = [0, s];
  const a: Point = [q, q];
  const b: Point = [3 * q, q];
  const c: Point = [3 * q, 3 * q];
  const d: Point = [q, 3 * q];
  return [
    { polygon: [T, b, C, a], centre: [2 * q, q * 1.05], inner: C },
    { polygon: [TL, T, a], centre: [q, q * 0.38], inner: a },
    { polygon: [TL, a, L], centre: [q * 0.38, q], inner: a },
    { polygon: [L, a, C, d], centre: [q, 2 * q], inner: C },
    { polygon: [L, d, BL], centre: [q * 0.38, 3 * q], inner: d },
    { polygon: [BL, d, B], centre: [q, 4 * q - q * 0.38], inner: d },
    { polygon: [B, d, C, c], centre: [2 * q, 3 * q - q * 0.05], inner: C },
    { polygon: [B, c, BR], centre: [3 * q, 4 * q - q * 0.38], inner: c },
    { polygon: [BR, c, R], centre: [4 * q - q * 0.38, 3 * q], inner: c },
    { polygon: [R, c, C, b], centre: [3 * q, 2 * q], inner: C },
    { polygon: [R, b, TR], centre: [4 * q - q * 0.38, q], inner: b },
    { polygon: [TR, b, T], centre: [3 * q, q * 0.38], inner: b },
  ];
})();

/** South Indian: the cell (column, row) of each sign 1-12 (Aries...Pisces). */
const southCells: Record<number, Point> = {
  12: [0, 0],
  1: [1, 0],
  2: [2, 0],
  3: [3, 0],
  4: [3, 1],
  5: [3, 2],
  6: [3, 3],
  7: [2, 3],
  8: [1, 3],
  9: [0, 3],
  10: [0, 2],
  11: [0, 1],
};

const fmt = (value: number) => String(Math.round(value * 10) / 10);

function text(x: number, y: number, content: string, className: string): string {
  return `<text x="${fmt(x)}" y="${fmt(y)}" class="${className}" text-anchor="middle" dominant-baseline="middle">${escapeHtml(content)}</text>`;
}

/** The planets of one house as lines of at most `perLine` labels, centred on (x, y). */
function planetLines(
  labels: string[],
  x: number,
  y: number,
  perLine: number,
  lineHeight: number,
): string {
  const lines: string[] = [];
  for (let index = 0; index < labels.length; index += perLine) {
    lines.push(labels.slice(index, index + perLine).join(' '));
  }
  const top = y - ((lines.length - 1) * lineHeight) / 2;
  return lines
    .map((line, index) => text(x, top + index * lineHeight, line, 'chart-planet'))
    .join('');
}

function labelOf(placement: ChartPlacement, language: Language): string {
  const name = abbreviations[language][placement.graha];
  return placement.retrograde && placement.graha !== 'rahu' && placement.graha !== 'ketu'
    ? `${name}(${retrogradeMark[language]})`
    : name;
}

export function chartSvg(options: {
  style: ChartStyle;
  ascendantSign: number;
  placements: ChartPlacement[];
  language: Language;
  /** Written in the middle (South Indian) or under the chart's name in the caption. */
  title: string;
}): Html {
  const { ascendantSign, placements, language } = options;
  const bySign = new Map<number, string[]>();
  for (const placement of placements) {
    bySign.set(placement.sign, [
      ...(bySign.get(placement.sign) ?? []),
      labelOf(placement, language),
    ]);
  }
  const parts: string[] = [];
  if (options.style === 'north') {
    const s = size;
    parts.push(
      `<rect x="0" y="0" width="${s}" height="${s}" class="chart-frame"/>`,
      `<path d="M0 0L${s} ${s}M${s} 0L0 ${s}M${s / 2} 0L${s} ${s / 2}L${s / 2} ${s}L0 ${s / 2}Z" class="chart-line"/>`,
    );
    northHouses.forEach((house, index) => {
      const sign = ((ascendantSign - 1 + index) % 12) + 1;
      const [cx, cy] = house.centre;
      const [ix, iy] = house.inner;
      const numberAt: Point = [cx + (ix - cx) * 0.62, cy + (iy - cy) * 0.62];
      parts.push(text(numberAt[0], numberAt[1], String(sign), 'chart-sign'));
      const labels = [
        ...(index === 0 ? [ascendantLabel[language]] : []),
        ...(bySign.get(sign) ?? []),
      ];
      const rhombus = house.polygon.length === 4;
      const [px, py] = rhombus ? [cx, cy] : house.centre;
      parts.push(planetLines(labels, px, py, rhombus ? 3 : 2, 13));
    });
  } else {
    parts.push(`<rect x="0" y="0" width="${size}" height="${size}" class="chart-frame"/>`);
    for (let sign = 1; sign <= 12; sign += 1) {
      const [column, row] = southCells[sign] as Point;
      const x = column * q;
      const y = row * q;
      parts.push(`<rect x="${x}" y="${y}" width="${q}" height="${q}" class="chart-line"/>`);
      parts.push(text(x + q - 10, y + 10, String(sign), 'chart-sign'));
      const labels = bySign.get(sign) ?? [];
      if (sign === ascendantSign) {
        parts.push(`<path d="M${x} ${y + 22}L${x + 22} ${y}" class="chart-ascendant"/>`);
        labels.unshift(ascendantLabel[language]);
      }
      parts.push(planetLines(labels, x + q / 2, y + q / 2 + 4, 3, 13));
    }
    parts.push(text(2 * q, 2 * q, options.title, 'chart-title'));
  }
  return raw(
    `<svg viewBox="-2 -2 ${size + 4} ${size + 4}" width="${size}" height="${size}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(options.title)}">${parts.join('')}</svg>`,
  );
}
