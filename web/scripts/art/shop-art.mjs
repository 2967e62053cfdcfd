/**
 * The shop's product pictures (web/public/images/shop/): one rudraksha bead per product, its
 * faces (mukhi) drawn as grooves, strung on a red thread with gold caps, over a soft mandala on
 * a warm ground. make-images.mjs rasterises them at contract/src/catalogue.ts
 * `productImageWidths`.
 */
import { C, Doc, mandala, n, rng, sparkle } from './lib.mjs';
import { rudraksha } from './motifs.mjs';

export const productLayout = { width: 800, height: 800 };

function productPicture(faces, seed) {
  return ({ width, height }) => {
    const doc = new Doc(width, height);
    const random = rng(seed);
    const cx = width / 2;
    const cy = height * 0.5;
    const r = width * 0.3;

    const ground = doc.radial(
      [
        [0, C.cream50],
        [0.55, C.cream100],
        [1, C.saffron200],
      ],
      { cx: 0.5, cy: 0.42, r: 0.75 },
    );
    doc.add(`<rect width="${width}" height="${height}" fill="${ground}"/>`);
    doc.add(mandala({ cx, cy, r: width * 0.46, color: C.gold400, opacity: 0.35, strokeWidth: 2 }));
    const halo = doc.radial([
      [0, C.saffron300, 0.45],
      [1, C.saffron300, 0],
    ]);
    doc.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.5)}" fill="${halo}"/>`);

    // The thread: in from the top left, through the bead, out to the bottom right.
    const thread = (d, w, colour, opacity = 1) =>
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(w)}" stroke-linecap="round" opacity="${opacity}"/>`;
    const top = `M${n(width * 0.12)} ${n(-10)}C${n(width * 0.28)} ${n(height * 0.12)} ${n(cx - r * 0.2)} ${n(cy - r * 1.35)} ${n(cx)} ${n(cy - r * 0.9)}`;
    const bottom = `M${n(cx)} ${n(cy + r * 0.95)}C${n(cx + r * 0.25)} ${n(cy + r * 1.5)} ${n(width * 0.78)} ${n(height * 0.86)} ${n(width * 0.9)} ${n(height + 10)}`;
    for (const d of [top, bottom]) {
      doc.add(thread(d, 16, C.maroon800));
      doc.add(thread(d, 10, C.maroon500));
      doc.add(thread(d, 3, C.maroon300, 0.6));
    }

    // A soft shadow under the bead.
    const shadow = doc.blur(18);
    doc.add(
      `<ellipse cx="${n(cx + r * 0.08)}" cy="${n(cy + r * 1.02)}" rx="${n(r * 0.85)}" ry="${n(r * 0.16)}" fill="${C.maroon900}" opacity="0.28" filter="${shadow}"/>`,
    );
    rudraksha(doc, random, { cx, cy, r, faces });

    // Gold caps where the thread enters and leaves.
    const cap = (y, flip) => {
      const gold = doc.linear([
        [0, C.gold200],
        [0.5, C.gold400],
        [1, C.gold700],
      ]);
      const h = r * 0.16 * flip;
      return `<path d="M${n(cx - r * 0.17)} ${n(y)}Q${n(cx)} ${n(y - h * 1.6)} ${n(cx + r * 0.17)} ${n(y)}Z" fill="${gold}" stroke="${C.gold700}" stroke-width="2"/>`;
    };
    doc.add(cap(cy - r * 0.86, 1), cap(cy + r * 0.93, -1));

    for (let i = 0; i < 7; i += 1) {
      const a = random() * Math.PI * 2;
      const d = r * (1.25 + random() * 0.5);
      doc.add(
        sparkle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 8 + random() * 10, C.gold500, 0.7),
      );
    }
    return doc.toString();
  };
}

/** By product slug (contract/src/catalogue.ts). */
export const productPictures = {
  'rudraksha-3-mukhi': productPicture(3, 303),
  'rudraksha-5-mukhi': productPicture(5, 505),
};
