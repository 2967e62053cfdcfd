/**
 * Sharing cards (Open Graph and Twitter images, 1200x630 JPEG) for every prerendered page that
 * names one, and the square logo search engines show for the business (docs/decisions/027).
 *
 * A card is drawn from what the page's own HTML says: its `og:image` address (where the card goes),
 * `og:title`, `og:site_name`, language and the business's e-mail and phone (its JSON-LD), over our
 * art (scripts/art, the same drawings as the site's pictures; their few <text> symbols, which would
 * need system fonts, are left out) and the logo. The words are shaped with HarfBuzz (harfbuzzjs)
 * in the fonts the site ships (@fontsource Rozha One and Mukta: conjuncts, matras and reph of
 * Devanagari placed as the browser places them) and written into the SVG as glyph outlines, so
 * no system font is used; sharp (librsvg) rasterises it. Nothing needs a browser.
 *
 * Each card is cached under node_modules/.cache/og-images by a hash of everything it is drawn
 * from (its words, this script, the art and the fonts): a build redraws only changed cards.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import sharp from 'sharp';
import { packageRegularArt, packageUrgentArt } from './art/consultation-art.mjs';
import { aboutArt, collaborationsArt, contactArt, supportArt } from './art/content-art.mjs';
import { banners, tiles } from './art/home-art.mjs';
import { C, Doc, mandala, n, rng, starField } from './art/lib.mjs';
import { kundliBook, loveHero, matchingCharts, sadeSatiHero } from './art/reports-art.mjs';
import { productPictures } from './art/shop-art.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const require = createRequire(import.meta.url);
const cacheDir = path.join(webRoot, 'node_modules/.cache/og-images');

const W = 1200;
const H = 630;
/** Where the art sits: a disc on the right; the words take the left. */
const ART = { cx: 918, cy: 315, size: 540 };
const TEXT = { left: 76, width: 560 };

// ---------------------------------------------------------------------------------------------
// Fonts: @fontsource's WOFF files (one per script subset), unpacked for HarfBuzz.
// ---------------------------------------------------------------------------------------------

/** WOFF 1.0 to the OpenType font it wraps (each table zlib-compressed or stored). */
function woffToSfnt(woff) {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    return {
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    };
  });
  const padded = (length) => (length + 3) & ~3;
  const out = Buffer.alloc(
    12 + 16 * count + tables.reduce((sum, t) => sum + padded(t.origLength), 0),
  );
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = 12 + 16 * count;
  for (const [i, table] of tables.entries()) {
    const stored = woff.subarray(table.offset, table.offset + table.compLength);
    const data = table.compLength < table.origLength ? inflateSync(stored) : stored;
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.origLength, record + 12);
    data.copy(out, offset);
    offset += padded(table.origLength);
  }
  return out;
}

const fontFiles = {
  display: [
    'rozha-one/files/rozha-one-devanagari-400-normal',
    'rozha-one/files/rozha-one-latin-400-normal',
    'rozha-one/files/rozha-one-latin-ext-400-normal',
  ],
  text: [
    'mukta/files/mukta-devanagari-600-normal',
    'mukta/files/mukta-latin-600-normal',
    'mukta/files/mukta-latin-ext-600-normal',
  ],
};

async function loadFace(file) {
  const bytes = await readFile(require.resolve(`@fontsource/${file}.woff`));
  const face = new hb.Face(new hb.Blob(woffToSfnt(bytes)));
  return {
    file,
    bytes,
    font: new hb.Font(face),
    upem: face.upem,
    covers: new Set(face.collectUnicodes()),
    outlines: new Map(),
  };
}

/** Each family as its script subsets: Devanagari first, then Latin, then Latin Extended. */
export async function loadFamilies() {
  const entries = await Promise.all(
    Object.entries(fontFiles).map(async ([name, files]) => [
      name,
      await Promise.all(files.map(loadFace)),
    ]),
  );
  return Object.fromEntries(entries);
}

const devanagari = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u25CC]|\u200C|\u200D/u;
const mark = /\p{M}/u;

/** The subset that draws a character: Devanagari letters from the Devanagari face, the rest from the first face that has it. */
function faceFor(faces, char) {
  const code = char.codePointAt(0);
  if (devanagari.test(char)) return faces[0];
  return faces.find((face) => face.covers.has(code)) ?? faces[1];
}

/**
 * Shapes a word (no spaces): runs of characters of one subset, each shaped by HarfBuzz. Returns
 * its glyphs (face, glyph id, position in font units of 1000 per em) and its advance.
 */
