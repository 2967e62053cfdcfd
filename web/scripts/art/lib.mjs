/**
 * Small helpers for drawing the home page's art as SVG: the palette (the design tokens of
 * web/app/app.css), a seeded random generator so every run draws the same picture, and shapes
 * (stars, petal rings, mandalas) that the banner, tile and background drawings compose.
 */

export const C = {
  maroon950: '#26050c',
  maroon900: '#3d0a15',
  maroon800: '#5a1220',
  maroon700: '#74192a',
  maroon600: '#8c2434',
  maroon500: '#a33242',
  maroon300: '#d47f8a',
  saffron800: '#7c3d08',
  saffron700: '#a14f08',
  saffron600: '#c8650a',
  saffron500: '#ec7f12',
  saffron400: '#f99a2e',
  saffron300: '#ffb35c',
  saffron200: '#ffd199',
  saffron100: '#ffe9cc',
  gold700: '#7a5a0f',
  gold600: '#a27a15',
  gold500: '#c99a22',
  gold400: '#e0b23e',
  gold300: '#eccb6b',
  gold200: '#f5e0a0',
  gold100: '#fbf1d2',
  cream50: '#fffbf3',
  cream100: '#fdf3e1',
  cream200: '#f8e4c2',
};

/** mulberry32: a tiny deterministic random generator (0 <= x < 1). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds for compact SVG output. */
export const n = (v) => Math.round(v * 100) / 100;

/** Point at `deg` degrees clockwise from twelve o'clock on a circle. */
export function polar(cx, cy, r, deg) {
  const a = ((deg - 90) * Math.PI) / 180;
  return [n(cx + r * Math.cos(a)), n(cy + r * Math.sin(a))];
}

/** Collects <defs> and body markup and hands out unique ids. */
export class Doc {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.counter = 0;
  }
  id(prefix) {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  def(markup) {
    this.defs.push(markup);
  }
  add(...markup) {
    this.body.push(...markup);
  }
  /** A radial gradient; stops are [offset, colour, opacity?]. Returns `url(#id)`. */
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
    const id = this.id('rg');
    const focus = fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`;
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A linear gradient from (x1,y1) to (x2,y2) in the shape's box. Returns `url(#id)`. */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
    const id = this.id('lg');
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** A Gaussian blur filter. Returns `url(#id)`. */
  blur(deviation) {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopsMarkup(stops) {
  return stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/** A four-pointed twinkle. */
export function sparkle(x, y, r, fill, opacity = 1) {
  const k = r * 0.18;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Scattered stars: dots of varying size and brightness plus a few twinkles. */
export function starField(
  random,
  { x = 0, y = 0, width, height, count, colors = [C.gold100, C.gold200, '#ffffff'], twinkles = 0 },
) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const r = 0.5 + random() ** 3 * 2.1;
    const color = colors[Math.floor(random() * colors.length)];
    out.push(
      `<circle cx="${n(x + random() * width)}" cy="${n(y + random() * height)}" r="${n(r)}" fill="${color}" opacity="${n(0.35 + random() * 0.65)}"/>`,
    );
  }
  for (let i = 0; i < twinkles; i += 1) {
    out.push(
      sparkle(x + random() * width, y + random() * height, 5 + random() * 9, C.gold100, 0.9),
    );
  }
  return out.join('');
}

/** One petal pointing up from radius r0 to r1, `width` at its widest. */
function petalPath(r0, r1, width) {
  const len = r1 - r0;
  return `M0 ${n(-r0)}C${n(width)} ${n(-r0 - len * 0.25)} ${n(width * 0.55)} ${n(-r1 + len * 0.12)} 0 ${n(-r1)}C${n(-width * 0.55)} ${n(-r1 + len * 0.12)} ${n(-width)} ${n(-r0 - len * 0.25)} 0 ${n(-r0)}Z`;
}

/** A ring of `count` petals around (cx, cy). */
export function petalRing({
  cx,
  cy,
  count,
  r0,
  r1,
  width,
  rotate = 0,
  fill = 'none',
  stroke = 'none',
  strokeWidth = 1,
  opacity = 1,
}) {
  const d = petalPath(r0, r1, width);
  const petals = [];
  for (let i = 0; i < count; i += 1) {
    petals.push(`<path d="${d}" transform="rotate(${n(rotate + (360 / count) * i)})"/>`);
  }
  return `<g transform="translate(${n(cx)} ${n(cy)})" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" opacity="${opacity}">${petals.join('')}</g>`;
}

/** A ring of dots. */
export function dotRing({ cx, cy, r, count, dotR, fill, rotate = 0, opacity = 1 }) {
  const dots = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = polar(cx, cy, r, rotate + (360 / count) * i);
    dots.push(`<circle cx="${x}" cy="${y}" r="${n(dotR)}"/>`);
  }
  return `<g fill="${fill}" opacity="${opacity}">${dots.join('')}</g>`;
}

export function ring(cx, cy, r, stroke, strokeWidth = 1, opacity = 1, dash = '') {
  const dashAttr = dash ? ` stroke-dasharray="${dash}"` : '';
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" opacity="${opacity}"${dashAttr}/>`;
}

/** A line-drawn mandala of concentric petal rings, circles and dots. */
export function mandala({ cx, cy, r, color = C.gold300, opacity = 1, strokeWidth = 1.5, fill }) {
  const sw = strokeWidth;
  const petalFill = fill ?? 'none';
  return `<g opacity="${opacity}">${[
    ring(cx, cy, r, color, sw),
    ring(cx, cy, r * 0.96, color, sw * 0.6),
    dotRing({ cx, cy, r: r * 0.92, count: 48, dotR: r * 0.008 + 0.6, fill: color }),
    petalRing({
      cx,
      cy,
      count: 24,
      r0: r * 0.6,
      r1: r * 0.88,
      width: r * 0.07,
      stroke: color,
      strokeWidth: sw,
      fill: petalFill,
    }),
    petalRing({
      cx,
      cy,
      count: 24,
      r0: r * 0.6,
      r1: r * 0.8,
      width: r * 0.045,
      rotate: 7.5,
      stroke: color,
      strokeWidth: sw * 0.6,
    }),
    ring(cx, cy, r * 0.6, color, sw),
    petalRing({
      cx,
      cy,
      count: 12,
      r0: r * 0.32,
      r1: r * 0.58,
      width: r * 0.1,
      stroke: color,
      strokeWidth: sw,
      fill: petalFill,
    }),
    ring(cx, cy, r * 0.32, color, sw),
    dotRing({ cx, cy, r: r * 0.27, count: 24, dotR: r * 0.01 + 0.5, fill: color }),
    petalRing({
      cx,
      cy,
      count: 8,
      r0: r * 0.06,
      r1: r * 0.22,
      width: r * 0.06,
      stroke: color,
      strokeWidth: sw,
    }),
    ring(cx, cy, r * 0.06, color, sw),
  ].join('')}</g>`;
}
