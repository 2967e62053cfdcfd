/**
 * For sections below the first screen: the browser skips their style, layout and paint until
 * they come near the viewport (`content-visibility: auto`), reserving an estimated height that it
 * then remembers. On a long page this takes a good part of the main-thread work off the first
 * load on a phone. The content stays in the page for search engines, find-in-page and screen
 * readers.
 */
export const belowFold = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';
