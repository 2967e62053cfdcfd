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

/** Where a house's planets may go: a rectangle (centre, width, height) clear of its lines and number. */
type Box = { cx: number; cy: number; width: number; height: number };

/**
 * North Indian houses 1-12: outline, the inner corner (its sign number goes near it) and the box
 * for the planets, the largest that stays inside the house and clear of the number.
 */
const northHouses: { polygon: Point[]; centre: Point; inner: Point; box: Box }[] = (() => {
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
  // The four diamonds (houses 1, 4, 7, 10), the triangles on the top and bottom edges (2, 6, 8, 12)
  // and those on the left and right edges (3, 5, 9, 11).
  const diamondTop = (cy: number): Box => ({ cx: 2 * q, cy, width: 92, height: 50 });
  const diamondSide = (cx: number): Box => ({ cx, cy: 2 * q, width: 76, height: 56 });
  const edgeTopBottom = (cx: number, cy: number): Box => ({ cx, cy, width: 60, height: 44 });
  const edgeSide = (cx: number, cy: number): Box => ({ cx, cy, width: 44, height: 56 });
  return [
    { polygon: [T, b, C, a], centre: [2 * q, q * 1.05], inner: C, box: diamondTop(74) },
    { polygon: [TL, T, a], centre: [q, q * 0.38], inner: a, box: edgeTopBottom(q, 27) },
    { polygon: [TL, a, L], centre: [q * 0.38, q], inner: a, box: edgeSide(27, q) },
    { polygon: [L, a, C, d], centre: [q, 2 * q], inner: C, box: diamondSide(70) },
    { polygon: [L, d, BL], centre: [q * 0.38, 3 * q], inner: d, box: edgeSide(27, 3 * q) },
    { polygon: [BL, d, B], centre: [q, 4 * q - q * 0.38], inner: d, box: edgeTopBottom(q, s - 27) },
    { polygon: [B, d, C, c], centre: [2 * q, 3 * q - q * 0.05], inner: C, box: diamondTop(s - 74) },
    {
      polygon: [B, c, BR],
      centre: [3 * q, 4 * q - q * 0.38],
      inner: c,
      box: edgeTopBottom(3 * q, s - 27),
    },
    {
      polygon: [BR, c, R],
      centre: [4 * q - q * 0.38, 3 * q],
      inner: c,
      box: edgeSide(s - 27, 3 * q),
    },
    { polygon: [R, c, C, b], centre: [3 * q, 2 * q], inner: C, box: diamondSide(s - 70) },
    { polygon: [R, b, TR], centre: [4 * q - q * 0.38, q], inner: b, box: edgeSide(s - 27, q) },
    { polygon: [TR, b, T], centre: [3 * q, q * 0.38], inner: b, box: edgeTopBottom(3 * q, 27) },
  ];
})();

/** Where a North Indian house writes its sign number: most of the way to the inner corner. */
export function northNumberAt(house: number): Point {
  const { centre, inner } = northHouses[house - 1] as (typeof northHouses)[number];
  return [centre[0] + (inner[0] - centre[0]) * 0.62, centre[1] + (inner[1] - centre[1]) * 0.62];
}

/** North Indian house 1-12: its outline and the box its planets are written in. */
export function northHouse(house: number): { polygon: Point[]; box: Box } {
  return northHouses[house - 1] as (typeof northHouses)[number];
}

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

/** A South Indian cell's planet box: below its sign number and the ascendant's stroke. */
export function southBox(sign: number): Box {
  const [column, row] = southCells[sign] as Point;
  return { cx: column * q + q / 2, cy: row * q + 48, width: 72, height: 56 };
}

const fmt = (value: number) => String(Math.round(value * 10) / 10);

function text(x: number, y: number, content: string, className: string, fontSize?: number): string {
  const sized = fontSize === undefined ? '' : ` font-size="${fmt(fontSize)}"`;
  return `<text x="${fmt(x)}" y="${fmt(y)}" class="${className}"${sized} text-anchor="middle" dominant-baseline="middle">${escapeHtml(content)}</text>`;
}

/** The planets' label size when a house has room (px of the 320 px drawing). */
const largestLabel = 11.5;
/** A line of labels is this many times their size high; Devanagari needs more room for its marks. */
const lineHeight: Record<Language, number> = { en: 1.2, hi: 1.3 };
/** The gap between two labels on a line, in em: Mukta's space (0.23 em) and 0.2 em of word-spacing. */
const labelGap = 0.45;

/** Per-character widths (em) of a font, a little generous, for sizing text without measuring it. */
type Widths = { latin: number; devanagari: number; narrow: number };
/** Mukta SemiBold (the planets): Latin letters at most 0.68 em, Devanagari letters 0.77 em. */
const labelWidths: Widths = { latin: 0.68, devanagari: 0.77, narrow: 0.3 };
/** Rozha One (the South Indian chart's title): Latin letters 0.57 em on average (a line may run a
 * little over the 148 px it is sized for: the square is 160), Devanagari 0.9. */
