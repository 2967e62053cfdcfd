import muktaRegular from '@fontsource/mukta/files/mukta-latin-400-normal.woff2?url';
import muktaSemibold from '@fontsource/mukta/files/mukta-latin-600-normal.woff2?url';
import rozhaOne from '@fontsource/rozha-one/files/rozha-one-latin-400-normal.woff2?url';
import type { LinksFunction } from 'react-router';

/**
 * Preloads of the three fonts a report page's first screen is set in (Rozha One for the heading,
 * Mukta regular and semibold for the rest), so they are fetched with the stylesheet instead of
 * after it. Without them the hero's long lines rewrap when the fonts arrive and everything under
 * them jumps (a layout shift of about 0.2 on a phone). Vite gives these the same hashed files the
 * stylesheet's @font-face rules use, so nothing is downloaded twice.
 */
export const reportFontLinks: LinksFunction = () =>
  [muktaRegular, muktaSemibold, rozhaOne].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  }));
