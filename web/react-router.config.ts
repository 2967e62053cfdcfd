import type { Config } from '@react-router/dev/config';
import { prerenderedFiles, prerenderedPaths } from './app/prerendered-paths';

export default {
  appDirectory: 'app',
  // No server rendering at request time: public pages are prerendered to HTML at build time,
  // signed-in and admin pages are rendered in the browser from the SPA fallback.
  ssr: false,
  // Every public page, and the sitemap and robots.txt (resource routes written as files).
  prerender: [...prerenderedPaths, ...prerenderedFiles],
  // WEB_OUT_DIR lets several builds coexist (the server reads `<dir>/client` via WEB_BUILD_DIR).
  buildDirectory: process.env.WEB_OUT_DIR ?? 'build',
} satisfies Config;
