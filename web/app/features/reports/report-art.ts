import type { PictureFile } from '~/components/ui/picture';

/**
 * The report pages' pictures (made by scripts/make-images.mjs into public/images/reports/), for
 * `Picture`. The widths here must match the script's.
 */
const square = (name: string, widths: readonly number[]): PictureFile => ({
  path: `/images/reports/${name}`,
  widths,
  width: 800,
  height: 800,
});
const poster = (name: string): PictureFile => ({
  path: `/images/reports/${name}`,
  widths: [480, 960],
  width: 960,
  height: 540,
});

export const reportArt = {
  sadeSatiHero: square('sade-sati-hero', [360, 560, 800]),
  sadeSatiCycle: square('sade-sati-cycle', [360, 560]),
  loveHero: square('love-hero', [360, 560, 800]),
  loveRings: square('love-rings', [360, 560]),
  kundliBook: square('kundli-book', [360, 560, 800]),
  matchingHero: square('matching-hero', [360, 560, 800]),
  kundliVideo: poster('kundli-video'),
  matchingVideo: poster('matching-video'),
} as const;
