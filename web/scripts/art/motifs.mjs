/**
 * The motifs of the home page's art, each drawn into a Doc at a centre and a size: zodiac wheel,
 * North Indian kundli chart, planets, sun, moon, diya, lotus, rudraksha beads and mala, gemstone,
 * kalash and a nakshatra constellation.
 */
import { C, dotRing, n, petalRing, polar, ring, sparkle } from './lib.mjs';

// Aries to Pisces. DejaVu Sans (installed with Debian) draws these symbols.
const zodiacGlyphs = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];

/** The North Indian chart: a square, its diagonals and the diamond joining its mid-points. */
export function kundliChart(doc, { cx, cy, size, stroke = C.gold300, strokeWidth = 2, fill }) {
  const h = size / 2;
  const [l, t, r, b] = [cx - h, cy - h, cx + h, cy + h];
  const bg = fill
    ? `<rect x="${n(l)}" y="${n(t)}" width="${n(size)}" height="${n(size)}" fill="${fill}"/>`
    : '';
  doc.add(
    `<g fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round">${bg}<rect x="${n(l)}" y="${n(t)}" width="${n(size)}" height="${n(size)}"/><path d="M${n(l)} ${n(t)}L${n(r)} ${n(b)}M${n(r)} ${n(t)}L${n(l)} ${n(b)}M${n(cx)} ${n(t)}L${n(r)} ${n(cy)}L${n(cx)} ${n(b)}L${n(l)} ${n(cy)}Z"/></g>`,
  );
  // A few planets sitting in houses, as small glowing dots.
  const spots = [
    [0, -0.25, C.saffron300],
    [0.3, -0.05, C.gold200],
    [-0.27, 0.3, C.saffron400],
    [0.12, 0.38, C.gold100],
    [-0.36, -0.1, C.maroon300],
  ];
  for (const [dx, dy, color] of spots) {
    doc.add(
      `<circle cx="${n(cx + dx * size)}" cy="${n(cy + dy * size)}" r="${n(size * 0.028)}" fill="${color}"/>`,
    );
  }
}

/** A golden zodiac wheel: ticks, twelve signs, inner rings and a kundli chart at the centre. */
export function zodiacWheel(doc, { cx, cy, r, color = C.gold300, glyphs = true, chart = true }) {
  const glow = doc.radial([
    [0, C.saffron400, 0.45],
    [0.55, C.maroon600, 0.25],
    [1, C.maroon900, 0],
  ]);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.35)}" fill="${glow}"/>`);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.maroon900}" opacity="0.55"/>`);
  doc.add(ring(cx, cy, r, color, r * 0.014));
  doc.add(ring(cx, cy, r * 0.955, color, r * 0.006));
  const ticks = [];
  for (let i = 0; i < 72; i += 1) {
    const long = i % 6 === 0;
    const [x1, y1] = polar(cx, cy, r * 0.955, i * 5);
    const [x2, y2] = polar(cx, cy, r * (long ? 0.87 : 0.91), i * 5);
    ticks.push(`M${x1} ${y1}L${x2} ${y2}`);
  }
  doc.add(
    `<path d="${ticks.join('')}" stroke="${color}" stroke-width="${n(r * 0.006)}" fill="none"/>`,
  );
  doc.add(ring(cx, cy, r * 0.87, color, r * 0.008));
  doc.add(ring(cx, cy, r * 0.64, color, r * 0.008));
  const spokes = [];
  for (let i = 0; i < 12; i += 1) {
    const [x1, y1] = polar(cx, cy, r * 0.64, i * 30);
    const [x2, y2] = polar(cx, cy, r * 0.87, i * 30);
    spokes.push(`M${x1} ${y1}L${x2} ${y2}`);
  }
  doc.add(
    `<path d="${spokes.join('')}" stroke="${color}" stroke-width="${n(r * 0.006)}" fill="none"/>`,
  );
  if (glyphs) {
    const size = n(r * 0.12);
    const text = zodiacGlyphs
      .map((glyph, i) => {
        const [x, y] = polar(cx, cy, r * 0.755, i * 30 + 15);
        return `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central">${glyph}</text>`;
      })
      .join('');
    doc.add(`<g font-family="DejaVu Sans" font-size="${size}" fill="${C.gold200}">${text}</g>`);
  }
  doc.add(dotRing({ cx, cy, r: r * 0.6, count: 36, dotR: r * 0.007, fill: color }));
  if (chart) {
    kundliChart(doc, { cx, cy, size: r * 0.78, stroke: color, strokeWidth: n(r * 0.01) });
  }
}

