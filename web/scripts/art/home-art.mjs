/**
 * The home page's pictures, composed from the motifs: three banner slides (a wide layout for
 * large screens and a tall one for phones), twelve strip tiles and two section backgrounds.
 * Each entry returns the SVG source for a given layout; make-images.mjs rasterises them.
 */
import { C, Doc, mandala, n, rng, sparkle, starField } from './lib.mjs';
import {
  constellation,
  diya,
  gemstone,
  kalash,
  kundliChart,
  lotus,
  mala,
  moon,
  planet,
  rudraksha,
  sun,
  zodiacWheel,
} from './motifs.mjs';

/** Where the motif sits in each banner layout: the caption needs the rest of the picture. */
export const bannerLayouts = {
  // Large screens: the caption sits on the left, the motif on the right.
  wide: { width: 1600, height: 600, cx: 1160, cy: 300, r: 245 },
  // Phones and tablets: the motif at the top, the caption over the lower part.
  small: { width: 800, height: 1000, cx: 400, cy: 320, r: 240 },
};

function background(doc, L, stops) {
  const fill = doc.radial(stops, { cx: n(L.cx / L.width), cy: n(L.cy / L.height), r: 0.85 });
  doc.add(`<rect width="${L.width}" height="${L.height}" fill="${fill}"/>`);
}

function twinkles(doc, random, L, count) {
  for (let i = 0; i < count; i += 1) {
    doc.add(
      sparkle(
        random() * L.width,
        random() * L.height,
        4 + random() * 8,
        C.gold100,
        0.5 + random() * 0.5,
      ),
    );
  }
}

/** Slide 1: the Premium Kundli: a zodiac wheel with a birth chart among orbiting planets. */
function bannerKundli(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(11);
  const { cx, cy, r } = L;
  background(doc, L, [
    [0, C.maroon700],
    [0.45, C.maroon900],
    [1, C.maroon950],
  ]);
  doc.add(
    starField(random, {
      width: L.width,
      height: L.height,
      count: Math.round((L.width * L.height) / 2600),
    }),
  );
  twinkles(doc, random, L, 10);
  const orbit = (rx, ry, tilt, opacity) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${C.gold300}" stroke-width="1.5" stroke-dasharray="3 7" opacity="${opacity}" transform="rotate(${tilt} ${cx} ${cy})"/>`;
  doc.add(orbit(r * 1.55, r * 0.62, -14, 0.5), orbit(r * 1.3, r * 1.22, 0, 0.28));
  zodiacWheel(doc, { cx, cy, r });
  planet(doc, {
    cx: cx - r * 1.38,
    cy: cy + r * 0.62,
    r: r * 0.1,
    light: C.gold200,
    dark: C.saffron700,
    ring: true,
  });
  planet(doc, {
    cx: cx + r * 1.36,
    cy: cy - r * 0.62,
    r: r * 0.075,
    light: C.saffron300,
    dark: C.maroon700,
  });
  planet(doc, {
    cx: cx + r * 0.92,
    cy: cy + r * 0.98,
    r: r * 0.05,
    light: C.gold100,
    dark: C.gold600,
  });
  moon(doc, { cx: cx - r * 1.0, cy: cy - r * 0.95, r: r * 0.11 });
  return doc.toString();
}