export function shapeWord(faces, word) {
  const runs = [];
  for (const char of word) {
    const face = mark.test(char) && runs.length ? runs.at(-1).face : faceFor(faces, char);
    if (runs.at(-1)?.face === face) runs.at(-1).text += char;
    else runs.push({ face, text: char });
  }
  const glyphs = [];
  let x = 0;
  for (const { face, text } of runs) {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(face.font, buffer);
    const unit = 1000 / face.upem;
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({
        face,
        id: glyph.codepoint,
        x: x + glyph.xOffset * unit,
        y: glyph.yOffset * unit,
      });
      x += glyph.xAdvance * unit;
    }
  }
  return { glyphs, advance: x };
}

function outline(face, id) {
  let d = face.outlines.get(id);
  if (d === undefined) {
    d = face.font.glyphToPath(id);
    face.outlines.set(id, d);
  }
  return d;
}

/**
 * A line of text as SVG paths at `size` px, its baseline at (x, y). `tracking` adds space after
 * each glyph (in ems). Returns the markup and the width drawn.
 */
function textLine(faces, text, { x, y, size, fill, tracking = 0, opacity = 1 }) {
  const space = shapeWord(faces, ' ').advance;
  const parts = [];
  let pen = 0;
  for (const [i, word] of text.split(' ').entries()) {
    if (i > 0) pen += space + tracking * 1000 * 2;
    const { glyphs, advance } = shapeWord(faces, word);
    const spacing = tracking * 1000;
    for (const [index, glyph] of glyphs.entries()) {
      const d = outline(glyph.face, glyph.id);
      const scale = glyph.face.upem === 1000 ? '' : ` scale(${n(1000 / glyph.face.upem)})`;
      const gx = pen + glyph.x + spacing * index;
      if (d) parts.push(`<path transform="translate(${n(gx)} ${n(glyph.y)})${scale}" d="${d}"/>`);
    }
    pen += advance + spacing * Math.max(0, glyphs.length - 1);
  }
  const k = size / 1000;
  return {
    markup: `<g fill="${fill}" opacity="${opacity}" transform="translate(${n(x)} ${n(y)}) scale(${n(k * 10000) / 10000} ${-n(k * 10000) / 10000})">${parts.join('')}</g>`,
    width: pen * k,
  };
}

/** The width of a line of text at `size` px. */
function measure(faces, text, size) {
  const space = shapeWord(faces, ' ').advance;
  const words = text.split(' ').map((word) => shapeWord(faces, word).advance);
  return ((words.reduce((a, b) => a + b, 0) + space * (words.length - 1)) * size) / 1000;
}

/** The words a line may break between: a dash stays with the word before it ("beads –"). */
function breakableWords(text) {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .reduce((words, word) => {
      if (/^[–—-]$/.test(word) && words.length) words[words.length - 1] += ` ${word}`;
      else words.push(word);
      return words;
    }, []);
}

/** Greedy line breaking at spaces; undefined when a word alone is wider than the width. */
function wrap(faces, text, size, width) {
  const lines = [];
  for (const word of breakableWords(text)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(faces, `${last} ${word}`, size) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      if (measure(faces, word, size) > width) return undefined;
      lines.push(word);
    }
  }
  return lines;
}

/** The largest size from 66 px down at which the title fits in three lines (four at the least size). */
function fitTitle(faces, title) {
  for (let size = 66; size >= 40; size -= 2) {
    const lines = wrap(faces, title, size, TEXT.width);
    if (lines && lines.length <= (size > 40 ? 3 : 4))
      return { size, lines: balance(faces, title, size, lines.length) };
  }
  return { size: 40, lines: wrap(faces, title, 40, TEXT.width) ?? [title] };
}

/**
 * The same number of lines, as even as they can be (no lone word on a line): of every way to
 * break the title into that many lines that fit, the one whose lines differ least in length.
 */