/** A round planet with a lit side; `ring` adds Saturn's tilted ring. */
export function planet(
  doc,
  { cx, cy, r, light, dark, ring: withRing = false, ringColor = C.gold300 },
) {
  const fill = doc.radial(
    [
      [0, light],
      [1, dark],
    ],
    { cx: 0.35, cy: 0.35, r: 0.75 },
  );
  const rx = r * 2.1;
  const ry = r * 0.55;
  const tilt = `rotate(-18 ${n(cx)} ${n(cy)})`;
  if (withRing) {
    // Back half of the ring, then the planet, then the front half.
    doc.add(
      `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy)}" fill="none" stroke="${ringColor}" stroke-width="${n(r * 0.22)}" opacity="0.75" transform="${tilt}"/>`,
    );
  }
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`);
  if (withRing) {
    doc.add(
      `<path d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}" fill="none" stroke="${ringColor}" stroke-width="${n(r * 0.22)}" transform="${tilt}"/>`,
    );
  }
}

/** The sun: a glowing disc with alternating long and short rays. */
export function sun(doc, { cx, cy, r }) {
  const glow = doc.radial([
    [0, C.gold200, 0.9],
    [0.5, C.saffron400, 0.35],
    [1, C.saffron500, 0],
  ]);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2)}" fill="${glow}"/>`);
  const rays = [];
  for (let i = 0; i < 24; i += 1) {
    const long = i % 2 === 0;
    const tip = polar(cx, cy, r * (long ? 1.7 : 1.42), i * 15);
    const a = polar(cx, cy, r * 1.08, i * 15 - 5);
    const b = polar(cx, cy, r * 1.08, i * 15 + 5);
    rays.push(`M${a[0]} ${a[1]}L${tip[0]} ${tip[1]}L${b[0]} ${b[1]}Z`);
  }
  doc.add(`<path d="${rays.join('')}" fill="${C.gold300}"/>`);
  const disc = doc.radial(
    [
      [0, C.gold100],
      [0.6, C.gold300],
      [1, C.saffron500],
    ],
    { cx: 0.4, cy: 0.4, r: 0.7 },
  );
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${disc}"/>`);
  doc.add(ring(cx, cy, r * 0.78, C.saffron600, r * 0.04, 0.6));
  doc.add(
    petalRing({
      cx,
      cy,
      count: 12,
      r0: r * 0.2,
      r1: r * 0.7,
      width: r * 0.12,
      stroke: C.saffron600,
      strokeWidth: n(r * 0.03),
      opacity: 0.55,
    }),
  );
}

