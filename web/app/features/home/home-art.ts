import type { PictureFile } from '~/components/ui/picture';

/**
 * The home page's raster art (made by scripts/make-images.mjs into public/images/home/), for
 * `Picture`; the banner and the two backgrounds are art-directed (a wide version from 1024px
 * up). Widths here must match the script.
 */
const art = (name: string, widths: readonly number[], width: number, height: number) => ({
  path: `/images/home/${name}`,
  widths,
  width,
  height,
});

export const bannerArt = (slide: number) => ({
  wide: art(`banner-${slide}-wide`, [1200, 1600, 2400], 1600, 600),
  small: art(`banner-${slide}-small`, [480, 800, 1200], 800, 1000),
});

export const tileArt = (tile: string): PictureFile => art(`tile-${tile}`, [320], 320, 320);

export const servicesBackgroundArt = {
  wide: art('services-bg-wide', [1600], 1600, 1000),
  small: art('services-bg-small', [800], 800, 1400),
};

export const statsBackgroundArt = {
  wide: art('stats-bg-wide', [1600], 1600, 480),
  small: art('stats-bg-small', [800], 800, 900),
};
