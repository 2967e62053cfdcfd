import { type Graha, grahas } from '@app/astro/positions';
import { describe, expect, it } from 'vitest';
import {
  chartSvg,
  layoutLabels,
  northHouse,
  northNumberAt,
  planetAbbreviation,
  southBox,
  widthEm,
} from '../../../src/modules/reports/chart-svg.ts';

/**
 * The report charts keep a crowded house readable (issue 18: four planets in a South Indian cell
 * wrapped onto a second line): every house's planet box lies inside the house and clear of its
 * sign number, and the labels are laid out in even rows sized to fit that box.
 */

type Point = readonly [number, number];
type Box = ReturnType<typeof southBox>;

const corners = (box: Box): Point[] => [
  [box.cx - box.width / 2, box.cy - box.height / 2],
  [box.cx + box.width / 2, box.cy - box.height / 2],
  [box.cx + box.width / 2, box.cy + box.height / 2],
  [box.cx - box.width / 2, box.cy + box.height / 2],
];

/** Inside or on the edge of a convex polygon (its points in order, either way round). */
function inside(point: Point, polygon: readonly Point[]): boolean {
  const sides = polygon.map((from, index) => {
    const to = polygon[(index + 1) % polygon.length] as Point;
    return (to[0] - from[0]) * (point[1] - from[1]) - (to[1] - from[1]) * (point[0] - from[0]);
  });
  return sides.every((side) => side >= -1e-9) || sides.every((side) => side <= 1e-9);
}

/** The sign number (10 px text) kept out of the box, with a small margin. */
const clearOf = (box: Box, [x, y]: Point) =>
  Math.abs(x - box.cx) > box.width / 2 + 4 || Math.abs(y - box.cy) > box.height / 2 + 4;

const crowd = (language: 'en' | 'hi', count: number) =>
  [language === 'en' ? 'Asc' : 'लग्न', ...grahas.map((graha) => planetAbbreviation(graha, language))]
    .slice(0, count)
    .map((label, index) => (index === 4 ? `${label}(${language === 'en' ? 'R' : 'व'})` : label));

describe('report charts', () => {
  it('puts each North Indian house’s planets inside the house, clear of its number', () => {
    for (let house = 1; house <= 12; house += 1) {
      const { polygon, box } = northHouse(house);
      for (const corner of corners(box))
        expect(inside(corner, polygon), `house ${house}`).toBe(true);
      expect(clearOf(box, northNumberAt(house)), `house ${house}`).toBe(true);
    }
  });

  it('puts each South Indian cell’s planets inside the cell, under its number', () => {
    for (let sign = 1; sign <= 12; sign += 1) {
      const box = southBox(sign);
      const left = Math.floor(box.cx / 80) * 80;
      const top = Math.floor(box.cy / 80) * 80;
      const cell: Point[] = [
        [left, top],
        [left + 80, top],
        [left + 80, top + 80],
        [left, top + 80],
      ];
      for (const corner of corners(box)) expect(inside(corner, cell)).toBe(true);
      expect(clearOf(box, [left + 70, top + 10])).toBe(true);
      // The ascendant's stroke runs from (left, top + 22) to (left + 22, top).
      expect(box.cy - box.height / 2 - top + (box.cx - box.width / 2 - left)).toBeGreaterThan(22);
    }
  });

  it('lays out crowded houses in even rows that fit, in both languages', () => {
    const boxes = [southBox(10), ...Array.from({ length: 12 }, (_, i) => northHouse(i + 1).box)];
    for (const language of ['en', 'hi'] as const) {
      for (let count = 1; count <= 10; count += 1) {
        const labels = crowd(language, count);
        for (const box of boxes) {
          const { rows, fontSize } = layoutLabels(labels, box, language);
          expect(rows.flat()).toEqual(labels);
          const sizes = rows.map((row) => row.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          for (const row of rows) {
            const width =
              row.reduce((sum, label) => sum + widthEm(label), 0) + 0.45 * (row.length - 1);
            expect(width * fontSize).toBeLessThanOrEqual(box.width + 1e-9);
          }
          expect(rows.length * fontSize * (language === 'hi' ? 1.3 : 1.2)).toBeLessThanOrEqual(
            box.height + 1e-9,
          );
          // Still legible in print (the chart is drawn 78 mm wide: 7 px is about 5 pt).
          expect(fontSize).toBeGreaterThanOrEqual(7);
        }
      }
    }
    expect(layoutLabels(crowd('en', 4), southBox(1), 'en').rows).toEqual([
      ['Asc', 'Su'],
      ['Mo', 'Ma'],
    ]);
    expect(layoutLabels(crowd('hi', 5), southBox(1), 'hi').rows.map((row) => row.length)).toEqual([
      3, 2,
    ]);
    expect(layoutLabels(crowd('en', 9), southBox(1), 'en').rows.map((row) => row.length)).toEqual([
      3, 3, 3,
    ]);
  });

  it('writes a crowded house as even rows of labels', () => {
    for (const style of ['north', 'south'] as const) {
      for (const language of ['en', 'hi'] as const) {
        const svg = chartSvg({
          style,
          ascendantSign: 10,
          placements: grahas.map((graha: Graha) => ({
            graha,
            sign: graha === 'rahu' ? 4 : 10,
            retrograde: graha === 'mercury',
          })),
          language,
          title: 'Boy (groom): A Name Long Enough To Need Two Lines',
        }).toString();
        const rows = [...svg.matchAll(/class="chart-planet"[^>]*>([^<]*)</g)].map(
          (match) => match[1] as string,
        );
        // Ten labels (the ascendant's too), in rows of three at most: none wraps onto a row alone.
        expect(rows.flatMap((row) => row.split(' '))).toHaveLength(10);
        expect(rows.map((row) => row.split(' ').length).sort()).toEqual([1, 3, 3, 3]);
        expect([...svg.matchAll(/class="chart-title"/g)]).toHaveLength(style === 'south' ? 2 : 0);
      }
    }
  });
});