/** A crescent moon with a soft halo. */
export function moon(doc, { cx, cy, r }) {
  const glow = doc.radial([
    [0, C.gold100, 0.35],
    [1, C.gold100, 0],
  ]);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.8)}" fill="${glow}"/>`);
  const fill = doc.linear(
    [
      [0, C.gold100],
      [1, C.gold300],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  doc.add(
    `<path d="M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 1 0 ${n(cx)} ${n(cy + r)}A${n(r * 0.78)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy - r)}Z" fill="${fill}" transform="rotate(-25 ${n(cx)} ${n(cy)})"/>`,
  );
}

/** A flame with its inner core. */
function flame(doc, { x, y, h }) {
  const w = h * 0.36;
  const outer = doc.linear([
    [0, C.gold100],
    [0.45, C.gold300],
    [1, C.saffron500],
  ]);
  doc.add(
    `<path d="M${n(x)} ${n(y - h)}C${n(x + w * 0.5)} ${n(y - h * 0.6)} ${n(x + w)} ${n(y - h * 0.35)} ${n(x + w * 0.8)} ${n(y - h * 0.12)}C${n(x + w * 0.6)} ${n(y + h * 0.04)} ${n(x - w * 0.6)} ${n(y + h * 0.04)} ${n(x - w * 0.8)} ${n(y - h * 0.12)}C${n(x - w)} ${n(y - h * 0.35)} ${n(x - w * 0.5)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h)}Z" fill="${outer}"/>`,
  );
  doc.add(
    `<path d="M${n(x)} ${n(y - h * 0.55)}C${n(x + w * 0.45)} ${n(y - h * 0.3)} ${n(x + w * 0.4)} ${n(y - h * 0.05)} ${n(x)} ${n(y - h * 0.04)}C${n(x - w * 0.4)} ${n(y - h * 0.05)} ${n(x - w * 0.45)} ${n(y - h * 0.3)} ${n(x)} ${n(y - h * 0.55)}Z" fill="#ffffff" opacity="0.85"/>`,
  );
}

/** A clay-and-brass diya with a lit wick and its glow. `s` is half the bowl's width. */
export function diya(doc, { cx, cy, s }) {
  const glow = doc.radial([
    [0, C.gold200, 0.75],
    [0.35, C.saffron400, 0.35],
    [1, C.saffron500, 0],
  ]);
  const fx = cx + s * 0.95;
  const fy = cy - s * 0.2;
  doc.add(`<circle cx="${n(fx)}" cy="${n(fy - s * 0.35)}" r="${n(s * 1.5)}" fill="${glow}"/>`);
  // Foot.
  const foot = doc.linear([
    [0, C.saffron600],
    [1, C.maroon800],
  ]);
  doc.add(
    `<path d="M${n(cx - s * 0.35)} ${n(cy + s * 0.5)}L${n(cx + s * 0.35)} ${n(cy + s * 0.5)}L${n(cx + s * 0.5)} ${n(cy + s * 0.72)}L${n(cx - s * 0.5)} ${n(cy + s * 0.72)}Z" fill="${foot}"/>`,
  );
  doc.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy + s * 0.74)}" rx="${n(s * 0.62)}" ry="${n(s * 0.08)}" fill="${C.maroon800}"/>`,
  );
  // Bowl with a spout on the right.
  const bowl = doc.linear(
    [
      [0, C.gold300],
      [0.35, C.saffron500],
      [1, C.maroon700],
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  doc.add(
    `<path d="M${n(cx - s)} ${n(cy - s * 0.05)}C${n(cx - s)} ${n(cy + s * 0.55)} ${n(cx + s * 0.55)} ${n(cy + s * 0.7)} ${n(cx + s * 1.1)} ${n(cy - s * 0.2)}C${n(cx + s * 0.6)} ${n(cy + s * 0.02)} ${n(cx - s * 0.4)} ${n(cy + s * 0.06)} ${n(cx - s)} ${n(cy - s * 0.05)}Z" fill="${bowl}" stroke="${C.gold200}" stroke-width="${n(s * 0.02)}"/>`,
  );
  // Oil surface and a band of dots.
  doc.add(
    `<path d="M${n(cx - s * 0.9)} ${n(cy - s * 0.02)}C${n(cx - s * 0.3)} ${n(cy + s * 0.12)} ${n(cx + s * 0.5)} ${n(cy + s * 0.04)} ${n(cx + s * 0.95)} ${n(cy - s * 0.16)}" fill="none" stroke="${C.maroon900}" stroke-width="${n(s * 0.05)}" stroke-linecap="round" opacity="0.7"/>`,
  );
  const dots = [];
  for (let i = 0; i < 9; i += 1) {
    const t = i / 8;
    const x = cx - s * 0.75 + t * s * 1.35;
    const y = cy + s * 0.22 + Math.sin(t * Math.PI) * s * 0.12 - t * s * 0.08;
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.03)}"/>`);
  }
  doc.add(`<g fill="${C.gold200}" opacity="0.9">${dots.join('')}</g>`);
  // Wick and flame.
  doc.add(
    `<path d="M${n(fx - s * 0.08)} ${n(fy + s * 0.02)}L${n(fx)} ${n(fy - s * 0.1)}" stroke="${C.maroon950}" stroke-width="${n(s * 0.04)}" stroke-linecap="round"/>`,
  );
  flame(doc, { x: fx, y: fy - s * 0.06, h: s * 0.7 });
}

