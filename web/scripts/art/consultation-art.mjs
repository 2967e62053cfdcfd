/**
 * The call-consultation pictures (web/public/images/consultation/): the video poster and one
 * picture per consultation package, composed from the shared motifs on a night-sky background.
 * Each entry returns the SVG source for a layout ({ width, height }); make-images.mjs rasterises
 * them (widths: contract/src/appointments.ts `packageImageWidths`, and 480/960 for the poster).
 */
import { C, Doc, mandala, n, polar, ring, rng, sparkle, starField } from './lib.mjs';
import { kundliChart, lotus, moon, zodiacWheel } from './motifs.mjs';

function sky(doc, random, { width, height }, centre = [0.5, 0.45]) {
  const bg = doc.radial(
    [
      [0, C.maroon600],
      [0.5, C.maroon900],
      [1, C.maroon950],
    ],
    { cx: centre[0], cy: centre[1], r: 0.85 },
  );
  doc.add(`<rect width="${width}" height="${height}" fill="${bg}"/>`);
  doc.add(
    starField(random, { width, height, count: Math.round((width * height) / 2600), twinkles: 5 }),
  );
}

function glow(doc, cx, cy, r, color, opacity = 0.5) {
  const fill = doc.radial([
    [0, color, opacity],
    [1, color, 0],
  ]);
  doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`);
}

/** A classic telephone handset, `s` its half length, turned by `rotate` degrees. */
function handset(doc, { cx, cy, s, rotate = -35 }) {
  const body = doc.linear(
    [
      [0, C.gold200],
      [0.45, C.gold400],
      [1, C.saffron700],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const edge = C.gold100;
  const w = s * 0.26;
  // The handle: a shallow arch between the two cups.
  const handle = `M${n(-s * 0.72)} ${n(-w * 0.2)}Q0 ${n(-s * 0.62)} ${n(s * 0.72)} ${n(-w * 0.2)}`;
  // A cup: a rounded, slightly flared block hanging below each end of the handle.
  const cup = (x, flip) => {
    const k = flip ? -1 : 1;
    return `<path d="M${n(x - k * s * 0.34)} ${n(-w * 0.55)}L${n(x + k * s * 0.2)} ${n(-w * 0.55)}Q${n(x + k * s * 0.36)} ${n(w * 0.9)} ${n(x + k * s * 0.22)} ${n(w * 1.25)}L${n(x - k * s * 0.38)} ${n(w * 1.25)}Q${n(x - k * s * 0.48)} ${n(w * 0.9)} ${n(x - k * s * 0.34)} ${n(-w * 0.55)}Z" fill="${body}" stroke="${edge}" stroke-width="${n(s * 0.022)}" stroke-linejoin="round"/>`;
  };
  doc.add(
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${rotate})"><path d="${handle}" fill="none" stroke="${edge}" stroke-width="${n(w * 1.25)}" stroke-linecap="round"/><path d="${handle}" fill="none" stroke="${body}" stroke-width="${n(w * 1.05)}" stroke-linecap="round"/>${cup(-s * 0.72, false)}${cup(s * 0.72, true)}</g>`,
  );
}

/** Sound waves: arcs to the right of (cx, cy). */
function waves(doc, { cx, cy, r, count = 3, rotate = 0 }) {
  for (let i = 0; i < count; i += 1) {
    const rr = r * (1 + i * 0.45);
    const [x1, y1] = polar(cx, cy, rr, rotate + 50);
    const [x2, y2] = polar(cx, cy, rr, rotate + 130);
    doc.add(
      `<path d="M${x1} ${y1}A${n(rr)} ${n(rr)} 0 0 1 ${x2} ${y2}" fill="none" stroke="${C.gold300}" stroke-width="${n(r * 0.12)}" stroke-linecap="round" opacity="${n(0.9 - i * 0.22)}"/>`,
    );
  }
}

