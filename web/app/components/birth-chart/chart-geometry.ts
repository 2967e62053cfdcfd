import type { Graha } from '@app/astro/positions';

/**
 * Where each house, sign and graha of a chart is drawn, in a square of `chartSize` units, for the
 * two traditional styles. Pure data: the SVG components draw it, the tests check it.
 *
 * - North Indian: the diamond chart. Houses are fixed, house 1 at the top centre and the others
 *   counter-clockwise (2 top left, 4 left, 7 bottom, 10 right); each house carries the number of
 *   its sign.
 * - South Indian: the signs are fixed in a ring of twelve boxes on a 4×4 grid, Pisces at the top
 *   left and Aries beside it, going clockwise; the ascendant's box is marked.
 */

export const chartSize = 400;

/** One graha in a chart: the sign it occupies in this chart (rashi, or navamsa for D9). */
export type ChartPlacement = { graha: Graha; sign: number; retrograde: boolean };

export type ChartData = {
  /** The sign of the first house: the ascendant's, or (birth time unknown) the Moon's. */
  firstSign: number;
  /** The ascendant's sign, marked in the chart; null when the birth time is unknown. */
  ascendantSign: number | null;
  placements: readonly ChartPlacement[];
};

type Point = readonly [x: number, y: number];

/** The sign in a house when the first house holds `firstSign` (whole signs). */
export function signOfHouse(house: number, firstSign: number): number {
  return ((firstSign - 1 + house - 1) % 12) + 1;
}

/** The house of a sign when the first house holds `firstSign`. */
export function houseOfSign(sign: number, firstSign: number): number {
  return ((sign - firstSign + 12) % 12) + 1;
}

/** A group of labels laid out in rows around a point, at most `perRow` to a row. */
type LabelArea = { at: Point; perRow: number };

/** Positions of `count` labels in an area: rows centred on its point, 34 units apart. */
function labelPositions(area: LabelArea, count: number): Point[] {
  const rows = Math.ceil(count / area.perRow);
  const lineHeight = rows > 3 ? 16 : rows > 2 ? 19 : 22;
  const positions: Point[] = [];
  for (let row = 0; row < rows; row += 1) {
    const inRow = Math.min(area.perRow, count - row * area.perRow);
    const y = area.at[1] + (row - (rows - 1) / 2) * lineHeight;
    for (let column = 0; column < inRow; column += 1) {
      positions.push([area.at[0] + (column - (inRow - 1) / 2) * 34, y]);
    }
  }
  return positions;
}

// The diamond chart's points: corners, side midpoints, centre, and where the diagonals cross
// the inner diamond.
const s = chartSize;
const h = s / 2;
const q = s / 4;
const corner = { tl: [0, 0], tr: [s, 0], br: [s, s], bl: [0, s] } as const;
const mid = { t: [h, 0], r: [s, h], b: [h, s], l: [0, h] } as const;
const centre: Point = [h, h];
const inner = { tl: [q, q], tr: [s - q, q], br: [s - q, s - q], bl: [q, s - q] } as const;

type NorthHouseShape = {
  house: number;
  polygon: readonly Point[];
  /** Where the sign's number is written: near the corner that points to the centre. */
  signAt: Point;
  labelArea: LabelArea;
};

/** The twelve houses of the North Indian chart, house 1 first. */
export const northHouseShapes: readonly NorthHouseShape[] = [
  {
    house: 1,
    polygon: [mid.t, inner.tr, centre, inner.tl],
    signAt: [h, h - 26],
    labelArea: { at: [h, q - 10], perRow: 3 },
  },
  {
    house: 2,
    polygon: [corner.tl, mid.t, inner.tl],
    signAt: [q, q - 22],
    labelArea: { at: [q, 30], perRow: 3 },
  },
  {
    house: 3,
    polygon: [corner.tl, inner.tl, mid.l],
    signAt: [q - 16, q + 2],
    labelArea: { at: [35, q], perRow: 2 },
  },
  {
    house: 4,
    polygon: [mid.l, inner.tl, centre, inner.bl],
    signAt: [h - 26, h + 4],
    labelArea: { at: [q - 6, h], perRow: 3 },
  },
  {
    house: 5,
    polygon: [mid.l, inner.bl, corner.bl],
    signAt: [q - 16, s - q + 2],
    labelArea: { at: [35, s - q], perRow: 2 },
  },
  {
    house: 6,
    polygon: [corner.bl, inner.bl, mid.b],
    signAt: [q, s - q + 26],
    labelArea: { at: [q, s - 28], perRow: 3 },
  },
  {
    house: 7,
    polygon: [mid.b, inner.bl, centre, inner.br],
    signAt: [h, h + 30],
    labelArea: { at: [h, s - q + 12], perRow: 3 },
  },
  {
    house: 8,
    polygon: [mid.b, inner.br, corner.br],
    signAt: [s - q, s - q + 26],
    labelArea: { at: [s - q, s - 28], perRow: 3 },
  },
  {
    house: 9,
    polygon: [corner.br, inner.br, mid.r],
    signAt: [s - q + 16, s - q + 2],
    labelArea: { at: [s - 35, s - q], perRow: 2 },
  },
  {
    house: 10,
    polygon: [mid.r, inner.br, centre, inner.tr],
    signAt: [h + 26, h + 4],
    labelArea: { at: [s - q + 6, h], perRow: 3 },
  },
  {
    house: 11,
    polygon: [mid.r, inner.tr, corner.tr],
    signAt: [s - q + 16, q + 2],
    labelArea: { at: [s - 35, q], perRow: 2 },
  },
  {
    house: 12,
    polygon: [corner.tr, inner.tr, mid.t],
    signAt: [s - q, q - 22],
    labelArea: { at: [s - q, 30], perRow: 3 },
  },
];