/** A lotus from the side: a back row and a front row of petals rising from (cx, cy). */
export function lotus(
  doc,
  { cx, cy, s, light = C.saffron200, dark = C.saffron500, edge = C.maroon600 },
) {
  const petal = doc.linear([
    [0, light],
    [1, dark],
  ]);
  const shape = (h, w) =>
    `M0 0C${n(w)} ${n(-h * 0.3)} ${n(w * 0.7)} ${n(-h * 0.8)} 0 ${n(-h)}C${n(-w * 0.7)} ${n(-h * 0.8)} ${n(-w)} ${n(-h * 0.3)} 0 0Z`;
  const rows = [
    { angles: [-72, -48, -24, 24, 48, 72], h: s * 0.95, w: s * 0.32 },
    { angles: [-36, 0, 36], h: s * 1.05, w: s * 0.36 },
    { angles: [-14, 14], h: s * 0.8, w: s * 0.3 },
  ];
  for (const row of rows) {
    for (const angle of row.angles) {
      doc.add(
        `<path d="${shape(row.h, row.w)}" transform="translate(${n(cx)} ${n(cy)}) rotate(${angle})" fill="${petal}" stroke="${edge}" stroke-width="${n(s * 0.018)}" stroke-linejoin="round"/>`,
      );
    }
  }
  // Leaf pads beneath.
  doc.add(
    `<path d="M${n(cx - s * 1.15)} ${n(cy + s * 0.02)}Q${n(cx)} ${n(cy + s * 0.4)} ${n(cx + s * 1.15)} ${n(cy + s * 0.02)}Q${n(cx)} ${n(cy + s * 0.18)} ${n(cx - s * 1.15)} ${n(cy + s * 0.02)}Z" fill="${C.gold500}" stroke="${C.gold700}" stroke-width="${n(s * 0.015)}"/>`,
  );
}

/**
 * A rudraksha bead: a brown sphere with its faces (mukhi) as meridian grooves, a warty surface,
 * a highlight and the threading hole.
 */
export function rudraksha(doc, random, { cx, cy, r, faces = 5, rotate = 0 }) {
  const body = doc.radial(
    [
      [0, C.saffron600],
      [0.55, C.saffron800],
      [1, C.maroon900],
    ],
    { cx: 0.38, cy: 0.35, r: 0.7 },
  );
  const clip = doc.id('clip');
  doc.def(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
  const parts = [`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${body}"/>`];
  // Warts: a dense, subtle texture of small bumps.
  const bumps = [];
  for (let i = 0; i < Math.round(r * 3); i += 1) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const br = r * (0.015 + random() * 0.025);
    bumps.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(br)}" fill="${random() < 0.5 ? C.saffron500 : C.maroon900}" opacity="${n(0.2 + random() * 0.3)}"/>`,
    );
  }
  parts.push(`<g clip-path="url(#${clip})">${bumps.join('')}</g>`);
  // Faces (mukhi): grooves from the pole, seen a little from above, out to the rim.
  const pole = [cx, cy - r * 0.42];
  const grooves = [];
  for (let i = 0; i < faces; i += 1) {
    const deg = (360 / faces) * i + 180 / faces + 180;
    const [ex, ey] = polar(cx, cy, r * 0.99, deg);
    const [ox, oy] = polar(cx, cy, r * 0.55, deg);
    grooves.push(`M${n(pole[0])} ${n(pole[1])}Q${ox} ${oy} ${ex} ${ey}`);
  }
  parts.push(
    `<path d="${grooves.join('')}" fill="none" stroke="${C.maroon950}" stroke-width="${n(r * 0.075)}" stroke-linecap="round" opacity="0.85"/>`,
  );
  parts.push(
    `<path d="${grooves.join('')}" fill="none" stroke="${C.saffron400}" stroke-width="${n(r * 0.018)}" opacity="0.4" transform="translate(${n(r * 0.03)} ${n(-r * 0.02)})"/>`,
  );
  const shine = doc.radial([
    [0, '#ffffff', 0.4],
    [1, '#ffffff', 0],
  ]);
  parts.push(
    `<ellipse cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.45)}" ry="${n(r * 0.3)}" fill="${shine}"/>`,
  );
  parts.push(
    `<ellipse cx="${n(pole[0])}" cy="${n(pole[1])}" rx="${n(r * 0.1)}" ry="${n(r * 0.06)}" fill="${C.maroon950}"/>`,
  );
  doc.add(`<g transform="rotate(${rotate} ${n(cx)} ${n(cy)})">${parts.join('')}</g>`);
}