/** Slide 2: the consultation: a lit diya on a lotus before a golden mandala. */
function bannerDiya(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(23);
  const { cx, cy, r } = L;
  background(doc, L, [
    [0, C.saffron600],
    [0.35, C.maroon700],
    [0.75, C.maroon900],
    [1, C.maroon950],
  ]);
  doc.add(
    starField(random, {
      width: L.width,
      height: L.height,
      count: Math.round((L.width * L.height) / 9000),
    }),
  );
  doc.add(mandala({ cx, cy, r: r * 1.22, color: C.gold300, opacity: 0.5, strokeWidth: 1.6 }));
  const glow = doc.radial([
    [0, C.gold200, 0.55],
    [0.5, C.saffron400, 0.2],
    [1, C.saffron500, 0],
  ]);
  doc.add(`<circle cx="${cx}" cy="${cy}" r="${n(r * 0.9)}" fill="${glow}"/>`);
  lotus(doc, { cx: cx - r * 0.12, cy: cy + r * 0.78, s: r * 0.62 });
  diya(doc, { cx: cx - r * 0.2, cy: cy + r * 0.42, s: r * 0.5 });
  // Marigold petals drifting.
  for (let i = 0; i < 16; i += 1) {
    const a = random() * Math.PI * 2;
    const d = r * (1.05 + random() * 0.5);
    const x = cx + Math.cos(a) * d * 1.2;
    const y = cy + Math.sin(a) * d * 0.8;
    doc.add(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.035)}" ry="${n(r * 0.018)}" fill="${random() < 0.5 ? C.saffron400 : C.gold400}" transform="rotate(${n(random() * 180)} ${n(x)} ${n(y)})" opacity="0.9"/>`,
    );
  }
  twinkles(doc, random, L, 8);
  return doc.toString();
}

/** Slide 3: rudraksha: a three-faced and a five-faced bead inside a mala. */
function bannerRudraksha(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(37);
  const { cx, cy, r } = L;
  background(doc, L, [
    [0, C.maroon600],
    [0.5, C.maroon900],
    [1, C.maroon950],
  ]);
  doc.add(mandala({ cx, cy, r: r * 1.45, color: C.gold400, opacity: 0.3, strokeWidth: 1.4 }));
  const glow = doc.radial([
    [0, C.gold300, 0.35],
    [1, C.gold300, 0],
  ]);
  doc.add(`<circle cx="${cx}" cy="${cy}" r="${n(r * 0.95)}" fill="${glow}"/>`);
  mala(doc, random, {
    cx,
    cy: cy - r * 0.08,
    rx: r * 0.95,
    ry: r * 0.8,
    count: 30,
    beadR: r * 0.07,
  });
  rudraksha(doc, random, {
    cx: cx - r * 0.3,
    cy: cy + r * 0.12,
    r: r * 0.24,
    faces: 3,
    rotate: -12,
  });
  rudraksha(doc, random, { cx: cx + r * 0.2, cy: cy - r * 0.08, r: r * 0.32, faces: 5, rotate: 8 });
  twinkles(doc, random, L, 12);
  return doc.toString();
}

export const banners = [bannerKundli, bannerDiya, bannerRudraksha];

/* ---- Strip tiles (square) ---- */

const TILE = 320;

function cosmicTile(seed, draw) {
  const doc = new Doc(TILE, TILE);
  const random = rng(seed);
  const fill = doc.radial([
    [0, C.maroon700],
    [0.6, C.maroon900],
    [1, C.maroon950],
  ]);
  doc.add(`<rect width="${TILE}" height="${TILE}" fill="${fill}"/>`);
  doc.add(starField(random, { width: TILE, height: TILE, count: 60, twinkles: 3 }));
  draw(doc, random);
  return doc.toString();
}

function sacredTile(seed, draw) {
  const doc = new Doc(TILE, TILE);
  const random = rng(seed);
  const fill = doc.radial([
    [0, C.cream50],
    [0.6, C.saffron100],
    [1, C.saffron200],
  ]);
  doc.add(`<rect width="${TILE}" height="${TILE}" fill="${fill}"/>`);
  doc.add(mandala({ cx: 160, cy: 160, r: 150, color: C.gold500, opacity: 0.28, strokeWidth: 1.2 }));
  draw(doc, random);
  return doc.toString();
}

