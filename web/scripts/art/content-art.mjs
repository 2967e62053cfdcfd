/**
 * The hero pictures of the content pages (collaborations, about, support, contact), composed
 * from the home page's motifs plus a studio microphone and a sealed letter drawn here. Each is a
 * square on the night-sky maroon of the page heroes; make-images.mjs rasterises them into
 * public/images/content/.
 */
import { C, Doc, mandala, n, rng, sparkle, starField } from './lib.mjs';
import { diya, kalash, kundliChart, lotus, moon, planet, zodiacWheel } from './motifs.mjs';

/** All four pictures share this square layout. */
export const contentLayout = { width: 720, height: 720 };

/** The about page's three video posters (16:9), shown until a visitor presses play. */
export const posterLayout = { width: 960, height: 540 };

/** The sky behind each motif: a warm glow fading into the hero's maroon, with stars. */
function sky(doc, random, L, glowAt = [0.5, 0.45]) {
  const fill = doc.radial(
    [
      [0, C.maroon600],
      [0.5, C.maroon900],
      [1, C.maroon950],
    ],
    { cx: glowAt[0], cy: glowAt[1], r: 0.75 },
  );
  doc.add(`<rect width="${L.width}" height="${L.height}" fill="${fill}"/>`);
  doc.add(starField(random, { width: L.width, height: L.height, count: 150, twinkles: 6 }));
}

/** A soft golden halo behind a motif. */
function halo(doc, cx, cy, r, opacity = 0.55) {
  const glow = doc.radial([
    [0, C.saffron400, opacity],
    [0.5, C.maroon600, opacity * 0.45],
    [1, C.maroon900, 0],
  ]);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${glow}"/>`);
}

/** A studio microphone on a short stand; `s` is the capsule's half-width. */
function microphone(doc, { cx, cy, s }) {
  const metal = doc.linear(
    [
      [0, C.gold200],
      [0.45, C.gold400],
      [1, C.saffron700],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.4 },
  );
  const dark = doc.linear([
    [0, C.maroon800],
    [1, C.maroon950],
  ]);
  const w = s * 2;
  const h = s * 3.3;
  const top = cy - h * 0.62;
  // Capsule with its grille.
  doc.add(
    `<rect x="${n(cx - s)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(s)}" fill="${dark}" stroke="${metal}" stroke-width="${n(s * 0.14)}"/>`,
  );
  const clip = doc.id('mic');
  doc.def(
    `<clipPath id="${clip}"><rect x="${n(cx - s * 0.86)}" y="${n(top + s * 0.14)}" width="${n(w * 0.86)}" height="${n(h - s * 0.28)}" rx="${n(s * 0.86)}"/></clipPath>`,
  );
  const grille = [];
  for (let i = -8; i <= 8; i += 1) {
    const x = cx + i * s * 0.16;
    grille.push(`M${n(x)} ${n(top)}L${n(x)} ${n(top + h)}`);
  }
  for (let j = 1; j < 14; j += 1) {
    const y = top + (j * h) / 14;
    grille.push(`M${n(cx - s)} ${n(y)}L${n(cx + s)} ${n(y)}`);
  }
  doc.add(
    `<g clip-path="url(#${clip})"><path d="${grille.join('')}" stroke="${C.gold500}" stroke-width="${n(s * 0.035)}" opacity="0.55"/></g>`,
  );
  // A band across the middle and a highlight on the left.
  doc.add(
    `<rect x="${n(cx - s * 1.04)}" y="${n(top + h * 0.56)}" width="${n(w * 1.04)}" height="${n(s * 0.32)}" rx="${n(s * 0.08)}" fill="${metal}"/>`,
    `<path d="M${n(cx - s * 0.55)} ${n(top + s * 0.55)}Q${n(cx - s * 0.7)} ${n(top + h * 0.3)} ${n(cx - s * 0.6)} ${n(top + h * 0.48)}" stroke="#ffffff" stroke-width="${n(s * 0.08)}" stroke-linecap="round" fill="none" opacity="0.45"/>`,
  );
  // Yoke, stem and base.
  const yokeY = top + h * 0.62;
  doc.add(
    `<path d="M${n(cx - s * 1.45)} ${n(yokeY - s * 0.5)}L${n(cx - s * 1.45)} ${n(yokeY + s * 0.35)}A${n(s * 1.45)} ${n(s * 1.45)} 0 0 0 ${n(cx + s * 1.45)} ${n(yokeY + s * 0.35)}L${n(cx + s * 1.45)} ${n(yokeY - s * 0.5)}" fill="none" stroke="${metal}" stroke-width="${n(s * 0.2)}" stroke-linecap="round"/>`,
    `<rect x="${n(cx - s * 0.12)}" y="${n(yokeY + s * 1.78)}" width="${n(s * 0.24)}" height="${n(s * 1.2)}" fill="${metal}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(yokeY + s * 3.05)}" rx="${n(s * 1.25)}" ry="${n(s * 0.26)}" fill="${metal}" stroke="${C.saffron700}" stroke-width="${n(s * 0.05)}"/>`,
  );
}