/** A japa mala: beads along an ellipse on a red thread, with a gold tassel at the bottom. */
export function mala(doc, random, { cx, cy, rx, ry, count = 27, beadR, tassel = true }) {
  doc.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${C.maroon500}" stroke-width="${n(beadR * 0.18)}"/>`,
  );
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2 + Math.PI / 2 + Math.PI / count;
    const x = cx + Math.cos(a) * rx;
    const y = cy + Math.sin(a) * ry;
    rudraksha(doc, random, { cx: x, cy: y, r: beadR, faces: 5, rotate: n(random() * 360) });
  }
  if (tassel) {
    const tx = cx;
    const ty = cy + ry + beadR * 1.9;
    rudraksha(doc, random, { cx: tx, cy: ty, r: beadR * 1.25, faces: 5 });
    const threads = [];
    for (let i = -5; i <= 5; i += 1) {
      threads.push(
        `M${n(tx)} ${n(ty + beadR * 1.4)}L${n(tx + i * beadR * 0.12)} ${n(ty + beadR * 4.2)}`,
      );
    }
    doc.add(
      `<path d="M${n(tx - beadR * 0.45)} ${n(ty + beadR * 1.15)}h${n(beadR * 0.9)}v${n(beadR * 0.45)}h${n(-beadR * 0.9)}Z" fill="${C.gold400}"/><path d="${threads.join('')}" stroke="${C.gold300}" stroke-width="${n(beadR * 0.09)}" stroke-linecap="round"/>`,
    );
  }
}

/** A faceted gemstone (brilliant cut, seen from the side). */
export function gemstone(doc, { cx, cy, s, light, mid, dark }) {
  const top = cy - s * 0.45;
  const girdle = cy - s * 0.12;
  const tip = cy + s * 0.75;
  const tl = cx - s * 0.45;
  const tr = cx + s * 0.45;
  const gl = cx - s * 0.8;
  const gr = cx + s * 0.8;
  const P = (x, y) => `${n(x)} ${n(y)}`;
  const facet = (points, fill) => `<path d="M${points.join('L')}Z" fill="${fill}"/>`;
  const sparkleGlow = doc.radial([
    [0, '#ffffff', 0.5],
    [1, '#ffffff', 0],
  ]);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 1.2)}" fill="${sparkleGlow}"/>`);
  doc.add(
    facet([P(tl, top), P(tr, top), P(cx + s * 0.25, girdle), P(cx - s * 0.25, girdle)], light),
    facet([P(gl, girdle), P(tl, top), P(cx - s * 0.25, girdle)], mid),
    facet([P(gr, girdle), P(tr, top), P(cx + s * 0.25, girdle)], dark),
    facet([P(gl, girdle), P(cx - s * 0.25, girdle), P(cx, tip)], mid),
    facet([P(cx - s * 0.25, girdle), P(cx + s * 0.25, girdle), P(cx, tip)], light),
    facet([P(cx + s * 0.25, girdle), P(gr, girdle), P(cx, tip)], dark),
    `<path d="M${P(gl, girdle)}L${P(tl, top)}L${P(tr, top)}L${P(gr, girdle)}L${P(cx, tip)}Z" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(s * 0.025)}" stroke-linejoin="round"/>`,
    `<path d="M${P(gl, girdle)}L${P(gr, girdle)}M${P(cx - s * 0.25, girdle)}L${P(cx, tip)}M${P(cx + s * 0.25, girdle)}L${P(cx, tip)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(s * 0.015)}"/>`,
    sparkle(cx - s * 0.3, top + s * 0.1, s * 0.16, '#ffffff', 0.95),
  );
}

