import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import enBirth from '../../web/app/locales/en/birth-details.json' with { type: 'json' };
import enKundli from '../../web/app/locales/en/calculators-kundli.json' with { type: 'json' };
import enPanchang from '../../web/app/locales/en/calculators-panchang.json' with { type: 'json' };
import enHoroscope from '../../web/app/locales/en/horoscope.json' with { type: 'json' };
import enOffline from '../../web/app/locales/en/offline.json' with { type: 'json' };
import hiBirth from '../../web/app/locales/hi/birth-details.json' with { type: 'json' };
import hiPanchang from '../../web/app/locales/hi/calculators-panchang.json' with { type: 'json' };
import hiHoroscope from '../../web/app/locales/hi/horoscope.json' with { type: 'json' };
import hiOffline from '../../web/app/locales/hi/offline.json' with { type: 'json' };
import { birthOf, enterBirth, form, type Reference, referenceCharts } from '../support/birth-form';
import { closeContactPopup, expect, type Language, test } from '../support/fixtures';
import { expectKeyFacts, makeKundli } from '../support/kundli';

/**
 * The installable app without a network (issue 35, docs/decisions/045): after a first visit the
 * service worker controls the site; offline, the kundli is computed (its place from the device's
 * list) and the panchang shown, the horoscopes read online (a first visit's included) read
 * again, in both languages, and a page that needs the server is the offline page in the
 * reader's language. A new build's worker replaces the old one's caches without reloading the
 * page.
 */

// The other specs run without the worker (playwright.config.ts): these are about it.
test.use({ serviceWorkers: 'allow' });

const copy = {
  en: { birth: enBirth, panchang: enPanchang, offline: enOffline, horoscope: enHoroscope },
  hi: { birth: hiBirth, panchang: hiPanchang, offline: hiOffline, horoscope: hiHoroscope },
} as const;
const prefixOf = (language: Language) => (language === 'hi' ? '/hi' : '');

/** The worker's version, once it is active and controls the page. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    {
      polling: 100,
      timeout: 30_000,
    },
  );
  return page.evaluate(async () => {
    const names = await caches.keys();
    return (
      names.find((name) => name.startsWith('shubh-shell-'))?.slice('shubh-shell-'.length) ?? ''
    );
  });
}

/** The cache names the worker has made. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

for (const language of ['en', 'hi'] as const) {
  test(`after a first visit the kundli and the panchang work offline, in ${language === 'hi' ? 'Hindi' : 'English'}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const words = copy[language];
    const prefix = prefixOf(language);
    await page.goto(`${prefix}/kundli`);
    const version = await controllingWorker(page);
    expect(version).toMatch(/^[0-9a-f]{12}$/);

    // Chromium's own installability check (what Lighthouse's PWA audits were): the page's
    // manifest, in its language, with nothing missing.
    const devtools = await context.newCDPSession(page);
    const { url, errors } = await devtools.send('Page.getAppManifest');
    expect(url).toMatch(new RegExp(`${prefix}/manifest\\.webmanifest$`));
    expect(errors).toEqual([]);
    expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    await goOffline(context, page);
    // A reload offline: the page from the worker's cache, hydrated (the contact popup opens).
    await page.reload();
    await closeContactPopup(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The place search cannot reach the server: the field offers the device's places instead.
    const reference = referenceCharts[0] as Reference;
    const placeQuery = language === 'hi' ? 'नई दिल्ली' : 'New Delhi';
    await enterBirth(form(page), language, birthOf(reference, placeQuery, '1261481'));
    await expectKeyFacts(await makeKundli(page, language), reference, language);

    // A town the device does not know: said so in the reader's language.
    const place = form(page).getByRole('combobox', { name: words.birth.place.label });
    await place.fill('Zzyzx');
    await expect(form(page).getByText(words.birth.place.offlineNoMatch)).toBeVisible();

    // The panchang, never opened before on this device, computed offline for another day.
    await page.goto(`${prefix}/panchang?date=2026-03-14`);
    await closeContactPopup(page);
    await expect(page.locator('[data-panchang-place]')).toHaveAttribute(
      'data-panchang-place',
      '1261481',
    );
    await expect(page.getByText(words.panchang.how.device)).toBeVisible();

    // A page that needs the server: the offline page, in the reader's language, with the links
    // to what works.
    const login = await page.goto(`${prefix}/login`);
    expect(login?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: words.offline.page.heading }),
    ).toBeVisible();
    await page.getByRole('link', { name: words.offline.page.links.matching }).click();
    await expect(page).toHaveURL(`${prefix}/kundli-matching`);
    await closeContactPopup(page);
  });
}

/** A horoscope sign page's reading as shown: its date and its text. */
async function shownReading(page: Page) {
  const date = page.getByTestId('reading-date');
  const description = page.getByTestId('reading-description');
  await expect(description).not.toBeEmpty();
  return { date: (await date.textContent()) ?? '', text: (await description.textContent()) ?? '' };
}