/** Sound waves: arcs opening to the left and the right of (cx, cy). */
function soundWaves(cx, cy, r0, gap, count) {
  const arcs = [];
  for (let i = 0; i < count; i += 1) {
    const r = r0 + i * gap;
    const dy = r * 0.62;
    const dx = r * 0.78;
    const opacity = n(0.85 - i * 0.2);
    const stroke = `stroke="${C.gold300}" stroke-width="${n(5 - i)}" stroke-linecap="round" fill="none" opacity="${opacity}"`;
    arcs.push(
      `<path d="M${n(cx - dx)} ${n(cy - dy)}A${n(r)} ${n(r)} 0 0 0 ${n(cx - dx)} ${n(cy + dy)}" ${stroke}/>`,
      `<path d="M${n(cx + dx)} ${n(cy - dy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + dx)} ${n(cy + dy)}" ${stroke}/>`,
    );
  }
  return arcs.join('');
}

/** Collaborations: a studio microphone among sound waves, in front of a mandala. */
export function collaborationsArt(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(31);
  sky(doc, random, L);
  const cx = L.width / 2;
  const cy = L.height * 0.47;
  halo(doc, cx, cy, 330);
  doc.add(mandala({ cx, cy, r: 290, color: C.gold400, opacity: 0.35, strokeWidth: 1.6 }));
  doc.add(soundWaves(cx, cy - 40, 150, 42, 3));
  microphone(doc, { cx, cy: cy - 10, s: 62 });
  planet(doc, { cx: 118, cy: 150, r: 26, light: C.gold200, dark: C.saffron700, ring: true });
  planet(doc, { cx: 612, cy: 590, r: 18, light: C.saffron200, dark: C.maroon500 });
  doc.add(sparkle(600, 140, 16, C.gold100), sparkle(130, 560, 12, C.gold200, 0.85));
  return doc.toString();
}

/** About: the zodiac wheel with a lit diya resting on a lotus in front of it. */
export function aboutArt(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(47);
  sky(doc, random, L, [0.5, 0.4]);
  const cx = L.width / 2;
  zodiacWheel(doc, { cx, cy: 300, r: 245 });
  lotus(doc, { cx, cy: 585, s: 120 });
  diya(doc, { cx: cx - 10, cy: 520, s: 92 });
  doc.add(sparkle(96, 96, 15, C.gold100), sparkle(640, 660, 12, C.gold200, 0.85));
  return doc.toString();
}

/** Support: a brass kalash on a lotus inside a mandala: care and auspicious help. */
export function supportArt(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(53);
  sky(doc, random, L);
  const cx = L.width / 2;
  const cy = 340;
  halo(doc, cx, cy, 320, 0.5);
  doc.add(mandala({ cx, cy, r: 280, color: C.gold300, opacity: 0.45, strokeWidth: 1.6 }));
  lotus(doc, { cx, cy: 560, s: 150 });
  kalash(doc, { cx, cy: 430, s: 170 });
  planet(doc, { cx: 600, cy: 120, r: 22, light: C.gold100, dark: C.gold500 });
  doc.add(sparkle(120, 130, 15, C.gold100), sparkle(610, 610, 12, C.gold200, 0.85));
  return doc.toString();
}

/** A sealed letter: an envelope with its flap closed by a gold seal; `s` is half its width. */
function letter(doc, { cx, cy, s }) {
  const paper = doc.linear([
    [0, C.cream50],
    [1, C.cream200],
  ]);
  const flap = doc.linear([
    [0, C.cream100],
    [1, C.saffron100],
  ]);
  const seal = doc.radial(
    [
      [0, C.gold200],
      [0.6, C.gold400],
      [1, C.saffron700],
    ],
    { cx: 0.4, cy: 0.35, r: 0.75 },
  );
  const h = s * 1.25;
  const [l, t, r, b] = [cx - s, cy - h / 2, cx + s, cy + h / 2];
  doc.add(
    `<rect x="${n(l)}" y="${n(t)}" width="${n(2 * s)}" height="${n(h)}" rx="${n(s * 0.06)}" fill="${paper}" stroke="${C.gold400}" stroke-width="${n(s * 0.02)}"/>`,
    // The folds of the lower half.
    `<path d="M${n(l)} ${n(b)}L${n(cx)} ${n(cy + h * 0.02)}L${n(r)} ${n(b)}" fill="none" stroke="${C.gold500}" stroke-width="${n(s * 0.018)}" opacity="0.7"/>`,
    // The closed flap.
    `<path d="M${n(l)} ${n(t)}L${n(cx)} ${n(cy + h * 0.12)}L${n(r)} ${n(t)}Z" fill="${flap}" stroke="${C.gold400}" stroke-width="${n(s * 0.02)}" stroke-linejoin="round"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy + h * 0.08)}" r="${n(s * 0.2)}" fill="${seal}" stroke="${C.saffron700}" stroke-width="${n(s * 0.02)}"/>`,
  );
  // A small lotus stamped on the seal.
  const petals = [-40, 0, 40]
    .map(
      (a) =>
        `<path d="M0 0C${n(s * 0.04)} ${n(-s * 0.04)} ${n(s * 0.035)} ${n(-s * 0.1)} 0 ${n(-s * 0.12)}C${n(-s * 0.035)} ${n(-s * 0.1)} ${n(-s * 0.04)} ${n(-s * 0.04)} 0 0Z" transform="translate(${n(cx)} ${n(cy + h * 0.13)}) rotate(${a})"/>`,
    )
    .join('');
  doc.add(`<g fill="${C.maroon700}" opacity="0.8">${petals}</g>`);
}