const titleWidths: Widths = { latin: 0.56, devanagari: 0.9, narrow: 0.3 };

/** A text's width in em; Devanagari vowel signs and marks sit on their letter (no width). */
export function widthEm(content: string, widths: Widths = labelWidths): number {
  let width = 0;
  for (const character of content) {
    if (/[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963]/u.test(character)) continue;
    if (/[\u0900-\u097f]/u.test(character)) width += widths.devanagari;
    else if (/[\s().,:;'’-]/u.test(character)) width += widths.narrow;
    else width += widths.latin;
  }
  return width;
}

/**
 * How the labels of one house are laid out in its box: in rows of at most `perRow`, the rows as
 * even as can be (5 is 3 + 2, never 4 + 1), each label written on its own so nothing wraps; the
 * size is the largest at which the widest row and all the rows fit, up to `largestLabel`.
 */
export function layoutLabels(
  labels: readonly string[],
  box: Box,
  language: Language,
): { rows: string[][]; fontSize: number } {
  if (labels.length === 0) return { rows: [], fontSize: largestLabel };
  const square = Math.ceil(Math.sqrt(labels.length));
  let best: { rows: string[][]; fontSize: number; squareness: number } | undefined;
  for (let perRow = 1; perRow <= labels.length; perRow += 1) {
    const count = Math.ceil(labels.length / perRow);
    const rows: string[][] = [];
    let next = 0;
    for (let index = 0; index < count; index += 1) {
      const take = Math.ceil((labels.length - next) / (count - index));
      rows.push(labels.slice(next, next + take));
      next += take;
    }
    const widest = Math.max(
      ...rows.map(
        (row) => row.reduce((sum, label) => sum + widthEm(label), 0) + (row.length - 1) * labelGap,
      ),
    );
    const fontSize = Math.min(
      largestLabel,
      box.width / widest,
      box.height / (rows.length * lineHeight[language]),
    );
    // Of the layouts that reach the largest size, the squarest: 4 as 2 × 2, 9 as 3 × 3.
    const squareness = Math.abs(perRow - square);
    if (
      !best ||
      fontSize > best.fontSize + 0.25 ||
      (fontSize > best.fontSize - 0.25 && squareness < best.squareness)
    ) {
      best = { rows, fontSize, squareness };
    }
  }
  const { rows, fontSize } = best as NonNullable<typeof best>;
  return { rows, fontSize };
}

/** The labels of one house, laid out by `layoutLabels`, centred in its box. */
function houseLabels(labels: readonly string[], box: Box, language: Language): string {
  const { rows, fontSize } = layoutLabels(labels, box, language);
  const step = fontSize * lineHeight[language];
  const top = box.cy - ((rows.length - 1) * step) / 2;
  // A row is one line of text, its labels apart by a space widened to `labelGap` (the stylesheet's
  // word-spacing): the font spaces them evenly, and the text layer reads them as words.
  return rows
    .map((row, index) => text(box.cx, top + index * step, row.join(' '), 'chart-planet', fontSize))
    .join('');
}

/** The South Indian chart's title in its middle square: one line, or two if a long name needs them. */
function centreTitle(title: string): string {
  const room = 2 * q - 12;
  const words = title.split(' ');
  let lines = [title];
  if (widthEm(title, titleWidths) * 13 > room && words.length > 1) {
    // The split whose longer line is shortest.
    lines = words
      .slice(1)
      .map((_, index) => [words.slice(0, index + 1).join(' '), words.slice(index + 1).join(' ')])
      .reduce((a, b) =>
        Math.max(...b.map((line) => widthEm(line, titleWidths))) <
        Math.max(...a.map((line) => widthEm(line, titleWidths)))
          ? b
          : a,
      );
  }
  const fontSize = Math.min(13, ...lines.map((line) => room / widthEm(line, titleWidths)));
  const step = fontSize * 1.35;
  const top = 2 * q - ((lines.length - 1) * step) / 2;
  return lines
    .map((line, index) => text(2 * q, top + index * step, line, 'chart-title', fontSize))
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
      const [nx, ny] = northNumberAt(index + 1);
      parts.push(text(nx, ny, String(sign), 'chart-sign'));
      const labels = [
        ...(index === 0 ? [ascendantLabel[language]] : []),
        ...(bySign.get(sign) ?? []),
      ];
      parts.push(houseLabels(labels, house.box, language));
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
      parts.push(houseLabels(labels, southBox(sign), language));
    }
    parts.push(centreTitle(options.title));
  }
  return raw(
    `<svg viewBox="-2 -2 ${size + 4} ${size + 4}" width="${size}" height="${size}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(options.title)}">${parts.join('')}</svg>`,
  );
}
