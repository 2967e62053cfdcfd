#!/usr/bin/env node
/**
 * Screenshots of every kind of public page, on a phone and a desktop, in English and Hindi, from
 * the site as people get it (`npm start`, see start-site.mjs), and a comparison with an earlier
 * set. For refactors that must not change what visitors see:
 *
 *   npm run screenshots -w web -- /tmp/before                      # on the old commit
 *   npm run screenshots -w web -- /tmp/after --compare /tmp/before # on the new one
 *
 * The comparison lists each screenshot whose size or pixels differ (a pixel differs when a
 * channel moves by more than 24 of 255, which anti-aliasing noise stays under) and exits 1 if any
 * differs in more than 0.2% of its pixels: the home banner's cross-fades are CSS transitions on
 * real time, which leave a few hundred pixels of the banner a shade apart between two runs.
 * Before each screenshot the page is scrolled to its end (lazy images load), every section is
 * drawn, CSS animations end at once, Math.random is seeded, and time is fake: it moves on until
 * the contact popup opens, which is closed, then 2.5 s more (count-ups end). A horoscope's "Why
 * this reading" is opened, so that its tables are seen too.
 * Environment: CHROME_PATH (default /usr/bin/chromium-headless-shell or /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startSite } from './start-site.mjs';

// One of each kind of page (all signs and products share their page's layout).
const pages = [
  '/',
  '/login',
  '/register',
  '/404',
  '/gemstone',
  '/shop/1',
  '/call-consultation',
  '/appointment',
  '/horoscope/daily-horoscope',
  '/horoscope/daily-horoscope/leo',
  '/horoscope/weekly-horoscope',
  '/horoscope/weekly-horoscope/leo',
  '/horoscope/yearly-horoscope/scorpio',
  '/weekly-love-horoscope/aries',
  '/collaborations',
  '/about',
  '/support',
  '/contact',
  '/reports/sade-sati',
  '/reports/love',
  '/reports/premium-personalized-kundli',
  '/reports/premium-couple-kundli',
  '/reports/love/order',
  '/kundli',
  '/kundli-matching',
  '/panchang',
  '/calculators/sade-sati',
];
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};
const languages = ['en', 'hi'];
const differingChannel = 24;

// Animations end at once; every section is drawn (a full-page screenshot does not scroll, so
// `content-visibility: auto` would leave the sections far from the top blank).
const screenshotStyle = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important;content-visibility:visible!important;}`;

const args = process.argv.slice(2);
const outDir = args[0];
const compareIndex = args.indexOf('--compare');
const baselineDir = compareIndex === -1 ? undefined : args[compareIndex + 1];
if (!outDir || (compareIndex !== -1 && !baselineDir)) {
  console.error('usage: screenshot-pages.mjs <out-dir> [--compare <baseline-dir>]');
  process.exit(2);
}

const fileName = (pagePath, viewport, language) =>
  `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_')}.${viewport}.${language}.png`;

async function capture() {
  await mkdir(outDir, { recursive: true });
  const site = await startSite();
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROME_PATH ??
      ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) =>
        existsSync(candidate),
      ),
    args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  });
  try {
    for (const [viewportName, viewport] of Object.entries(viewports)) {
      for (const language of languages) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        await context.addInitScript((stored) => {
          localStorage.setItem('language', stored);
          // The same "random" numbers on every load (the horoscope pages' star field).
          let seed = 1;
          Math.random = () => {
            seed = (seed * 16807) % 2147483647;
            return (seed - 1) / 2147483646;
          };
        }, language);
        const page = await context.newPage();
        // Fake time, paused: timers and animation frames move only when the script says.
        const startTime = new Date('2026-11-24T06:30:00Z').getTime();
        await page.clock.install({ time: startTime });
        await page.clock.pauseAt(startTime + 1000);
        page.on('domcontentloaded', () => {
          page.addStyleTag({ content: screenshotStyle }).catch(() => {});
        });
        for (const pagePath of pages) {
          await page.goto(new URL(pagePath, site.url).href, { waitUntil: 'networkidle' });
          // Down the page a screen at a time (real time between steps, so observers see each).
          const height = await page.evaluate(() => document.body.scrollHeight);
          for (let y = 0; y < height; y += viewport.height) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            await page.waitForTimeout(60);
          }
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          // Count-ups finish (2 s); the contact popup (1.5 s) opens and is closed again.
          const popup = page.locator('dialog[open]:has([data-testid="contact-popup"])');
          for (let step = 0; step < 20 && !(await popup.isVisible()); step += 1) {
            await page.clock.runFor(500);
            await page.waitForTimeout(20);
          }
          await popup.getByRole('button', { name: /^(Close|बंद करें)$/ }).click();
          await popup.waitFor({ state: 'hidden' });
          await page.clock.runFor(2500);
          const why = page.getByTestId('reading-basis');
          if ((await why.count()) > 0) {
            await why.locator('summary').click();
            const body = page.getByTestId('reading-basis-body');
            for (let step = 0; step < 20 && !(await body.isVisible()); step += 1) {
              await page.clock.runFor(500);
              await page.waitForTimeout(50);
            }
          }
          await page.waitForTimeout(100);
          await page.screenshot({
            path: path.join(outDir, fileName(pagePath, viewportName, language)),
            fullPage: true,
          });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

async function compare() {
  const names = (await readdir(baselineDir)).filter((name) => name.endsWith('.png')).sort();
  let differing = 0;
  const tolerableShare = 0.2;
  for (const name of names) {
    const afterPath = path.join(outDir, name);
    if (!existsSync(afterPath)) {
      console.log(`${name}: missing`);
      differing += 1;
      continue;
    }
    const [before, after] = await Promise.all(
      [path.join(baselineDir, name), afterPath].map((file) =>
        sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    if (before.info.width !== after.info.width || before.info.height !== after.info.height) {
      console.log(
        `${name}: size ${before.info.width}x${before.info.height} -> ${after.info.width}x${after.info.height}`,
      );
      differing += 1;
      continue;
    }
    let pixels = 0;
    for (let i = 0; i < before.data.length; i += 4) {
      for (let channel = 0; channel < 4; channel += 1) {
        if (Math.abs(before.data[i + channel] - after.data[i + channel]) > differingChannel) {
          pixels += 1;
          break;
        }
      }
    }
    if (pixels > 0) {
      const share = (100 * pixels) / (before.info.width * before.info.height);
      console.log(`${name}: ${pixels} pixels differ (${share.toFixed(3)}%)`);
      if (share > tolerableShare) differing += 1;
    }
  }
  console.log(
    `${names.length - differing} of ${names.length} screenshots are the same (at most ${tolerableShare}% of pixels apart).`,
  );
  return differing;
}

await capture();
console.log(`${pages.length * 4} screenshots in ${outDir}`);
if (baselineDir) process.exit((await compare()) > 0 ? 1 : 0);