/** An hourglass: urgency. */
function hourglass(doc, { cx, cy, s }) {
  const glass = doc.linear([
    [0, C.cream50, 0.5],
    [1, C.gold200, 0.25],
  ]);
  const sand = doc.linear([
    [0, C.saffron300],
    [1, C.saffron600],
  ]);
  const w = s * 0.55;
  doc.add(
    `<path d="M${n(cx - w)} ${n(cy - s)}L${n(cx + w)} ${n(cy - s)}C${n(cx + w)} ${n(cy - s * 0.35)} ${n(cx + s * 0.08)} ${n(cy - s * 0.12)} ${n(cx + s * 0.08)} ${n(cy)}C${n(cx + s * 0.08)} ${n(cy + s * 0.12)} ${n(cx + w)} ${n(cy + s * 0.35)} ${n(cx + w)} ${n(cy + s)}L${n(cx - w)} ${n(cy + s)}C${n(cx - w)} ${n(cy + s * 0.35)} ${n(cx - s * 0.08)} ${n(cy + s * 0.12)} ${n(cx - s * 0.08)} ${n(cy)}C${n(cx - s * 0.08)} ${n(cy - s * 0.12)} ${n(cx - w)} ${n(cy - s * 0.35)} ${n(cx - w)} ${n(cy - s)}Z" fill="${glass}" stroke="${C.gold200}" stroke-width="${n(s * 0.035)}"/>`,
  );
  doc.add(
    `<path d="M${n(cx - w * 0.62)} ${n(cy - s * 0.55)}L${n(cx + w * 0.62)} ${n(cy - s * 0.55)}C${n(cx + w * 0.4)} ${n(cy - s * 0.2)} ${n(cx + s * 0.05)} ${n(cy - s * 0.1)} ${n(cx)} ${n(cy - s * 0.02)}C${n(cx - s * 0.05)} ${n(cy - s * 0.1)} ${n(cx - w * 0.4)} ${n(cy - s * 0.2)} ${n(cx - w * 0.62)} ${n(cy - s * 0.55)}Z" fill="${sand}"/>`,
  );
  doc.add(
    `<path d="M${n(cx)} ${n(cy)}L${n(cx)} ${n(cy + s * 0.62)}" stroke="${C.saffron400}" stroke-width="${n(s * 0.03)}"/>`,
  );
  doc.add(
    `<path d="M${n(cx - w * 0.9)} ${n(cy + s * 0.95)}C${n(cx - w * 0.5)} ${n(cy + s * 0.55)} ${n(cx + w * 0.5)} ${n(cy + s * 0.55)} ${n(cx + w * 0.9)} ${n(cy + s * 0.95)}Z" fill="${sand}"/>`,
  );
  for (const y of [cy - s * 1.06, cy + s * 1.06]) {
    doc.add(
      `<rect x="${n(cx - w * 1.25)}" y="${n(y - s * 0.07)}" width="${n(w * 2.5)}" height="${n(s * 0.14)}" rx="${n(s * 0.05)}" fill="${C.gold400}" stroke="${C.gold200}" stroke-width="${n(s * 0.02)}"/>`,
    );
  }
}

