import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run size` (decision 046) on a small build written here: what counts as a first load. */

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'first-load-size.mjs');
let build;

// Text that Brotli cannot shrink much, so that sizes differ clearly between files.
const noise = (seed, length) => {
  let x = seed;
  let text = '';
  while (text.length < length) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    text += x.toString(36);
  }
  return `/*${text.slice(0, length)}*/`;
};
const files = {
  'assets/manifest-1.js': `window.m={};${noise(1, 300)}`,
  'assets/root-1.js': `import{a}from"./shared-1.js";import"./styles-1.js";${noise(2, 400)}`,
  'assets/shared-1.js': `export const a=1;${noise(3, 500)}`,
  'assets/styles-1.js': `${noise(4, 200)}`,
  'assets/page-1.js': `import{a as b}from"./shared-1.js";const later=()=>import("./lazy-1.js");export{b};${noise(5, 600)}`,
  'assets/lazy-1.js': `export default 1;${noise(6, 20000)}`,
  'assets/entry.client-1.js': `import"./shared-1.js";${noise(7, 700)}`,
  'assets/big-1.js': `${noise(8, 200000)}`,
};
const page = (
  routeModule,
) => `<!DOCTYPE html><html><body><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "${routeModule}";
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};
import("/assets/entry.client-1.js");</script></body></html>`;
const brotli = (name) => brotliCompressSync(files[name]).length;

const run = (...args) =>
  spawnSync(process.execPath, [script, ...args], {
    env: { ...process.env, WEB_BUILD_DIR: build, FIRST_LOAD_BUDGET_KB: '20' },
    encoding: 'utf8',
  });

beforeAll(() => {
  build = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  mkdirSync(path.join(build, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(build, name), text);
  writeFileSync(path.join(build, 'index.html'), page('/assets/page-1.js'));
  for (const [dir, module] of [
    ['small', '/assets/page-1.js'],
    ['heavy', '/assets/big-1.js'],
  ]) {
    mkdirSync(path.join(build, dir));
    writeFileSync(path.join(build, dir, 'index.html'), page(module));
  }
});
afterAll(() => rmSync(build, { recursive: true, force: true }));

describe('first-load-size', () => {
  it('counts the module script, its static imports and the entry, never a dynamic import', () => {
    const result = run('--page', '/small');
    const first = [
      'assets/manifest-1.js',
      'assets/root-1.js',
      'assets/shared-1.js',
      'assets/styles-1.js',
      'assets/page-1.js',
      'assets/entry.client-1.js',
    ];
    const expected = first.reduce((sum, name) => sum + brotli(name), 0);
    expect(result.stdout).toContain(
      `/small: ${(expected / 1024).toFixed(1)} KB (brotli) in 6 files`,
    );
    expect(result.stdout).not.toContain('lazy-1.js');
    expect(result.status).toBe(0);
  });

  it('prints one row per kind of page and fails when a page is over the budget', () => {
    const result = run('--all');
    expect(result.stdout).toMatch(/\/heavy\s+1\s+[\d.]+ KB\s+6\s+routes\/page\s+OVER/);
    expect(result.stdout).toMatch(/over budget: 1 of 3/);
    expect(result.status).toBe(1);
  });
});
