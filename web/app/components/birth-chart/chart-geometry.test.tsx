import type { Graha } from '@app/astro/positions';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '~/lib/i18n';
import { BirthChart } from './birth-chart';
import {
  type ChartData,
  chartSize,
  houseOfSign,
  northHouseShapes,
  northIndianLayout,
  signOfHouse,
  southCellSize,
  southIndianLayout,
} from './chart-geometry';
import { ChartStyleToggle, useChartStyle } from './chart-style';

type Point = readonly [number, number];

/** Whether a point lies inside a convex or concave polygon (ray casting). */
function inside([x, y]: Point, polygon: readonly Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const area = (polygon: readonly Point[]) =>
  Math.abs(
    polygon.reduce((sum, [x, y], i) => {
      const [nx, ny] = polygon[(i + 1) % polygon.length] as Point;
      return sum + x * ny - nx * y;
    }, 0) / 2,
  );

const centroid = (polygon: readonly Point[]): Point => [
  polygon.reduce((sum, [x]) => sum + x, 0) / polygon.length,
  polygon.reduce((sum, [, y]) => sum + y, 0) / polygon.length,
];

const grahas: Graha[] = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
];

/** Reference chart 0 of shared/astro (New Delhi, 1977): Virgo rising. */
const delhi: ChartData = {
  firstSign: 6,
  ascendantSign: 6,
  placements: [
    { graha: 'sun', sign: 4, retrograde: false },
    { graha: 'moon', sign: 8, retrograde: false },
    { graha: 'mars', sign: 2, retrograde: false },
    { graha: 'mercury', sign: 5, retrograde: false },
    { graha: 'jupiter', sign: 3, retrograde: false },
    { graha: 'venus', sign: 2, retrograde: false },
    { graha: 'saturn', sign: 4, retrograde: false },
    { graha: 'rahu', sign: 6, retrograde: true },
    { graha: 'ketu', sign: 12, retrograde: true },
  ],
};

describe('houses and signs', () => {
  it('counts whole signs from the first house', () => {
    expect(signOfHouse(1, 6)).toBe(6);
    expect(signOfHouse(8, 6)).toBe(1);
    expect(houseOfSign(1, 6)).toBe(8);
    for (let first = 1; first <= 12; first += 1) {
      for (let house = 1; house <= 12; house += 1) {
        expect(houseOfSign(signOfHouse(house, first), first)).toBe(house);
      }
    }
  });
});