/** Contact: a sealed letter with a small phone glyph and waves, on a mandala. */
export function contactArt(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(61);
  sky(doc, random, L);
  const cx = L.width / 2;
  const cy = 350;
  halo(doc, cx, cy, 320, 0.5);
  doc.add(mandala({ cx, cy, r: 285, color: C.gold300, opacity: 0.42, strokeWidth: 1.6 }));
  letter(doc, { cx, cy: cy + 10, s: 170 });
  // A phone bubble at the letter's upper right, with its call waves.
  const bx = cx + 165;
  const by = cy - 125;
  doc.add(
    `<circle cx="${bx}" cy="${by}" r="58" fill="${C.maroon700}" stroke="${C.gold300}" stroke-width="4"/>`,
    `<path transform="translate(${bx - 26} ${by - 26}) scale(2.6)" d="M6.2 2.8l2 3.6-1.6 1.4a9 9 0 0 0 5.6 5.6l1.4-1.6 3.6 2-1 2.9c-.3.8-1.1 1.3-1.9 1.2C8.4 17.3 2.7 11.6 2.1 5.7c-.1-.8.4-1.6 1.2-1.9z" fill="${C.gold300}"/>`,
    `<path d="M${bx + 74} ${by - 40}a62 62 0 0 1 0 80M${bx + 92} ${by - 60}a88 88 0 0 1 0 120" stroke="${C.gold300}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  );
  planet(doc, { cx: 120, cy: 140, r: 24, light: C.gold200, dark: C.saffron700, ring: true });
  doc.add(sparkle(110, 590, 14, C.gold100), sparkle(620, 620, 11, C.gold200, 0.85));
  return doc.toString();
}

/** A poster's sky: wider glow, stars, and a gold frame line. */
function posterSky(doc, random, L, glowAt) {
  sky(doc, random, L, glowAt);
  doc.add(
    `<rect x="14" y="14" width="${L.width - 28}" height="${L.height - 28}" rx="18" fill="none" stroke="${C.gold400}" stroke-width="2" opacity="0.35"/>`,
  );
}

/** Video 1, "your birth chart": a large North Indian chart inside the zodiac wheel. */
export function posterBirthChart(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(71);
  posterSky(doc, random, L, [0.7, 0.5]);
  zodiacWheel(doc, { cx: 690, cy: 270, r: 215 });
  planet(doc, { cx: 210, cy: 150, r: 34, light: C.gold200, dark: C.saffron700, ring: true });
  moon(doc, { cx: 250, cy: 390, r: 46 });
  return doc.toString();
}

/** Video 2, "kundali matching": two charts side by side joined by a golden thread. */
export function posterMatching(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(83);
  posterSky(doc, random, L, [0.5, 0.5]);
  halo(doc, 480, 270, 360, 0.45);
  const size = 230;
  kundliChart(doc, { cx: 290, cy: 270, size, strokeWidth: 3, fill: C.maroon900 });
  kundliChart(doc, { cx: 670, cy: 270, size, strokeWidth: 3, fill: C.maroon900 });
  doc.add(
    `<path d="M405 270C440 200 520 200 555 270" fill="none" stroke="${C.saffron400}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M405 270C440 340 520 340 555 270" fill="none" stroke="${C.gold300}" stroke-width="2.5" stroke-dasharray="2 8" stroke-linecap="round"/>`,
  );
  doc.add(sparkle(480, 270, 26, C.gold100), sparkle(140, 110, 14, C.gold200, 0.9));
  doc.add(sparkle(830, 440, 12, C.gold200, 0.85));
  return doc.toString();
}

/** Video 3, "Sade Sati": Saturn with its ring crossing the Moon's sign, on an orbit. */
export function posterSadeSati(L) {
  const doc = new Doc(L.width, L.height);
  const random = rng(97);
  posterSky(doc, random, L, [0.55, 0.45]);
  doc.add(
    `<ellipse cx="480" cy="290" rx="380" ry="120" fill="none" stroke="${C.gold300}" stroke-width="2" stroke-dasharray="3 9" opacity="0.55" transform="rotate(-8 480 290)"/>`,
  );
  halo(doc, 560, 250, 250, 0.55);
  planet(doc, { cx: 560, cy: 250, r: 105, light: C.gold200, dark: C.saffron700, ring: true });
  moon(doc, { cx: 230, cy: 330, r: 52 });
  doc.add(sparkle(820, 120, 16, C.gold100), sparkle(130, 120, 12, C.gold200, 0.85));
  return doc.toString();
}