function balance(faces, title, size, count) {
  const words = breakableWords(title);
  const widthOf = (from, to) => measure(faces, words.slice(from, to).join(' '), size);
  let best = wrap(faces, title, size, TEXT.width);
  let bestSpread = Number.POSITIVE_INFINITY;
  // Each choice of count - 1 break points among the gaps between words (a dozen words at most).
  const breaks = (start, left) =>
    left === 0
      ? [[]]
      : Array.from({ length: words.length - start - left }, (_, i) => start + 1 + i).flatMap((at) =>
          breaks(at, left - 1).map((rest) => [at, ...rest]),
        );
  for (const cut of breaks(0, count - 1)) {
    const bounds = [0, ...cut, words.length];
    const widths = bounds.slice(1).map((to, i) => widthOf(bounds[i], to));
    const longest = Math.max(...widths);
    if (longest > TEXT.width) continue;
    const spread = widths.reduce((sum, width) => sum + (longest - width) ** 2, 0);
    if (spread < bestSpread) {
      bestSpread = spread;
      best = bounds.slice(1).map((to, i) => words.slice(bounds[i], to).join(' '));
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Art: the picture on the right of each kind of page.
// ---------------------------------------------------------------------------------------------

/**
 * A drawing of scripts/art as a nested picture, without its <text> symbols (system fonts), its
 * edges fading into the card's sky (the square pictures have a sky of their own).
 */
function nested(svg) {
  const size = ART.size;
  const body = svg
    .replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, '')
    .replace(
      /^<svg([^>]*?) width="[^"]*" height="[^"]*"/,
      `<svg$1 x="${ART.cx - size / 2}" y="${ART.cy - size / 2}" width="${size}" height="${size}"`,
    );
  return `<g mask="url(#og-fade)">${body}</g>`;
}

/** A product picture (a cream ground) as a medallion in a gold ring. */
function medallion(svg) {
  const r = ART.size * 0.42;
  const body = svg.replace(
    /^<svg([^>]*?) width="[^"]*" height="[^"]*"/,
    `<svg$1 x="${ART.cx - r}" y="${ART.cy - r}" width="${2 * r}" height="${2 * r}"`,
  );
  return [
    `<circle cx="${ART.cx}" cy="${ART.cy}" r="${r + 28}" fill="url(#og-glow)"/>`,
    `<g clip-path="url(#og-disc)">${body}</g>`,
    `<circle cx="${ART.cx}" cy="${ART.cy}" r="${r}" fill="none" stroke="${C.gold400}" stroke-width="6"/>`,
    `<circle cx="${ART.cx}" cy="${ART.cy}" r="${r + 12}" fill="none" stroke="${C.gold300}" stroke-width="1.5" opacity="0.7"/>`,
  ].join('');
}

const square = { width: 800, height: 800 };
const tile = { width: 320, height: 320 };
const bannerSquare = { width: 800, height: 800, cx: 400, cy: 400, r: 300 };

/** The art of each kind of page, by its English address. */
const artOfPage = [
  [/^\/$/, 'home', () => nested(banners[1](bannerSquare))],
  [/^\/(login|register)$/, 'account', () => nested(tiles.lotus(tile))],
  [/^\/gemstone$/, 'gemstone', () => medallion(tiles.mala(tile))],
  [/^\/shop\/\d+$/, 'product', (page) => medallion(productPictureOf(page))],
  [/^\/call-consultation$/, 'consultation', () => nested(packageRegularArt())],
  [/^\/appointment$/, 'appointment', () => nested(packageUrgentArt())],
  [/^\/horoscope\/weekly-love-horoscope/, 'love-horoscope', () => nested(loveHero(square))],
  [/^\/horoscope\/yearly-horoscope/, 'yearly-horoscope', () => nested(tiles.sun(tile))],
  [/^\/horoscope\//, 'horoscope', () => nested(tiles.moon(tile))],
  [/^\/reports\/sade-sati$/, 'sade-sati', () => nested(sadeSatiHero(square))],
  [/^\/reports\/love$/, 'love', () => nested(loveHero(square))],
  [/^\/reports\/premium-personalized-kundli$/, 'kundli', () => nested(kundliBook(square))],
  [/^\/reports\/premium-couple-kundli$/, 'matching', () => nested(matchingCharts(square))],
  [/^\/collaborations$/, 'collaborations', () => nested(collaborationsArt(square))],
  [/^\/about$/, 'about', () => nested(aboutArt(square))],
  [/^\/support$/, 'support', () => nested(supportArt(square))],
  [/^\/contact$/, 'contact', () => nested(contactArt(square))],
  [/./, 'page', () => nested(tiles.kundli(tile))],
];

/** The product pictures, by the id in the address (the page's JSON-LD names its picture). */
function productPictureOf(page) {
  const slug = Object.keys(productPictures).find((name) => page.image?.includes(name));
  return (productPictures[slug] ?? Object.values(productPictures)[0])(square);
}

/** The logo mark (features/shell/components/logo.tsx), drawn at (x, y) with a side of `size`. */
export function logoMark(x, y, size) {
  const petals = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M32 8c3.2 5 3.8 9.6 0 14.5C28.2 17.6 28.8 13 32 8z" transform="rotate(${i * 30} 32 32)"/>`,
  ).join('');
  return `<g transform="translate(${x} ${y}) scale(${size / 64})"><circle cx="32" cy="32" r="31" fill="${C.maroon700}"/><circle cx="32" cy="32" r="27.5" fill="none" stroke-width="1.2" stroke="${C.gold400}"/><g fill="${C.gold400}">${petals}</g><circle cx="32" cy="32" r="9.5" stroke-width="1.5" fill="${C.gold100}" stroke="${C.gold400}"/><circle cx="32" cy="32" r="4" fill="${C.saffron500}"/></g>`;
}

/** The card without its words, for one kind of page. */
function backdrop(kind, art) {
  const doc = new Doc(W, H);
  const random = rng([...kind].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0);
  const sky = doc.radial(
    [
      [0, C.maroon600],
      [0.45, C.maroon900],
      [1, C.maroon950],
    ],
    { cx: n(ART.cx / W), cy: 0.5, r: 0.75 },
  );
  doc.def(
    `<radialGradient id="og-fade-gradient"><stop offset="0.62" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>` +
      `<mask id="og-fade"><circle cx="${ART.cx}" cy="${ART.cy}" r="${ART.size / 2}" fill="url(#og-fade-gradient)"/></mask>` +
      `<radialGradient id="og-glow"><stop offset="0.7" stop-color="${C.saffron400}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.saffron400}" stop-opacity="0"/></radialGradient>` +
      `<clipPath id="og-disc"><circle cx="${ART.cx}" cy="${ART.cy}" r="${ART.size * 0.42}"/></clipPath>` +
      `<linearGradient id="og-shade" x1="0" x2="1"><stop offset="0" stop-color="${C.maroon950}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${C.maroon950}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.maroon950}" stop-opacity="0"/></linearGradient>`,
  );
  doc.add(`<rect width="${W}" height="${H}" fill="${sky}"/>`);
  doc.add(starField(random, { width: W, height: H, count: 140, twinkles: 5 }));
  doc.add(
    mandala({ cx: ART.cx, cy: ART.cy, r: 300, color: C.gold400, opacity: 0.18, strokeWidth: 1.2 }),
  );
  doc.add(art);
  // The words' side a little darker, so they read over the stars.
  doc.add(`<rect width="${ART.cx - 150}" height="${H}" fill="url(#og-shade)"/>`);
  doc.add(
    `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" rx="20" fill="none" stroke="${C.gold400}" stroke-width="2" opacity="0.55"/>`,
    `<rect x="32" y="32" width="${W - 64}" height="${H - 64}" rx="14" fill="none" stroke="${C.gold300}" stroke-width="0.8" opacity="0.35"/>`,
  );
  doc.add(logoMark(TEXT.left, 62, 68));
  doc.add(`<rect x="${TEXT.left}" y="514" width="84" height="3" rx="1.5" fill="${C.gold400}"/>`);
  return doc.toString();
}

/** The words of a card: brand, tagline, title, and how to reach us. */
function words(fonts, card) {
  const hindi = card.language === 'hi';
  const parts = [];
  const brandX = TEXT.left + 68 + 18;
  parts.push(
    textLine(fonts.display, card.brand, {
      x: brandX,
      y: hindi ? 100 : 98,
      size: hindi ? 38 : 36,
      fill: C.gold300,
    }).markup,
  );
  const tagline = hindi ? card.tagline : card.tagline.toUpperCase();
  parts.push(
    textLine(fonts.text, tagline, {
      x: brandX + 1,
      y: 128,
      size: 17,
      fill: C.cream200,
      tracking: hindi ? 0 : 0.14,
    }).markup,
  );
  const { size, lines } = fitTitle(fonts.display, card.title);
  const leading = size * (hindi ? 1.38 : 1.18);
  // The title block centred between the brand (y 150) and the rule (y 514).
  const top = 150 + (364 - leading * lines.length) / 2;
  for (const [i, line] of lines.entries()) {
    const baseline = top + leading * i + size * (hindi ? 0.98 : 0.9);
    parts.push(
      textLine(fonts.display, line, { x: TEXT.left - 2, y: baseline, size, fill: C.cream50 })
        .markup,
    );
  }
  const contact = [card.email, card.phone].filter(Boolean).join('   ·   ');
  parts.push(
    textLine(fonts.text, contact, { x: TEXT.left, y: 560, size: 22, fill: C.gold200 }).markup,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Pages: what each prerendered page says about its card.
// ---------------------------------------------------------------------------------------------

const entities = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return entities[name] ?? whole;
  });
}

function metaContent(html, property) {
  const match = html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`));
  return match ? decode(match[1]) : undefined;
}

/** The card a page asks for, or undefined for pages without one (not-found, redirects, SPA). */
function cardOfPage(html, taglines) {
  const image = metaContent(html, 'og:image');
  const url = metaContent(html, 'og:url');
  if (!image || !url) return undefined;
  const language = html.match(/<html lang="(\w+)"/)?.[1] === 'hi' ? 'hi' : 'en';
  const brand = metaContent(html, 'og:site_name') ?? '';
  const title = (metaContent(html, 'og:title') ?? '')
    .replace(new RegExp(`\\s*\\|\\s*${escapeRegExp(brand)}$`), '')
    .replace(new RegExp(`^${escapeRegExp(brand)}\\s*\\|\\s*`), '')
    .trim();
  const graph = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const nodes = graph ? (JSON.parse(graph)['@graph'] ?? []) : [];
  const business = nodes.find((node) => node['@type'] === 'Organization') ?? {};
  const product = nodes.find((node) => node['@type'] === 'Product');
  const englishPath = new URL(url).pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  return {
    file: new URL(image).pathname,
    language,
    brand,
    title,
    tagline: taglines[language],
    email: business.email,
    phone: business.telephone,
    englishPath,
    image: product?.image,
  };
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function sourcesHash(fonts) {
  const hash = createHash('sha256');
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  for (const file of (await readdir(path.join(here, 'art'))).sort()) {
    hash.update(await readFile(path.join(here, 'art', file)));
  }
  for (const face of [...fonts.display, ...fonts.text]) hash.update(face.bytes);
  hash.update(sharp.versions.vips ?? '');
  return hash.digest('hex');
}

async function pool(items, size, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (queue.length) await work(queue.shift());
    }),
  );
}

/**
 * Draws the card of every page of the build in `clientDir` that names one, and the logo.
 * Returns counts and the time taken, for the build's log.
 */
export async function makeSharingImages(clientDir) {
  const started = performance.now();
  const fonts = await loadFamilies();
  const version = await sourcesHash(fonts);
  const taglines = {};
  for (const language of ['en', 'hi']) {
    const common = JSON.parse(
      await readFile(path.join(webRoot, `app/locales/${language}/common.json`), 'utf8'),
    );
    taglines[language] = common.shell.tagline;
  }
  const cards = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const card = cardOfPage(
      await readFile(path.join(entry.parentPath, entry.name), 'utf8'),
      taglines,
    );
    if (card) cards.push(card);
  }
  await mkdir(cacheDir, { recursive: true });
  const backdrops = new Map();
  const rasterBackdrop = (kind, draw, card) => {
    if (!backdrops.has(kind)) {
      backdrops.set(
        kind,
        sharp(Buffer.from(backdrop(kind, draw(card))))
          .removeAlpha()
          .raw()
          .toBuffer(),
      );
    }
    return backdrops.get(kind);
  };
  let drawn = 0;
  let bytes = 0;
  let largest = 0;
  // sharp works on libuv's threads (4 by default): a few cards at a time keep them busy.
  await pool(cards, 4, async (card) => {
    const [, kind, draw] = artOfPage.find(([pattern]) => pattern.test(card.englishPath));
    const artKey = kind === 'product' ? `${kind}:${card.image}` : kind;
    const key = createHash('sha256')
      .update(version)
      .update(JSON.stringify({ ...card, artKey }))
      .digest('hex');
    const cached = path.join(cacheDir, `${key}.jpg`);
    let jpeg = await readFile(cached).catch(() => undefined);
    if (!jpeg) {
      const raw = await rasterBackdrop(artKey, draw, card);
      jpeg = await sharp(raw, { raw: { width: W, height: H, channels: 3 } })
        .composite([{ input: Buffer.from(words(fonts, card)) }])
        .jpeg({ quality: 74, mozjpeg: true })
        .toBuffer();
      await writeFile(cached, jpeg);
      drawn += 1;
    }
    const out = path.join(clientDir, card.file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, jpeg);
    bytes += jpeg.length;
    largest = Math.max(largest, jpeg.length);
  });
  await writeLogo(clientDir);
  return { cards: cards.length, drawn, bytes, largest, ms: performance.now() - started };
}

/** The square logo search engines show for the business (its JSON-LD `logo`). */
async function writeLogo(clientDir) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${C.cream50}"/>${logoMark(32, 32, 448)}</svg>`;
  await mkdir(path.join(clientDir, 'images/og'), { recursive: true });
  await sharp(Buffer.from(svg))
    .png({ palette: true })
    .toFile(path.join(clientDir, 'images/og/logo.png'));
}

/** Draws the cards of a build by hand: `node scripts/og-images.mjs [build/client]`. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = path.resolve(process.argv[2] ?? path.join(webRoot, 'build/client'));
  const result = await makeSharingImages(clientDir);
  console.log(result);
}