/** Top strip: the sky. Bottom strip: sacred objects. Names match the locale's strip labels. */
export const tiles = {
  sun: () => cosmicTile(1, (doc) => sun(doc, { cx: 160, cy: 160, r: 62 })),
  moon: () =>
    cosmicTile(2, (doc) => {
      moon(doc, { cx: 175, cy: 160, r: 88 });
    }),
  saturn: () =>
    cosmicTile(3, (doc) =>
      planet(doc, { cx: 160, cy: 160, r: 64, light: C.gold200, dark: C.saffron700, ring: true }),
    ),
  zodiac: () =>
    cosmicTile(4, (doc) => zodiacWheel(doc, { cx: 160, cy: 160, r: 135, chart: false })),
  kundli: () =>
    cosmicTile(5, (doc) => {
      kundliChart(doc, {
        cx: 160,
        cy: 160,
        size: 210,
        stroke: C.gold300,
        strokeWidth: 4,
        fill: C.maroon900,
      });
    }),
  nakshatra: () =>
    cosmicTile(6, (doc) =>
      constellation(doc, {
        cx: 160,
        cy: 160,
        s: 240,
        points: [
          [-0.38, -0.22],
          [-0.18, -0.3],
          [0.02, -0.12],
          [0.22, -0.2],
          [0.36, 0.05],
          [0.12, 0.18],
          [-0.1, 0.34],
          [-0.3, 0.16],
        ],
        links: [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 2],
          [5, 6],
          [6, 7],
          [7, 0],
        ],
      }),
    ),
  rudraksha: () =>
    sacredTile(7, (doc, random) =>
      rudraksha(doc, random, { cx: 160, cy: 165, r: 100, faces: 5, rotate: 10 }),
    ),
  diya: () => sacredTile(8, (doc) => diya(doc, { cx: 140, cy: 190, s: 95 })),
  gemstone: () =>
    sacredTile(9, (doc) =>
      gemstone(doc, {
        cx: 160,
        cy: 150,
        s: 110,
        light: C.maroon300,
        mid: C.maroon500,
        dark: C.maroon800,
      }),
    ),
  lotus: () => sacredTile(10, (doc) => lotus(doc, { cx: 160, cy: 220, s: 120 })),
  kalash: () => sacredTile(11, (doc) => kalash(doc, { cx: 160, cy: 185, s: 120 })),
  mala: () =>
    sacredTile(12, (doc, random) =>
      mala(doc, random, { cx: 160, cy: 130, rx: 92, ry: 92, count: 22, beadR: 13 }),
    ),
};

/* ---- Section backgrounds ---- */

/** The services section: faint gold mandalas in two corners on cream. */
export function servicesBackground({ width, height }) {
  const doc = new Doc(width, height);
  doc.add(`<rect width="${width}" height="${height}" fill="${C.cream50}"/>`);
  const warm = doc.linear([
    [0, C.cream50],
    [1, C.cream100],
  ]);
  doc.add(`<rect width="${width}" height="${height}" fill="${warm}"/>`);
  const r = Math.min(width, height) * 0.55;
  doc.add(
    mandala({
      cx: width - r * 0.25,
      cy: r * 0.2,
      r,
      color: C.gold500,
      opacity: 0.24,
      strokeWidth: 1.4,
    }),
  );
  doc.add(
    mandala({
      cx: r * 0.15,
      cy: height - r * 0.15,
      r: r * 0.85,
      color: C.gold500,
      opacity: 0.2,
      strokeWidth: 1.4,
    }),
  );
  return doc.toString();
}

/** The stats band: a night sky with a faint zodiac wheel. */
export function statsBackground({ width, height }) {
  const doc = new Doc(width, height);
  const random = rng(99);
  const fill = doc.linear(
    [
      [0, C.maroon900],
      [1, C.maroon950],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  doc.add(`<rect width="${width}" height="${height}" fill="${fill}"/>`);
  doc.add(
    starField(random, { width, height, count: Math.round((width * height) / 2200), twinkles: 8 }),
  );
  const r = Math.max(width, height) * 0.32;
  doc.add(`<g opacity="0.22">`);
  zodiacWheel(doc, { cx: width * 0.9, cy: height * 0.5, r, chart: false });
  doc.add('</g>');
  doc.add(
    mandala({ cx: width * 0.06, cy: height * 0.15, r: r * 0.6, color: C.gold400, opacity: 0.12 }),
  );
  return doc.toString();
}
