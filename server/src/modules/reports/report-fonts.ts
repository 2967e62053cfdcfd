import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The site's own fonts for the PDFs: Mukta (text, Latin and Devanagari) and Rozha One
 * (headings), from the @fontsource packages the web app uses. Their stylesheets are read as they
 * are (each subset with its unicode-range) and every file is put in as a data: URL, so the page
 * Chromium prints needs nothing from the disk or the network and the PDF embeds the glyphs.
 */
const require = createRequire(import.meta.url);

const stylesheets = [
  require.resolve('@fontsource/mukta/400.css'),
  require.resolve('@fontsource/mukta/600.css'),
  require.resolve('@fontsource/mukta/700.css'),
  require.resolve('@fontsource/rozha-one/400.css'),
];

let css: string | undefined;

/** The @font-face rules, made once per process (about 0.5 MB of CSS). */
export function reportFontFaces(): string {
  css ??= stylesheets
    .map((file) => {
      const folder = path.dirname(file);
      return readFileSync(file, 'utf8').replace(
        /src: url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)[^;]*;/g,
        (_rule, name: string) => {
          const data = readFileSync(path.join(folder, 'files', name)).toString('base64');
          return `src: url(data:font/woff2;base64,${data}) format('woff2');`;
        },
      );
    })
    .join('\n');
  return css;
}