/** Two interlocking golden rings: a couple. */
function rings(doc, { cx, cy, r }) {
  const gold = doc.linear(
    [
      [0, C.gold100],
      [0.5, C.gold400],
      [1, C.saffron600],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  for (const dx of [-r * 0.55, r * 0.55]) {
    doc.add(
      `<circle cx="${n(cx + dx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${gold}" stroke-width="${n(r * 0.2)}"/>`,
    );
  }
  // The left ring passes over the right one at the top.
  doc.add(
    `<path d="M${n(cx - r * 0.55 + r * Math.cos(-0.55))} ${n(cy + r * Math.sin(-0.55))}A${n(r)} ${n(r)} 0 0 1 ${n(cx - r * 0.55 + r * Math.cos(0.1))} ${n(cy + r * Math.sin(0.1))}" fill="none" stroke="${gold}" stroke-width="${n(r * 0.2)}"/>`,
  );
  doc.add(sparkle(cx - r * 0.2, cy - r * 1.05, r * 0.22, C.gold100, 0.95));
}

const squareLayout = { width: 800, height: 800 };
export const packageLayout = squareLayout;

/** Astrologer Consultation (urgent): a handset over an hourglass inside a zodiac wheel. */
export function packageUrgentArt({ width, height } = squareLayout) {
  const doc = new Doc(width, height);
  const random = rng(601);
  sky(doc, random, { width, height });
  const cx = width / 2;
  const cy = height / 2;
  zodiacWheel(doc, { cx, cy, r: width * 0.4, glyphs: true, chart: false });
  glow(doc, cx, cy, width * 0.3, C.saffron400, 0.35);
  hourglass(doc, { cx: cx - width * 0.12, cy: cy + height * 0.04, s: width * 0.16 });
  handset(doc, { cx: cx + width * 0.1, cy: cy - height * 0.02, s: width * 0.2, rotate: -40 });
  waves(doc, { cx: cx + width * 0.19, cy: cy - height * 0.16, r: width * 0.06, rotate: -20 });
  return doc.toString();
}

/** Couple Consultation: two rings above two kundli charts. */
export function packageCoupleArt({ width, height } = squareLayout) {
  const doc = new Doc(width, height);
  const random = rng(602);
  sky(doc, random, { width, height }, [0.5, 0.4]);
  const cx = width / 2;
  const cy = height / 2;
  doc.add(mandala({ cx, cy, r: width * 0.44, color: C.gold300, opacity: 0.35 }));
  for (const [x, tilt] of [
    [cx - width * 0.2, -8],
    [cx + width * 0.2, 8],
  ]) {
    doc.add(`<g transform="rotate(${tilt} ${n(x)} ${n(cy + height * 0.14)})">`);
    kundliChart(doc, {
      cx: x,
      cy: cy + height * 0.14,
      size: width * 0.26,
      stroke: C.gold200,
      strokeWidth: n(width * 0.006),
      fill: C.maroon800,
    });
    doc.add('</g>');
  }
  glow(doc, cx, cy - height * 0.16, width * 0.22, C.gold300, 0.3);
  rings(doc, { cx, cy: cy - height * 0.16, r: width * 0.1 });
  return doc.toString();
}

/** Regular Consultation: a handset resting on a lotus under the moon. */
export function packageRegularArt({ width, height } = squareLayout) {
  const doc = new Doc(width, height);
  const random = rng(603);
  sky(doc, random, { width, height }, [0.5, 0.55]);
  const cx = width / 2;
  const cy = height / 2;
  doc.add(ring(cx, cy, width * 0.36, C.gold300, n(width * 0.004), 0.5));
  doc.add(ring(cx, cy, width * 0.41, C.gold300, n(width * 0.002), 0.35, '4 10'));
  moon(doc, { cx: cx + width * 0.22, cy: cy - height * 0.25, r: width * 0.07 });
  glow(doc, cx, cy + height * 0.1, width * 0.3, C.saffron400, 0.3);
  lotus(doc, { cx, cy: cy + height * 0.26, s: width * 0.22 });
  handset(doc, { cx, cy: cy - height * 0.02, s: width * 0.24, rotate: -18 });
  waves(doc, { cx: cx + width * 0.08, cy: cy - height * 0.17, r: width * 0.07, rotate: -10 });
  return doc.toString();
}

/** Urgent Couple Consultation: the rings over an hourglass. */
export function packageUrgentCoupleArt({ width, height } = squareLayout) {
  const doc = new Doc(width, height);
  const random = rng(604);
  sky(doc, random, { width, height });
  const cx = width / 2;
  const cy = height / 2;
  doc.add(mandala({ cx, cy, r: width * 0.42, color: C.gold300, opacity: 0.3 }));
  glow(doc, cx, cy, width * 0.32, C.saffron400, 0.3);
  hourglass(doc, { cx, cy: cy + height * 0.12, s: width * 0.17 });
  rings(doc, { cx, cy: cy - height * 0.2, r: width * 0.09 });
  for (let i = 0; i < 8; i += 1) {
    doc.add(
      sparkle(
        width * (0.12 + random() * 0.76),
        height * (0.1 + random() * 0.8),
        6 + random() * 10,
        C.gold100,
        0.8,
      ),
    );
  }
  return doc.toString();
}

/** The video poster: a handset in front of a zodiac wheel with a birth chart. */
export function consultationVideoPoster({ width, height }) {
  const doc = new Doc(width, height);
  const random = rng(605);
  sky(doc, random, { width, height });
  const cy = height * 0.46;
  zodiacWheel(doc, { cx: width * 0.3, cy, r: height * 0.38, glyphs: true, chart: true });
  glow(doc, width * 0.7, cy, height * 0.4, C.saffron400, 0.3);
  handset(doc, { cx: width * 0.7, cy, s: height * 0.3, rotate: -30 });
  waves(doc, { cx: width * 0.78, cy: cy - height * 0.2, r: height * 0.08, rotate: -15 });
  return doc.toString();
}
