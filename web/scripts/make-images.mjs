#!/usr/bin/env node
/**
 * Draws the home page's art (SVG, see scripts/art/) and exports it with sharp as AVIF and WebP
 * at the sizes the page uses, into public/images/home/. The output is committed; run this again
 * only after changing the art:
 *
 *   node scripts/make-images.mjs            # write public/images/home/*
 *   node scripts/make-images.mjs --preview  # also write PNG previews to /tmp/home-art-preview
 *   node scripts/make-images.mjs --preview-only  # previews only, nothing exported
 *   node scripts/make-images.mjs banner-2 tile-  # only the pictures whose names start so
 *
 * File names are `<name>-<width>.<avif|webp>`; the widths here must match
 * app/features/home/home-images.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Progress and results go to stdout (this is a command-line tool). */
const log = (line) => process.stdout.write(`${line}\n`);

// Call consultation: the four package pictures and the video poster, written to
// public/images/consultation/ (widths must match contract/src/appointments.ts).
import {
  consultationVideoPoster,
  packageCoupleArt,
  packageLayout,
  packageRegularArt,
  packageUrgentArt,
  packageUrgentCoupleArt,
} from './art/consultation-art.mjs';
// Content pages (collaborations, about, support, contact): one hero picture each, written to
// public/images/content/ (widths must match app/features/content/components/content-art.tsx).
import {
  aboutArt,
  collaborationsArt,
  contactArt,
  contentLayout,
  posterBirthChart,
  posterLayout,
  posterMatching,
  posterSadeSati,
  supportArt,
} from './art/content-art.mjs';
import {
  bannerLayouts,
  banners,
  servicesBackground,
  statsBackground,
  tiles,
} from './art/home-art.mjs';
import { C } from './art/lib.mjs';
import {
  kundliBook,
  kundliVideoPoster,
  loveHero,
  loveRings,
  matchingCharts,
  matchingVideoPoster,
  sadeSatiCycle,
  sadeSatiHero,
} from './art/reports-art.mjs';
// The shop's product pictures, written to public/images/shop/ (widths must match
// contract/src/catalogue.ts `productImageWidths`).
import { productLayout, productPictures } from './art/shop-art.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../public/images/home');
const previewDir = '/tmp/home-art-preview';
const preview = process.argv.includes('--preview') || process.argv.includes('--preview-only');
const previewOnly = process.argv.includes('--preview-only');

/**
 * Every picture: its SVG at a base size and the widths to export (height follows the aspect).
 */
const jobs = [
  ...banners.flatMap((draw, i) => [
    { name: `banner-${i + 1}-wide`, layout: bannerLayouts.wide, draw, widths: [1200, 1600, 2400] },
    { name: `banner-${i + 1}-small`, layout: bannerLayouts.small, draw, widths: [480, 800, 1200] },
  ]),
  ...Object.entries(tiles).map(([key, draw]) => ({
    name: `tile-${key}`,
    layout: { width: 320, height: 320 },
    draw,
    widths: [320],
  })),
  {
    name: 'services-bg-wide',
    layout: { width: 1600, height: 1000 },
    draw: servicesBackground,
    widths: [1600],
  },
  {
    name: 'services-bg-small',
    layout: { width: 800, height: 1400 },
    draw: servicesBackground,
    widths: [800],
  },
  {
    name: 'stats-bg-wide',
    layout: { width: 1600, height: 480 },
    draw: statsBackground,
    widths: [1600],
  },
  {
    name: 'stats-bg-small',
    layout: { width: 800, height: 900 },
    draw: statsBackground,
    widths: [800],
  },
  ...Object.entries({
    collaborations: collaborationsArt,
    about: aboutArt,
    support: supportArt,
    contact: contactArt,
  }).map(([page, draw]) => ({
    name: `hero-${page}`,
    dir: 'content',
    layout: contentLayout,
    draw,
    widths: [360, 720],
  })),
  ...[posterBirthChart, posterMatching, posterSadeSati].map((draw, i) => ({
    name: `video-poster-${i + 1}`,
    dir: 'content',
    layout: posterLayout,
    draw,
    widths: [480, 960],
  })),
];

/**
 * The report landing pages' pictures, into public/images/reports/ (`dir`); the widths here must
 * match app/features/reports/report-images.ts. Redo only these with
 * `node scripts/make-images.mjs sade- love- kundli- matching-`.
 */