for (const language of ['en', 'hi'] as const) {
  test(`the horoscopes read last are read again offline, in ${language === 'hi' ? 'Hindi' : 'English'}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const words = copy[language];
    const prefix = prefixOf(language);
    const aries = `${prefix}/horoscope/daily-horoscope/aries`;
    const day = (choice: 'yesterday' | 'today' | 'tomorrow') =>
      page
        .getByRole('group', { name: words.horoscope.day.label })
        .getByRole('button', { name: words.horoscope.day[choice], exact: true });

    // Read online on a first visit, before there is a worker (it keeps the open page when it
    // installs): today's reading comes in the page (the server writes it into the HTML),
    // tomorrow's from the API when the day is chosen.
    await page.goto(aries);
    await closeContactPopup(page);
    await controllingWorker(page);
    const today = await shownReading(page);
    await day('tomorrow').click();
    await expect(page.getByTestId('reading-date')).not.toHaveText(today.date);
    const tomorrow = await shownReading(page);

    await goOffline(context, page);
    // A reload offline: the page as read, with its reading.
    await page.reload();
    await closeContactPopup(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await shownReading(page)).toEqual(today);
    // Tomorrow's reading again, from the API's reply kept on the device.
    await day('tomorrow').click();
    await expect(page.getByTestId('reading-date')).toHaveText(tomorrow.date);
    expect(await shownReading(page)).toEqual(tomorrow);

    // A day never read: the card says that there is no reading and that it needs a connection,
    // in the reader's language, and offers to try again.
    await day('yesterday').click();
    const failed = page.getByRole('alert').filter({ hasText: words.horoscope.reading.noData });
    await expect(failed).toContainText(words.horoscope.reading.offline);
    await expect(failed.getByRole('button', { name: words.horoscope.reading.retry })).toBeVisible();
    await expect(page.getByTestId('reading-description')).toHaveCount(0);

    // Another page, then the sign page again: a fresh navigation offline.
    await page.goto(`${prefix}/kundli`);
    await closeContactPopup(page);
    await page.goto(aries);
    await closeContactPopup(page);
    expect(await shownReading(page)).toEqual(today);

    // A sign never read on this device: the offline page, in the reader's language.
    const leo = await page.goto(`${prefix}/horoscope/daily-horoscope/leo`);
    expect(leo?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: words.offline.page.heading }),
    ).toBeVisible();
  });
}

/**
 * A server of its own on the build in `buildDir`, on `port` (the same address, so the same
 * origin, for both builds): how the site is deployed, one build replacing the other.
 */
async function startServer(buildDir: string, port: number, dataDir: string) {
  const server = spawn(process.env.E2E_SERVER_COMMAND ?? 'node ../server/dist/server.js', {
    shell: true,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return {
    async stop() {
      if (server.pid === undefined || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
  };
}

test('a new build’s worker takes over without a reload and leaves only its own caches', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  // The build under test, then a copy changed as the next build would be: another page and so
  // another worker version (sw.js is sent as is: its compressed twins are of the old bytes).
  const firstBuild = path.resolve(process.env.WEB_BUILD_DIR ?? '../web/build/client');
  const nextBuild = testInfo.outputPath('next-build');
  cpSync(firstBuild, nextBuild, { recursive: true });
  const worker = readFileSync(path.join(firstBuild, 'sw.js'), 'utf8');
  const first = /"version":"([0-9a-f]{12})"/.exec(worker)?.[1] ?? '';
  const next = 'feedc0ffee00';
  writeFileSync(path.join(nextBuild, 'sw.js'), worker.replace(first, next));
  rmSync(path.join(nextBuild, 'sw.js.br'), { force: true });
  rmSync(path.join(nextBuild, 'sw.js.gz'), { force: true });
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = testInfo.outputPath('data');

  let server = await startServer(firstBuild, port, dataDir);
  try {
    await page.goto(`${origin}/panchang`);
    expect(await controllingWorker(page)).toBe(first);
    expect(await cacheNames(page)).toContain(`shubh-shell-${first}`);

    // The deploy: the next build replaces the first on the same address.
    await server.stop();
    server = await startServer(nextBuild, port, dataDir);
    // Documents loaded from now on (a same-document change of address is no load).
    const navigations: string[] = [];
    page.on('load', () => navigations.push(page.url()));
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    // The browser checks the worker on navigations and now and then; the test asks at once
    // (again if its first request went down a connection to the stopped server).
    const changed = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          }),
        ),
    );
    await expect(async () => {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
    }).toPass({ intervals: [250, 500, 1000], timeout: 15_000 });
    await changed;
    await expect
      .poll(() => cacheNames(page), { timeout: 20_000 })
      .not.toContain(`shubh-shell-${first}`);
    const names = await cacheNames(page);
    expect(names).toContain(`shubh-shell-${next}`);
    expect(names.filter((name) => name.includes(first))).toEqual([]);
    // The same document: nothing reloaded it.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );
    expect(navigations).toEqual([]);

    // The new caches are whole: offline, the kundli opens from them, once (no reload loop).
    await goOffline(context, page);
    await page.goto(`${origin}/kundli`);
    await closeContactPopup(page);
    await expect(page.getByRole('button', { name: enKundli.form.submit })).toBeVisible();
    expect(navigations).toEqual([`${origin}/kundli`]);
  } finally {
    await server.stop();
  }
});
