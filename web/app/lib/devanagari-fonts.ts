import type { Language } from '@app/contract/site';
import mukta400 from '@fontsource/mukta/files/mukta-devanagari-400-normal.woff2?url';
import mukta600 from '@fontsource/mukta/files/mukta-devanagari-600-normal.woff2?url';
import rozhaOne from '@fontsource/rozha-one/files/rozha-one-devanagari-400-normal.woff2?url';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Mukta's and Rozha One's Devanagari faces (docs/decisions/030). fonts.css declares them under
 * families of their own ("Mukta Devanagari", "Rozha One Devanagari") that the font stacks name only
 * under `<html data-fonts="devanagari">` (app.css). Here: the files are downloaded after a Hindi
 * page has loaded, and used from the next page on, when they come from the cache:
 * - at the next page drawn in the app (a click, the language switch), whose new content is drawn
 *   in them at once;
 * - at the next full page load, from its first paint (`cachedDevanagariFontsScript`).
 * So no Hindi page's first paint waits for about 275 KB of fonts, and text never changes font
 * under a reader's eyes (which moved lines: a layout shift of up to 0.08 on a phone).
 */
const fontFiles = [mukta400, mukta600, rozhaOne];

/** What localStorage keeps once the files are downloaded: which files (a new build, new names). */
const storageKey = 'devanagari-fonts';
const downloadedFiles = fontFiles.join(' ');

/**
 * The head script that names the faces from the first paint when an earlier page downloaded
 * these very files. A fixed string of our own; the server allows it by its hash.
 */
export const cachedDevanagariFontsScript = `try{if(localStorage.getItem('${storageKey}')===${JSON.stringify(downloadedFiles)})document.documentElement.setAttribute('data-fonts','devanagari')}catch(e){}`;

function filesDownloaded(): boolean {
  try {
    return localStorage.getItem(storageKey) === downloadedFiles;
  } catch {
    return false;
  }
}

let downloading = false;
/** The files are in the cache, even where localStorage could not say so. */
let filesReady = false;

/** Downloads the three files into the cache (not into the page: nothing is redrawn). */
function downloadFiles() {
  if (downloading || typeof FontFace === 'undefined') return;
  downloading = true;
  Promise.all(fontFiles.map((url) => new FontFace('Devanagari download', `url(${url})`).load()))
    .then(() => {
      try {
        localStorage.setItem(storageKey, downloadedFiles);
      } catch {
        // No storage (a private window): the files still serve the next page drawn in the app.
      }
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
    if (language !== 'hi' || filesDownloaded()) return;
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
    if (filesReady || filesDownloaded()) {
      document.documentElement.setAttribute('data-fonts', 'devanagari');
    }
  }, [pathname]);
}
