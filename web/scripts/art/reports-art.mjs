/**
 * The report landing pages' pictures (web/public/images/reports/), composed from the shared
 * motifs: Saturn for Sade Sati, the Saturn cycle around the Moon sign, hearts for the Love Report,
 * a Kundli e-book, two matched kundli charts, and two video posters. The hero pictures have a
 * transparent background so they sit on the page's own gradient. Each entry returns the SVG
 * source for a layout ({ width, height }); make-images.mjs rasterises them.
 */
import {
  C,
  Doc,
  dotRing,
  mandala,
  n,
  petalRing,
  polar,
  ring,
  rng,
  sparkle,
  starField,
} from './lib.mjs';
import { kundliChart, lotus, moon, zodiacWheel } from './motifs.mjs';

/** A soft round glow. */
function glow(doc, cx, cy, r, color, opacity = 0.5) {
  const fill = doc.radial([
    [0, color, opacity],
    [1, color, 0],
  ]);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`);
}

function sparkles(doc, random, { width, height, count, margin = 0, color = C.gold100 }) {
  for (let i = 0; i < count; i += 1) {
    doc.add(
      sparkle(
        margin + random() * (width - 2 * margin),
        margin + random() * (height - 2 * margin),
        5 + random() * 10,
        color,
        0.55 + random() * 0.45,
      ),
    );
  }
}

/** Saturn: a banded golden globe inside layered, tilted rings. */
function saturn(doc, { cx, cy, r, tilt = -16 }) {
  const body = doc.radial(
    [
      [0, C.gold100],
      [0.45, C.gold300],
      [0.8, C.saffron600],
      [1, C.saffron800],
    ],
    { cx: 0.36, cy: 0.32, r: 0.78 },
  );
  const clip = doc.id('sat');
  doc.def(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
  const rings = (half) => {
    // half: 'back' draws the upper arc (behind the globe), 'front' the lower arc.
    const sweep = half === 'back' ? 1 : 0;
    const layers = [
      { k: 2.25, w: 0.07, color: C.gold200, o: 0.9 },
      { k: 2.05, w: 0.1, color: C.gold400, o: 0.95 },
      { k: 1.8, w: 0.13, color: C.saffron400, o: 0.85 },
      { k: 1.55, w: 0.06, color: C.gold200, o: 0.7 },
    ];
    return layers
      .map(({ k, w, color, o }) => {
        const rx = r * k;
        const ry = rx * 0.24;
        return `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 ${sweep} ${n(cx + rx)} ${n(cy)}" fill="none" stroke="${color}" stroke-width="${n(r * w)}" opacity="${half === 'back' ? n(o * 0.7) : o}"/>`;
      })
      .join('');
  };
  const rotate = `rotate(${tilt} ${n(cx)} ${n(cy)})`;
  doc.add(`<g transform="${rotate}">${rings('back')}</g>`);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${body}"/>`);
  const bands = [
    [-0.55, 0.09, C.saffron700, 0.35],
    [-0.28, 0.06, C.gold100, 0.35],
    [-0.05, 0.12, C.saffron600, 0.3],
    [0.22, 0.05, C.gold100, 0.3],
    [0.42, 0.1, C.saffron800, 0.3],
    [0.66, 0.08, C.maroon700, 0.3],
  ]
    .map(
      ([dy, h, color, o]) =>
        `<ellipse cx="${n(cx)}" cy="${n(cy + dy * r)}" rx="${n(r * 1.2)}" ry="${n(h * r)}" fill="${color}" opacity="${o}"/>`,
    )
    .join('');
  const shade = doc.radial(
    [
      [0.55, C.maroon950, 0],
      [1, C.maroon950, 0.55],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
  doc.add(
    `<g clip-path="url(#${clip})"><g transform="${rotate}">${bands}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${shade}"/></g>`,
  );
  // The rings' shadow across the globe, then the front of the rings.
  doc.add(
    `<g clip-path="url(#${clip})" transform="${rotate}"><ellipse cx="${n(cx)}" cy="${n(cy + r * 0.2)}" rx="${n(r * 1.6)}" ry="${n(r * 0.14)}" fill="${C.maroon950}" opacity="0.25"/></g>`,
  );
  doc.add(`<g transform="${rotate}">${rings('front')}</g>`);
}

/** Sade Sati hero: Saturn in a glow, the crescent moon, an orbit and twinkles (transparent). */
export function sadeSatiHero({ width, height }) {
  const doc = new Doc(width, height);
  const random = rng(41);
  const cx = width * 0.54;
  const cy = height * 0.54;
  const r = width * 0.2;
  glow(doc, cx, cy, width * 0.44, C.saffron400, 0.4);
  doc.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(width * 0.46)}" ry="${n(width * 0.3)}" fill="none" stroke="${C.gold300}" stroke-width="${n(width * 0.003)}" stroke-dasharray="4 9" opacity="0.55" transform="rotate(-24 ${n(cx)} ${n(cy)})"/>`,
  );
  doc.add(ring(cx, cy, width * 0.4, C.gold300, width * 0.002, 0.35));
  doc.add(
    dotRing({
      cx,
      cy,
      r: width * 0.43,
      count: 60,
      dotR: width * 0.0025,
      fill: C.gold200,
      opacity: 0.5,
    }),
  );
  moon(doc, { cx: width * 0.2, cy: height * 0.2, r: width * 0.075 });
  saturn(doc, { cx, cy, r });
  sparkles(doc, random, { width, height, count: 9, margin: width * 0.06 });
  return doc.toString();
}

