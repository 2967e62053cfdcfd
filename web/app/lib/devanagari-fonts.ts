import mukta400 from '@fontsource/mukta/files/mukta-devanagari-400-normal.woff2?url';
import mukta600 from '@fontsource/mukta/files/mukta-devanagari-600-normal.woff2?url';
import rozhaOne from '@fontsource/rozha-one/files/rozha-one-devanagari-400-normal.woff2?url';
import { useEffect } from 'react';

/**
 * @fontsource's Devanagari range without the rupee sign, which keeps its own 2 KB faces
 * (app.css): faces added through `document.fonts` come after the stylesheet's, so with U+20B9 a
 * price on an English page would fetch a 100 KB Devanagari file.
 */
const devanagariRange =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

const faces = [
  { family: 'Mukta', weight: '400', url: mukta400 },
  { family: 'Mukta', weight: '600', url: mukta600 },
  { family: 'Rozha One', weight: '400', url: rozhaOne },
];

let added = false;

/**
 * Adds Mukta's and Rozha One's Devanagari faces to the document (docs/decisions/030). Like a
 * stylesheet's @font-face, a face added this way is only downloaded when text needs it, so
 * English pages fetch nothing; a Hindi page fetches what it shows and swaps its text from the
 * metric-matched system fallback (fonts.css) to Mukta.
 */
function addDevanagariFonts() {
  if (added || !('fonts' in document) || typeof FontFace === 'undefined') return;
  added = true;
  for (const face of faces) {
    document.fonts.add(
      new FontFace(face.family, `url(${face.url}) format("woff2")`, {
        weight: face.weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: devanagariRange,
      }),
    );
  }
}

/**
 * Adds the Devanagari faces after the window's load event, so that no Hindi page's first paint
 * (nor Lighthouse's simulation of it on a slow line) waits for about 275 KB of fonts.
 */
export function useDevanagariFontsAfterLoad() {
  useEffect(() => {
    if (document.readyState === 'complete') {
      addDevanagariFonts();
      return;
    }
    window.addEventListener('load', addDevanagariFonts, { once: true });
    return () => window.removeEventListener('load', addDevanagariFonts);
  }, []);
}