/** The lines of the diamond chart: the frame, both diagonals and the inner diamond. */
export const northChartLines: readonly (readonly [Point, Point])[] = [
  [corner.tl, corner.br],
  [corner.tr, corner.bl],
  [mid.t, mid.r],
  [mid.r, mid.b],
  [mid.b, mid.l],
  [mid.l, mid.t],
];

export type LaidOutGraha = ChartPlacement & { at: Point };

/** The grahas in a sign, in the engine's order (Sun, Moon, Mars, ... Rahu, Ketu). */
function grahasIn(chart: ChartData, sign: number): ChartPlacement[] {
  return chart.placements.filter((placement) => placement.sign === sign);
}

/** A house of the North Indian chart as drawn: its sign, its grahas and where they go. */
export type NorthHouse = NorthHouseShape & {
  sign: number;
  isAscendant: boolean;
  grahas: LaidOutGraha[];
  /** Where the ascendant's mark goes (house 1, when the ascendant is known). */
  ascendantAt: Point | null;
};

export function northIndianLayout(chart: ChartData): NorthHouse[] {
  return northHouseShapes.map((shape) => {
    const sign = signOfHouse(shape.house, chart.firstSign);
    const isAscendant = chart.ascendantSign === sign;
    const grahas = grahasIn(chart, sign);
    // The ascendant's mark takes the first place among the labels of its house.
    const positions = labelPositions(shape.labelArea, grahas.length + (isAscendant ? 1 : 0));
    return {
      ...shape,
      sign,
      isAscendant,
      ascendantAt: isAscendant ? (positions[0] ?? null) : null,
      grahas: grahas.map((placement, index) => ({
        ...placement,
        at: positions[index + (isAscendant ? 1 : 0)] ?? shape.labelArea.at,
      })),
    };
  });
}

/** The box of each sign in the South Indian chart: [row, column] of the 4×4 grid. */
const southSignCells: Readonly<Record<number, readonly [row: number, column: number]>> = {
  12: [0, 0],
  1: [0, 1],
  2: [0, 2],
  3: [0, 3],
  4: [1, 3],
  5: [2, 3],
  6: [3, 3],
  7: [3, 2],
  8: [3, 1],
  9: [3, 0],
  10: [2, 0],
  11: [1, 0],
};

export const southCellSize = chartSize / 4;

/** A sign's box of the South Indian chart as drawn. */
export type SouthBox = {
  sign: number;
  /** Top left corner of the box. */
  x: number;
  y: number;
  /** The house the sign is, counted from the first house's sign. */
  house: number;
  isAscendant: boolean;
  grahas: LaidOutGraha[];
  ascendantAt: Point | null;
};

export function southIndianLayout(chart: ChartData): SouthBox[] {
  return Array.from({ length: 12 }, (_, index) => {
    const sign = index + 1;
    const [row, column] = southSignCells[sign] as readonly [number, number];
    const x = column * southCellSize;
    const y = row * southCellSize;
    const isAscendant = chart.ascendantSign === sign;
    const grahas = grahasIn(chart, sign);
    const area: LabelArea = { at: [x + southCellSize / 2, y + southCellSize / 2 + 8], perRow: 2 };
    const positions = labelPositions(area, grahas.length + (isAscendant ? 1 : 0));
    return {
      sign,
      x,
      y,
      house: houseOfSign(sign, chart.firstSign),
      isAscendant,
      ascendantAt: isAscendant ? (positions[0] ?? null) : null,
      grahas: grahas.map((placement, i) => ({
        ...placement,
        at: positions[i + (isAscendant ? 1 : 0)] ?? area.at,
      })),
    };
  });
}