describe('the North Indian chart', () => {
  it('tiles the square with twelve houses: four diamonds and eight triangles', () => {
    expect(northHouseShapes.map((shape) => shape.house)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const areas = northHouseShapes.map((shape) => area(shape.polygon));
    expect(areas.reduce((sum, a) => sum + a, 0)).toBeCloseTo(chartSize * chartSize);
    for (const house of [1, 4, 7, 10]) expect(areas[house - 1]).toBe(chartSize ** 2 / 8);
  });

  it('has house 1 at the top centre and the others counter-clockwise', () => {
    const [cx, cy] = [chartSize / 2, chartSize / 2];
    const angles = northHouseShapes.map((shape) => {
      const [x, y] = centroid(shape.polygon);
      // Angle from the top, growing counter-clockwise on screen (y points down).
      return (Math.atan2(-(x - cx), -(y - cy)) * 180) / Math.PI;
    });
    expect(Math.abs(angles[0] ?? 1)).toBeLessThan(1e-9);
    const turning = angles.map((angle) => (angle + 360) % 360);
    for (let i = 1; i < 12; i += 1) {
      expect(turning[i]).toBeGreaterThan(turning[i - 1] ?? 0);
    }
    expect(turning[3]).toBeCloseTo(90); // house 4 on the left
    expect(turning[6]).toBeCloseTo(180); // house 7 at the bottom
    expect(turning[9]).toBeCloseTo(270); // house 10 on the right
  });

  it('puts each graha in the house of its sign, with the sign’s number in each house', () => {
    const houses = northIndianLayout(delhi);
    const byGraha = new Map(houses.flatMap((house) => house.grahas.map((g) => [g.graha, house])));
    for (const placement of delhi.placements) {
      const house = byGraha.get(placement.graha);
      expect(house?.sign).toBe(placement.sign);
      expect(house?.house).toBe(houseOfSign(placement.sign, 6));
    }
    expect(houses.map((house) => house.sign)).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
    expect(houses[0]?.isAscendant).toBe(true);
    expect(houses[0]?.grahas.map((g) => g.graha)).toEqual(['rahu']);
    expect(houses[10]?.grahas.map((g) => g.graha)).toEqual(['sun', 'saturn']);
  });

  it('draws every label inside its own house, however many share it', () => {
    for (let count = 1; count <= grahas.length; count += 1) {
      for (let first = 1; first <= 12; first += 1) {
        // `count` grahas in the sign of each house in turn, the ascendant's mark with them in house 1.
        for (let house = 1; house <= 12; house += 1) {
          const sign = signOfHouse(house, first);
          const chart: ChartData = {
            firstSign: first,
            ascendantSign: first,
            placements: grahas.slice(0, count).map((graha) => ({ graha, sign, retrograde: false })),
          };
          const drawn = northIndianLayout(chart)[house - 1];
          if (!drawn) throw new Error('no house');
          expect(inside(drawn.signAt, drawn.polygon), `sign number of house ${house}`).toBe(true);
          for (const label of drawn.grahas) {
            expect(inside(label.at, drawn.polygon), `${count} grahas in house ${house}`).toBe(true);
          }
          if (drawn.ascendantAt) expect(inside(drawn.ascendantAt, drawn.polygon)).toBe(true);
        }
      }
    }
  });
});

describe('the South Indian chart', () => {
  it('fixes the signs in a ring, Pisces at the top left and Aries beside it, clockwise', () => {
    const boxes = southIndianLayout(delhi);
    const at = (sign: number) => {
      const box = boxes[sign - 1];
      return [box?.y ?? -1, box?.x ?? -1].map((value) => value / southCellSize);
    };
    expect(at(12)).toEqual([0, 0]);
    expect(at(1)).toEqual([0, 1]);
    expect(at(3)).toEqual([0, 3]);
    expect(at(4)).toEqual([1, 3]);
    expect(at(6)).toEqual([3, 3]);
    expect(at(9)).toEqual([3, 0]);
    expect(at(11)).toEqual([1, 0]);
    const cells = new Set(boxes.map((box) => `${box.x},${box.y}`));
    expect(cells.size).toBe(12);
    expect(cells.has(`${southCellSize},${southCellSize}`)).toBe(false);
  });

  it('puts each graha in its sign’s box, and marks the ascendant’s box', () => {
    const boxes = southIndianLayout(delhi);
    for (const box of boxes) {
      const expected = delhi.placements.filter((p) => p.sign === box.sign).map((p) => p.graha);
      expect(box.grahas.map((g) => g.graha)).toEqual(expected);
      expect(box.isAscendant).toBe(box.sign === 6);
      expect(box.house).toBe(houseOfSign(box.sign, 6));
      const square: Point[] = [
        [box.x, box.y],
        [box.x + southCellSize, box.y],
        [box.x + southCellSize, box.y + southCellSize],
        [box.x, box.y + southCellSize],
      ];
      for (const label of box.grahas) expect(inside(label.at, square)).toBe(true);
    }
  });

  it('marks no ascendant when the birth time is unknown', () => {
    const boxes = southIndianLayout({ ...delhi, firstSign: 8, ascendantSign: null });
    expect(boxes.some((box) => box.isAscendant)).toBe(false);
    expect(boxes[7]?.house).toBe(1);
  });
});

describe('the chart as drawn', () => {
  const render = (language: 'en' | 'hi', chartStyle: 'north' | 'south') =>
    renderToStaticMarkup(
      <LanguageProvider language={language}>
        <BirthChart chart={delhi} chartStyle={chartStyle} title="Rashi" centreLines={['Rashi']} />
      </LanguageProvider>,
    );

  it('marks each house with its sign and grahas for the browser tests', () => {
    const html = render('en', 'north');
    expect(html).toContain('data-house="1" data-sign="6" data-grahas="rahu" data-ascendant="true"');
    expect(html).toContain('data-house="11" data-sign="4" data-grahas="sun saturn"');
    const south = render('en', 'south');
    expect(south).toContain('data-sign="4" data-house="11" data-grahas="sun saturn"');
  });

  it('describes the chart in words, in the page’s language', () => {
    expect(render('en', 'north')).toContain('House 11, Cancer (Karka): Sun, Saturn.');
    expect(render('en', 'north')).toContain('House 1, Virgo (Kanya): Rahu (retrograde).');
    expect(render('hi', 'south')).toContain('भाव 11, कर्क: सूर्य, शनि।');
    expect(render('hi', 'south')).toContain('>सू<');
  });
});

describe('the chart style switch', () => {
  function ChartWithSwitch() {
    const [chartStyle] = useChartStyle();
    return (
      <>
        <ChartStyleToggle />
        <BirthChart chart={delhi} chartStyle={chartStyle} title="Rashi" />
      </>
    );
  }

  it('is a labelled pair of radio buttons, North Indian until the visitor chooses', () => {
    const html = renderToStaticMarkup(
      <LanguageProvider language={'hi'}>
        <ChartWithSwitch />
      </LanguageProvider>,
    );
    expect(html).toContain('<legend class="sr-only">कुंडली की शैली</legend>');
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="north"/);
    expect(html).toContain('data-chart-style="north"');
    expect(html).toContain('दक्षिण भारतीय');
  });
});