/**
 * The Sade Sati cycle: twelve houses around the Moon sign; the sign before it, the Moon sign and
 * the sign after it (the three phases) lit in saffron, Saturn on its way through them.
 */
export function sadeSatiCycle({ width, height }) {
  const doc = new Doc(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const R = width * 0.44;
  const r0 = width * 0.27;
  glow(doc, cx, cy, width * 0.5, C.gold200, 0.55);
  const segment = (i, fill, stroke) => {
    const a0 = i * 30 - 15;
    const a1 = a0 + 30;
    const [x1, y1] = polar(cx, cy, R, a0);
    const [x2, y2] = polar(cx, cy, R, a1);
    const [x3, y3] = polar(cx, cy, r0, a1);
    const [x4, y4] = polar(cx, cy, r0, a0);
    return `<path d="M${x1} ${y1}A${n(R)} ${n(R)} 0 0 1 ${x2} ${y2}L${x3} ${y3}A${n(r0)} ${n(r0)} 0 0 0 ${x4} ${y4}Z" fill="${fill}" stroke="${stroke}" stroke-width="${n(width * 0.004)}"/>`;
  };
  // House 0 is the Moon sign at the top; 11 is the sign before it, 1 the sign after.
  const phase = { 11: C.saffron300, 0: C.saffron500, 1: C.saffron200 };
  for (let i = 0; i < 12; i += 1) {
    doc.add(segment(i, phase[i] ?? C.cream50, C.gold500));
  }
  doc.add(ring(cx, cy, R + width * 0.02, C.gold500, width * 0.003, 0.8, '2 6'));
  // Inner disc with a kundli chart.
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r0)}" fill="${C.maroon800}"/>`);
  doc.add(ring(cx, cy, r0 * 0.92, C.gold300, width * 0.003));
  kundliChart(doc, { cx, cy, size: r0 * 1.15, stroke: C.gold300, strokeWidth: n(width * 0.004) });
  // Saturn's path through the three lit signs.
  const pathR = (R + r0) / 2;
  const [sx, sy] = polar(cx, cy, pathR, -40);
  const [ex, ey] = polar(cx, cy, pathR, 40);
  doc.add(
    `<path d="M${sx} ${sy}A${n(pathR)} ${n(pathR)} 0 0 1 ${ex} ${ey}" fill="none" stroke="${C.maroon700}" stroke-width="${n(width * 0.006)}" stroke-dasharray="2 10" stroke-linecap="round"/>`,
  );
  const tip = polar(cx, cy, pathR, 46);
  const left = polar(cx, cy, pathR - width * 0.025, 38);
  const right = polar(cx, cy, pathR + width * 0.025, 38);
  doc.add(
    `<path d="M${tip[0]} ${tip[1]}L${left[0]} ${left[1]}L${right[0]} ${right[1]}Z" fill="${C.maroon700}"/>`,
  );
  // The Moon in its sign (top) and Saturn entering the sign after it.
  const [mx, my] = polar(cx, cy, pathR, 0);
  moon(doc, { cx: mx, cy: my, r: width * 0.045 });
  const [px, py] = polar(cx, cy, pathR, -30);
  saturn(doc, { cx: px, cy: py, r: width * 0.032 });
  return doc.toString();
}

