/**
 * zod without its eval probe in the browser. zod 4 tries `new Function('')` once, when its first
 * object schema is built, to see whether it may compile faster parsers; the site's
 * Content-Security-Policy (no 'unsafe-eval') refuses it and Chromium records a CSP issue on the
 * page (Lighthouse's best practices, docs/performance.md). The plain parser is what runs anyway.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (zod/v4/core/core.js), creating the
 * object only when it is absent, and skips the probe under `jitless`. This script sets it from
 * the page's <head>, before any module is evaluated: `z.config({ jitless: true })` from a module
 * of the app came too late, since the bundle evaluates the chunk holding zod and the contract's
 * schemas before the code of the module that imports it (the issue stayed on every page).
 * The server hashes inline scripts into the page's CSP (server/src/lib/content-security-policy.ts).
 */
export const zodSettingsScript =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';
