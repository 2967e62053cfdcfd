#!/usr/bin/env node
/**
 * Where a page's main thread goes while it loads: starts the site as the benchmark does
 * (`npm start`, serving WEB_BUILD_DIR, default web/build/client), loads one page in Debian's Chromium on a phone-sized
 * screen with the CPU slowed 4x (Lighthouse's mobile setting), and prints the long tasks and the
 * functions that ran inside the longest one, with their inclusive time.
 *
 *   npm run profile:web -- /reports/sade-sati
 *
 * Names are readable in an unminified build:
 *   WEB_OUT_DIR=/tmp/unminified npx react-router build --minify false   (in web/; the folder needs a
 *   node_modules symlink to the repository's) then WEB_BUILD_DIR=/tmp/unminified/client.
 * Environment: WEB_BUILD_DIR, CHROME_PATH (default /usr/bin/chromium), WAIT_MS (default 1500,
 * how long to keep profiling after the load event).
 */
import { chromium } from 'playwright-core';
import { startSite } from './start-site.mjs';

const log = (line) => process.stdout.write(`${line}\n`);

const pagePath = process.argv[2] ?? '/';
const waitMs = Number(process.env.WAIT_MS ?? 1500);

const server = await startSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.start');
  await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
  const { profile } = await cdp.send('Profiler.stop');
  /** @type {Array<[number, number]>} */
  const longTasks = await page.evaluate(() => window.__longTasks);

  log(`${pagePath}: long tasks (start + duration, ms, CPU 4x slower)`);
  log(
    `  ${longTasks.map(([start, duration]) => `${start.toFixed(0)}+${duration.toFixed(0)}`).join('  ') || 'none'}`,
  );
  if (longTasks.length === 0) process.exit(0);

  // The profile's clock is not the page's; find the longest task's samples as the busiest
  // window of its length (the fewest idle samples).
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  let clock = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    clock += profile.timeDeltas[i] ?? 0;
    return { time: clock, id };
  });
  const isIdle = (id) => nodes.get(id).callFrame.functionName === '(idle)';
  const longest = Math.max(...longTasks.map(([, duration]) => duration)) * 1000;
  let best = { start: 0, idle: Number.POSITIVE_INFINITY };
  for (let i = 0, j = 0, idle = 0; i < samples.length; i += 1) {
    while (j < samples.length && samples[j].time < samples[i].time + longest) {
      if (isIdle(samples[j].id)) idle += 1;
      j += 1;
    }
    if (idle < best.idle) best = { start: samples[i].time, idle };
    if (isIdle(samples[i].id)) idle -= 1;
  }

  const inclusive = new Map();
  let total = 0;
  for (const { time, id } of samples) {
    if (time < best.start || time > best.start + longest) continue;
    total += 1;
    const seen = new Set();
    for (let current = id; current !== undefined; current = parents.get(current)) {
      const { functionName, url, lineNumber } = nodes.get(current).callFrame;
      const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  log(`\nthe longest task (${(longest / 1000).toFixed(0)} ms): share of its samples per function`);
  for (const [name, count] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    log(`  ${((100 * count) / total).toFixed(0).padStart(3)}%  ${name}`);
  }
} finally {
  await browser.close();
  await server.close();
}