/** A heart centred on (cx, cy), `s` wide. */
function heartPath(cx, cy, s) {
  const h = s * 0.9;
  const top = cy - h * 0.42;
  return `M${n(cx)} ${n(cy + h * 0.5)}C${n(cx - s * 0.15)} ${n(cy + h * 0.36)} ${n(cx - s * 0.5)} ${n(cy + h * 0.08)} ${n(cx - s * 0.5)} ${n(top + h * 0.08)}C${n(cx - s * 0.5)} ${n(top - h * 0.16)} ${n(cx - s * 0.32)} ${n(top - h * 0.28)} ${n(cx - s * 0.25)} ${n(top - h * 0.28)}C${n(cx - s * 0.12)} ${n(top - h * 0.28)} ${n(cx - s * 0.02)} ${n(top - h * 0.2)} ${n(cx)} ${n(top - h * 0.04)}C${n(cx + s * 0.02)} ${n(top - h * 0.2)} ${n(cx + s * 0.12)} ${n(top - h * 0.28)} ${n(cx + s * 0.25)} ${n(top - h * 0.28)}C${n(cx + s * 0.32)} ${n(top - h * 0.28)} ${n(cx + s * 0.5)} ${n(top - h * 0.16)} ${n(cx + s * 0.5)} ${n(top + h * 0.08)}C${n(cx + s * 0.5)} ${n(cy + h * 0.08)} ${n(cx + s * 0.15)} ${n(cy + h * 0.36)} ${n(cx)} ${n(cy + h * 0.5)}Z`;
}