/** A brass kalash with mango leaves and a coconut. */
export function kalash(doc, { cx, cy, s }) {
  const brass = doc.radial(
    [
      [0, C.gold200],
      [0.5, C.gold400],
      [1, C.saffron700],
    ],
    { cx: 0.35, cy: 0.35, r: 0.8 },
  );
  // Leaves fanning out behind the coconut.
  const leaf = (angle) =>
    `<path d="M0 0C${n(s * 0.14)} ${n(-s * 0.2)} ${n(s * 0.1)} ${n(-s * 0.55)} 0 ${n(-s * 0.7)}C${n(-s * 0.1)} ${n(-s * 0.55)} ${n(-s * 0.14)} ${n(-s * 0.2)} 0 0Z" transform="translate(${n(cx)} ${n(cy - s * 0.62)}) rotate(${angle})" fill="#3f7a2e" stroke="#2c5a1f" stroke-width="${n(s * 0.012)}"/>`;
  doc.add([-62, -34, 34, 62, -12, 12].map(leaf).join(''));
  // Coconut.
  const coconut = doc.radial(
    [
      [0, C.saffron600],
      [1, C.saffron800],
    ],
    { cx: 0.4, cy: 0.3, r: 0.7 },
  );
  doc.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy - s * 0.78)}" rx="${n(s * 0.2)}" ry="${n(s * 0.26)}" fill="${coconut}"/>`,
    `<path d="M${n(cx)} ${n(cy - s * 1.04)}L${n(cx - s * 0.03)} ${n(cy - s * 1.14)}M${n(cx)} ${n(cy - s * 1.04)}L${n(cx + s * 0.05)} ${n(cy - s * 1.13)}" stroke="${C.saffron700}" stroke-width="${n(s * 0.02)}" stroke-linecap="round"/>`,
  );
  // Rim, neck and body.
  doc.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy - s * 0.55)}" rx="${n(s * 0.36)}" ry="${n(s * 0.07)}" fill="${C.gold300}" stroke="${C.saffron700}" stroke-width="${n(s * 0.015)}"/>`,
    `<path d="M${n(cx - s * 0.2)} ${n(cy - s * 0.52)}L${n(cx + s * 0.2)} ${n(cy - s * 0.52)}L${n(cx + s * 0.26)} ${n(cy - s * 0.32)}L${n(cx - s * 0.26)} ${n(cy - s * 0.32)}Z" fill="${brass}"/>`,
    `<path d="M${n(cx - s * 0.26)} ${n(cy - s * 0.34)}C${n(cx - s * 0.78)} ${n(cy - s * 0.2)} ${n(cx - s * 0.72)} ${n(cy + s * 0.5)} ${n(cx - s * 0.22)} ${n(cy + s * 0.58)}L${n(cx + s * 0.22)} ${n(cy + s * 0.58)}C${n(cx + s * 0.72)} ${n(cy + s * 0.5)} ${n(cx + s * 0.78)} ${n(cy - s * 0.2)} ${n(cx + s * 0.26)} ${n(cy - s * 0.34)}Z" fill="${brass}" stroke="${C.saffron700}" stroke-width="${n(s * 0.015)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy + s * 0.6)}" rx="${n(s * 0.3)}" ry="${n(s * 0.06)}" fill="${C.saffron700}"/>`,
  );
  // Red thread and a tilak.
  doc.add(
    `<path d="M${n(cx - s * 0.5)} ${n(cy - s * 0.13)}Q${n(cx)} ${n(cy - s * 0.02)} ${n(cx + s * 0.5)} ${n(cy - s * 0.13)}" fill="none" stroke="${C.maroon600}" stroke-width="${n(s * 0.05)}"/>`,
    `<path d="M${n(cx - s * 0.5)} ${n(cy - s * 0.06)}Q${n(cx)} ${n(cy + s * 0.05)} ${n(cx + s * 0.5)} ${n(cy - s * 0.06)}" fill="none" stroke="${C.saffron400}" stroke-width="${n(s * 0.025)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy + s * 0.22)}" r="${n(s * 0.07)}" fill="${C.maroon600}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy + s * 0.22)}" r="${n(s * 0.03)}" fill="${C.gold200}"/>`,
  );
}

/** A constellation: bright stars joined by fine lines. `points` are in units of `s`. */
export function constellation(doc, { cx, cy, s, points, links }) {
  const p = points.map(([x, y]) => [n(cx + x * s), n(cy + y * s)]);
  doc.add(
    `<path d="${links.map(([a, b]) => `M${p[a][0]} ${p[a][1]}L${p[b][0]} ${p[b][1]}`).join('')}" stroke="${C.gold300}" stroke-width="${n(s * 0.012)}" opacity="0.7"/>`,
  );
  for (const [i, [x, y]] of p.entries()) {
    const big = i % 3 === 0;
    doc.add(sparkle(x, y, s * (big ? 0.09 : 0.06), C.gold100));
    doc.add(`<circle cx="${x}" cy="${y}" r="${n(s * 0.02)}" fill="#ffffff"/>`);
  }
}
