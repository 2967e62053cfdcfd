import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFamilies, makeSharingImages, shapeWord } from './og-images.mjs';

/** The sharing cards (docs/decisions/027): Devanagari shaped by HarfBuzz, and the card itself. */

let fonts;
beforeAll(async () => {
  fonts = await loadFamilies();
});

describe('shaping', () => {
  it('joins a conjunct into one glyph and draws Devanagari from the Devanagari face', () => {
    // क्ष is three code points (क, virama, ष) and one glyph; ि is drawn before the consonant.
    const conjunct = shapeWord(fonts.display, 'क्ष');
    expect(conjunct.glyphs).toHaveLength(1);
    expect(conjunct.glyphs[0].face.file).toMatch(/devanagari/);
    const ki = shapeWord(fonts.display, 'कि');
    expect(ki.glyphs).toHaveLength(2);
    expect(ki.glyphs[0].x).toBeLessThan(ki.glyphs[1].x);
    // In the text the matra comes second: the shaper put the consonant second.
    expect(ki.glyphs[1].id).toBe(shapeWord(fonts.display, 'क').glyphs[0].id);
  });

  it('draws Latin letters, digits and the rupee sign from faces that have them', () => {
    const word = shapeWord(fonts.display, 'Rudraksha');
    expect(word.glyphs.every((glyph) => /latin/.test(glyph.face.file))).toBe(true);
    expect(shapeWord(fonts.text, '₹511').glyphs[0].face.file).toMatch(/devanagari/);
    expect(word.advance).toBeGreaterThan(0);
  });
});

describe('a card', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'og-cards-'));
    const page = (language, title) =>
      `<!DOCTYPE html><html lang="${language}"><head><title>${title}</title><meta property="og:site_name" content="${language === 'hi' ? 'शुभ ज्योतिष' : 'Shubh Jyotish'}"/><meta property="og:url" content="https://shubhjyotish.in${language === 'hi' ? '/hi' : ''}/reports/love"/><meta property="og:title" content="${title}"/><meta property="og:image" content="https://shubhjyotish.in/images/og/${language}/reports/love.jpg"/><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","email":"care@shubhjyotish.in","telephone":"+91 98100 21411"}]}</script></head><body></body></html>`;
    mkdirSync(path.join(dir, 'reports/love'), { recursive: true });
    mkdirSync(path.join(dir, 'hi/reports/love'), { recursive: true });
    writeFileSync(
      path.join(dir, 'reports/love/index.html'),
      page('en', 'Love Report: Your Relationships &amp; You | Shubh Jyotish'),
    );
    writeFileSync(
      path.join(dir, 'hi/reports/love/index.html'),
      page('hi', 'लव रिपोर्ट: आपकी जन्म-कुंडली से आपके रिश्तों की समझ | शुभ ज्योतिष'),
    );
    // A page without a card (the not-found page): none is drawn for it.
    writeFileSync(path.join(dir, 'index.html'), '<html lang="en"><head></head></html>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a JPEG of 1200x630 under 80 KB for each page that names one, plus the logo', async () => {
    const result = await makeSharingImages(dir);
    expect(result.cards).toBe(2);
    for (const file of ['images/og/en/reports/love.jpg', 'images/og/hi/reports/love.jpg']) {
      const bytes = readFileSync(path.join(dir, file));
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      expect(bytes.length).toBeLessThan(80 * 1024);
    }
    expect(await sharp(path.join(dir, 'images/og/logo.png')).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
  });
});