function heart(doc, { cx, cy, s, light, dark, rotate = 0, stroke = C.gold200, opacity = 1 }) {
  const fill = doc.radial(
    [
      [0, light],
      [1, dark],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
  doc.add(
    `<g transform="rotate(${rotate} ${n(cx)} ${n(cy)})" opacity="${opacity}"><path d="${heartPath(cx, cy, s)}" fill="${fill}" stroke="${stroke}" stroke-width="${n(s * 0.02)}"/><ellipse cx="${n(cx - s * 0.24)}" cy="${n(cy - s * 0.28)}" rx="${n(s * 0.1)}" ry="${n(s * 0.05)}" fill="#ffffff" opacity="0.45" transform="rotate(-35 ${n(cx - s * 0.24)} ${n(cy - s * 0.28)})"/></g>`,
  );
}

/** Love hero: two hearts inside a golden ring of signs, the crescent moon and twinkles. */
export function loveHero({ width, height }) {
  const doc = new Doc(width, height);
  const random = rng(52);
  const cx = width / 2;
  const cy = height / 2;
  glow(doc, cx, cy, width * 0.44, C.saffron300, 0.45);
  zodiacWheel(doc, { cx, cy, r: width * 0.4, glyphs: true, chart: false });
  heart(doc, {
    cx: cx - width * 0.08,
    cy: cy + width * 0.02,
    s: width * 0.34,
    light: C.maroon300,
    dark: C.maroon700,
    rotate: -12,
  });
  heart(doc, {
    cx: cx + width * 0.09,
    cy: cy - width * 0.01,
    s: width * 0.3,
    light: C.saffron200,
    dark: C.saffron600,
    rotate: 14,
  });
  moon(doc, { cx: cx + width * 0.3, cy: cy - width * 0.33, r: width * 0.05 });
  sparkles(doc, random, { width, height, count: 8, margin: width * 0.05 });
  return doc.toString();
}

/** Love: two wedding rings over a lotus and a mandala, on a light page (transparent). */
export function loveRings({ width, height }) {
  const doc = new Doc(width, height);
  const random = rng(63);
  const cx = width / 2;
  const cy = height * 0.46;
  glow(doc, cx, cy, width * 0.5, C.gold200, 0.7);
  doc.add(mandala({ cx, cy, r: width * 0.44, color: C.gold500, opacity: 0.45, strokeWidth: 1.6 }));
  const band = (x, y, r, tilt) => {
    const metal = doc.linear(
      [
        [0, C.gold100],
        [0.5, C.gold400],
        [1, C.saffron700],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
    return `<g transform="rotate(${tilt} ${n(x)} ${n(y)})"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.92)}" fill="none" stroke="${metal}" stroke-width="${n(r * 0.2)}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.08)}" ry="${n(r * 1.0)}" fill="none" stroke="${C.gold700}" stroke-width="${n(r * 0.02)}" opacity="0.6"/></g>`;
  };
  const rr = width * 0.15;
  doc.add(band(cx - rr * 0.62, cy - rr * 0.1, rr, -12));
  doc.add(band(cx + rr * 0.62, cy + rr * 0.05, rr, 10));
  // A small gem on the first ring.
  doc.add(
    `<path d="M${n(cx - rr * 0.62)} ${n(cy - rr * 1.28)}l${n(rr * 0.16)} ${n(rr * 0.18)}l${n(-rr * 0.16)} ${n(rr * 0.2)}l${n(-rr * 0.16)} ${n(-rr * 0.2)}Z" fill="${C.cream50}" stroke="${C.gold600}" stroke-width="${n(rr * 0.03)}"/>`,
  );
  heart(doc, {
    cx,
    cy: cy - width * 0.3,
    s: width * 0.1,
    light: C.maroon300,
    dark: C.maroon700,
  });
  lotus(doc, { cx, cy: height * 0.86, s: width * 0.13 });
  for (let i = 0; i < 6; i += 1) {
    doc.add(
      sparkle(
        width * (0.15 + random() * 0.7),
        height * (0.12 + random() * 0.6),
        5 + random() * 8,
        C.gold400,
        0.8,
      ),
    );
  }
  return doc.toString();
}

/** The Premium Kundli e-book: a maroon book with a golden zodiac wheel on its cover. */
export function kundliBook({ width, height }) {
  const doc = new Doc(width, height);
  const random = rng(74);
  const cx = width / 2;
  const cy = height / 2;
  glow(doc, cx, cy, width * 0.43, C.saffron400, 0.45);
  doc.add(
    dotRing({
      cx,
      cy,
      r: width * 0.41,
      count: 72,
      dotR: width * 0.0025,
      fill: C.gold200,
      opacity: 0.55,
    }),
  );
  const bw = width * 0.5;
  const bh = height * 0.66;
  const x = cx - bw / 2 + width * 0.02;
  const y = cy - bh / 2;
  // Pages (cream edges) behind the cover, then the cover, then the spine.
  doc.add(
    `<rect x="${n(x + bw * 0.05)}" y="${n(y + bh * 0.02)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.03)}" fill="${C.cream200}" stroke="${C.gold500}" stroke-width="${n(width * 0.002)}"/>`,
    `<rect x="${n(x + bw * 0.025)}" y="${n(y + bh * 0.01)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.03)}" fill="${C.cream100}" stroke="${C.gold500}" stroke-width="${n(width * 0.002)}"/>`,
  );
  const cover = doc.linear(
    [
      [0, C.maroon600],
      [1, C.maroon900],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  doc.add(
    `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.03)}" fill="${cover}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(bw * 0.07)}" height="${n(bh)}" rx="${n(bw * 0.03)}" fill="${C.maroon950}" opacity="0.45"/>`,
    `<rect x="${n(x + bw * 0.12)}" y="${n(y + bh * 0.05)}" width="${n(bw * 0.82)}" height="${n(bh * 0.9)}" fill="none" stroke="${C.gold300}" stroke-width="${n(width * 0.003)}"/>`,
    `<rect x="${n(x + bw * 0.14)}" y="${n(y + bh * 0.065)}" width="${n(bw * 0.78)}" height="${n(bh * 0.87)}" fill="none" stroke="${C.gold300}" stroke-width="${n(width * 0.0015)}" opacity="0.7"/>`,
  );
  const wheelX = x + bw * 0.53;
  const wheelY = y + bh * 0.42;
  zodiacWheel(doc, { cx: wheelX, cy: wheelY, r: bw * 0.32, glyphs: true, chart: true });
  // Title lines (no words, so the picture fits both languages).
  doc.add(
    `<rect x="${n(wheelX - bw * 0.25)}" y="${n(y + bh * 0.76)}" width="${n(bw * 0.5)}" height="${n(bh * 0.028)}" rx="${n(bh * 0.014)}" fill="${C.gold300}"/>`,
    `<rect x="${n(wheelX - bw * 0.17)}" y="${n(y + bh * 0.82)}" width="${n(bw * 0.34)}" height="${n(bh * 0.018)}" rx="${n(bh * 0.009)}" fill="${C.gold200}" opacity="0.8"/>`,
  );
  // Corner ornaments.
  for (const [ox, oy] of [
    [x + bw * 0.17, y + bh * 0.09],
    [x + bw * 0.89, y + bh * 0.09],
    [x + bw * 0.17, y + bh * 0.91],
    [x + bw * 0.89, y + bh * 0.91],
  ]) {
    doc.add(sparkle(ox, oy, bw * 0.03, C.gold300));
  }
  sparkles(doc, random, { width, height, count: 7, margin: width * 0.05 });
  return doc.toString();
}

/** Kundali matching: two kundli charts joined by a golden thread with a heart between them. */
export function matchingCharts({ width, height }) {
  const doc = new Doc(width, height);
  const random = rng(85);
  const cx = width / 2;
  const cy = height * 0.52;
  glow(doc, cx, cy, width * 0.44, C.saffron400, 0.42);
  doc.add(mandala({ cx, cy, r: width * 0.42, color: C.gold300, opacity: 0.35, strokeWidth: 1.4 }));
  const size = width * 0.3;
  const chart = (x, y, tilt, tone) => {
    const panel = doc.linear(
      [
        [0, tone[0]],
        [1, tone[1]],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
    doc.add(
      `<g transform="rotate(${tilt} ${n(x)} ${n(y)})"><rect x="${n(x - size * 0.58)}" y="${n(y - size * 0.58)}" width="${n(size * 1.16)}" height="${n(size * 1.16)}" rx="${n(size * 0.06)}" fill="${panel}" stroke="${C.gold300}" stroke-width="${n(width * 0.004)}"/>`,
    );
    kundliChart(doc, { cx: x, cy: y, size, stroke: C.gold200, strokeWidth: n(width * 0.004) });
    doc.add('</g>');
  };
  chart(cx - width * 0.2, cy + width * 0.03, -8, [C.maroon600, C.maroon900]);
  chart(cx + width * 0.2, cy - width * 0.03, 8, [C.saffron700, C.maroon800]);
  // The thread: a garland of small flowers hanging between the two charts, like a toran.
  const arc = [];
  for (let i = 0; i <= 12; i += 1) {
    const t = i / 12;
    const x = cx - width * 0.3 + t * width * 0.6;
    const y = cy - width * 0.36 + Math.sin(t * Math.PI) * width * 0.1;
    arc.push([x, y]);
  }
  doc.add(
    `<path d="M${arc.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}" fill="none" stroke="${C.gold300}" stroke-width="${n(width * 0.004)}"/>`,
  );
  for (const [i, [x, y]] of arc.entries()) {
    doc.add(
      petalRing({
        cx: x,
        cy: y,
        count: 6,
        r0: 0,
        r1: width * 0.018,
        width: width * 0.01,
        fill: i % 2 ? C.saffron400 : C.gold200,
      }),
    );
  }
  heart(doc, {
    cx,
    cy: cy + width * 0.02,
    s: width * 0.16,
    light: C.saffron200,
    dark: C.maroon600,
  });
  sparkles(doc, random, { width, height, count: 8, margin: width * 0.05 });
  return doc.toString();
}

/** A 16:9 video poster: a night sky with a motif drawn on the left and right. */
function poster(draw, seed) {
  return ({ width, height }) => {
    const doc = new Doc(width, height);
    const random = rng(seed);
    const bg = doc.radial(
      [
        [0, C.maroon700],
        [0.55, C.maroon900],
        [1, C.maroon950],
      ],
      { cx: 0.5, cy: 0.45, r: 0.8 },
    );
    doc.add(`<rect width="${width}" height="${height}" fill="${bg}"/>`);
    doc.add(
      starField(random, { width, height, count: Math.round((width * height) / 2400), twinkles: 6 }),
    );
    draw(doc, { width, height });
    return doc.toString();
  };
}

export const kundliVideoPoster = poster((doc, { width, height }) => {
  zodiacWheel(doc, {
    cx: width * 0.5,
    cy: height * 0.46,
    r: height * 0.4,
    glyphs: true,
    chart: true,
  });
}, 96);

export const matchingVideoPoster = poster((doc, { width, height }) => {
  const cx = width / 2;
  const cy = height * 0.46;
  const s = height * 0.36;
  doc.add(mandala({ cx, cy, r: height * 0.44, color: C.gold300, opacity: 0.4 }));
  for (const [x, tilt] of [
    [cx - width * 0.24, -8],
    [cx + width * 0.24, 8],
  ]) {
    doc.add(`<g transform="rotate(${tilt} ${n(x)} ${n(cy)})">`);
    kundliChart(doc, { cx: x, cy, size: s, stroke: C.gold200, strokeWidth: n(height * 0.005) });
    doc.add('</g>');
  }
}, 97);
