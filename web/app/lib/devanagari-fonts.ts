import type { Language } from '@app/contract/site';
import mukta400 from '@fontsource/mukta/files/mukta-devanagari-400-normal.woff2?url';
import mukta600 from '@fontsource/mukta/files/mukta-devanagari-600-normal.woff2?url';
import rozhaOne from '@fontsource/rozha-one/files/rozha-one-devanagari-400-normal.woff2?url';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Mukta's and Rozha One's Devanagari faces (docs/decisions/030). fonts.css declares them under
 * families of their own ("Mukta Devanagari", "Rozha One Devanagari") that the font stacks name only
 * under `<html data-fonts="devanagari">` (app.css). Here: after a Hindi page has loaded, the files
 * are downloaded (from the cache after the first time), and the next page drawn in the app (a
 * click, the language switch) names them, so its new content is drawn in them at once. A page
 * loaded in full is always painted in the system's Devanagari font: its first paint waits for no
 * font, and no text changes font under a reader's eyes (which moved lines: a layout shift of up
 * to 0.08 on a phone).
 *
 * Not from a page's first paint even when an earlier visit downloaded the files: nothing tells a
 * page before its first paint whether they are still in the cache, and when they are not, their
 * 275 KB compete with the page's own first requests.
 */
const fontFiles = [mukta400, mukta600, rozhaOne];

let downloading = false;
/** The files are in the cache: pages drawn from now on may name them. */
let filesReady = false;

/** Downloads the three files into the cache (not into the page: nothing is redrawn). */
function downloadFiles() {
  if (downloading || typeof FontFace === 'undefined') return;
  downloading = true;
  Promise.all(fontFiles.map((url) => new FontFace('Devanagari download', `url(${url})`).load()))
    .then(() => {
      filesReady = true;
    })
    .catch(() => {
      downloading = false; // offline for a moment: the next Hindi page tries again
    });
}

/** From the root component: downloads after a Hindi page's load, uses them from the next page on. */
export function useDevanagariFonts(language: Language) {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (language !== 'hi') return;
    if (document.readyState === 'complete') {
      downloadFiles();
      return;
    }
    window.addEventListener('load', downloadFiles, { once: true });
    return () => window.removeEventListener('load', downloadFiles);
  }, [language]);

  useEffect(() => {
    // A new page drawn in the app: its content is new, so is its font.
    if (pathname === shownPathname.current) return;
    shownPathname.current = pathname;
    if (filesReady) document.documentElement.setAttribute('data-fonts', 'devanagari');
  }, [pathname]);
}