const square = (name, draw, widths, background) => ({
  name,
  dir: 'reports',
  background,
  layout: { width: 800, height: 800 },
  draw,
  widths,
});
const videoPoster = (name, draw) => ({
  name,
  dir: 'reports',
  layout: { width: 960, height: 540 },
  draw,
  widths: [480, 960],
});
jobs.push(
  // Each on the colour of the section it sits in (the pages fade its edges out with a mask).
  square('sade-sati-hero', sadeSatiHero, [360, 560, 800], C.maroon950),
  square('sade-sati-cycle', sadeSatiCycle, [360, 560], C.cream50),
  square('love-hero', loveHero, [360, 560, 800], C.maroon800),
  square('love-rings', loveRings, [360, 560], C.cream50),
  square('kundli-book', kundliBook, [360, 560, 800], C.maroon900),
  square('matching-hero', matchingCharts, [360, 560, 800], C.maroon900),
  videoPoster('kundli-video', kundliVideoPoster),
  videoPoster('matching-video', matchingVideoPoster),
);

// Call consultation (node scripts/make-images.mjs package- consultation-).
jobs.push(
  ...Object.entries({
    urgent: packageUrgentArt,
    couple: packageCoupleArt,
    regular: packageRegularArt,
    'urgent-couple': packageUrgentCoupleArt,
  }).map(([id, draw]) => ({
    name: `package-${id}`,
    dir: 'consultation',
    layout: packageLayout,
    draw,
    widths: [360, 560],
  })),
  {
    name: 'consultation-video',
    dir: 'consultation',
    layout: { width: 960, height: 540 },
    draw: consultationVideoPoster,
    widths: [480, 960],
  },
);

// Shop: one picture per product (node scripts/make-images.mjs rudraksha-).
jobs.push(
  ...Object.entries(productPictures).map(([slug, draw]) => ({
    name: slug,
    dir: 'shop',
    layout: productLayout,
    draw,
    widths: [480, 800],
  })),
);

// Optional name filters: `node scripts/make-images.mjs banner-1 tile-` redoes only those.
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const selected = filters.length
  ? jobs.filter((job) => filters.some((f) => job.name.startsWith(f)))
  : jobs;

await mkdir(outDir, { recursive: true });
await mkdir(path.resolve(outDir, '../shop'), { recursive: true });
await mkdir(path.resolve(outDir, '../reports'), { recursive: true });
await mkdir(path.resolve(outDir, '../consultation'), { recursive: true });
await mkdir(path.resolve(outDir, '../content'), { recursive: true });
if (preview) await mkdir(previewDir, { recursive: true });

let total = 0;
for (const job of selected) {
  const svg = Buffer.from(job.draw(job.layout));
  const largest = Math.max(...job.widths);
  // Render the vector once at the largest size, then scale down for the smaller widths.
  const density = Math.min(2400, (72 * largest) / job.layout.width);
  // `background` flattens transparent art onto the colour it sits on (alpha costs AVIF dearly).
  const raster = sharp(svg, { density }).resize(largest);
  const master = await (job.background ? raster.flatten({ background: job.background }) : raster)
    .png()
    .toBuffer();
  if (preview) {
    await writeFile(
      path.join(previewDir, `${job.name}.png`),
      await sharp(master).resize(Math.min(largest, 1200)).png().toBuffer(),
    );
  }
  if (previewOnly) continue;
  for (const width of job.widths) {
    const base = sharp(master).resize(width);
    const avif = await base.clone().avif({ quality: 52, effort: 5 }).toBuffer();
    const webp = await base.clone().webp({ quality: 78, effort: 5 }).toBuffer();
    const dir = job.dir ? path.resolve(outDir, '..', job.dir) : outDir;
    await writeFile(path.join(dir, `${job.name}-${width}.avif`), avif);
    await writeFile(path.join(dir, `${job.name}-${width}.webp`), webp);
    total += avif.length + webp.length;
    log(
      `${job.name}-${width}: avif ${(avif.length / 1024).toFixed(1)} KB, webp ${(webp.length / 1024).toFixed(1)} KB`,
    );
  }
}
log(`wrote ${outDir} (${(total / 1024).toFixed(0)} KB in all)`);
