import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPathOf } from '../../../src/config.ts';
import {
  createPdfRenderer,
  RenderDeadlineError,
  RendererClosedError,
} from '../../../src/modules/reports/pdf-renderer.ts';
import type { ReportDocument } from '../../../src/modules/reports/report-document.ts';
import { hangingChromium, isRunning } from './hanging-chromium.ts';

/**
 * The printer of the reports (pdf-renderer.ts, issue 29): its page runs no script and fetches
 * nothing whatever the HTML says, and a render has a hard deadline, after which its browser is
 * closed (killed when hung) and the next render starts a new one.
 */
const run = promisify(execFile);
const log = Fastify({ logger: false }).log;
const workDir = mkdtempSync(path.join(tmpdir(), 'pdf-renderer-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const documentOf = (body: string): ReportDocument => ({
  html: () => `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head>${body}`,
  chapterIds: [],
  headerTemplate: '<span></span>',
  footerTemplate: '<span></span>',
});

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
}

async function waitUntil(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return condition();
}

describe('the printing page', () => {
  let server: Server;
  let origin: string;
  const requests: string[] = [];
  let connections = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.setHeader('content-type', 'text/plain');
      response.end('document.body.append("FETCHED SCRIPT RAN")');
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('runs no script and sends no request, whatever the HTML asks for', async () => {
    const renderer = createPdfRenderer({ executablePath: chromiumPathOf(process.env), log });
    try {
      const { pdf, pages } = await renderer.render(
        documentOf(`<head>
          <link rel="stylesheet" href="${origin}/style.css">
          <link rel="preload" as="image" href="${origin}/preload.png">
          <script src="${origin}/script.js"></script>
          <style>@import url("${origin}/import.css"); body { background: url("${origin}/background.png"); }</style>
        </head><body>
          <p>Printed text</p>
          <img src="${origin}/image.png" alt="">
          <iframe src="${origin}/frame.html"></iframe>
          <object data="${origin}/object.pdf"></object>
          <svg><image href="${origin}/svg-image.png" width="10" height="10"/></svg>
          <script>document.body.append('INLINE SCRIPT RAN'); fetch('${origin}/fetch');</script>
          <img src="x" onerror="document.body.append('HANDLER RAN')">
          <noscript>SCRIPTS ARE OFF</noscript>
        </body>`),
      );
      expect(pages).toBe(1);
      const text = await pdfText(pdf);
      expect(text).toContain('Printed text');
      expect(text).toContain('SCRIPTS ARE OFF');
      expect(text).not.toContain('RAN');
    } finally {
      await renderer.close();
    }
    // Anything asked for would have come by now (the page was loaded and printed twice).
    expect(requests).toEqual([]);
    expect(connections).toBe(0);
  }, 60_000);
});

describe('a render whose Chromium hangs', () => {
  it('fails at its deadline, its browser killed, and the next render starts a new one', async () => {
    const standIn = hangingChromium({ hanging: true });
    // Long enough for the next render's new browser to start and print on a busy two-core CI
    // machine (it took over 2 s there while the other test files ran).
    const renderer = createPdfRenderer({
      executablePath: standIn.executablePath,
      log,
      deadlineMs: 5_000,
    });
    try {
      const started = Date.now();
      const failed = renderer.render(documentOf('<body><p>Hung</p></body>'));
      await expect(failed).rejects.toBeInstanceOf(RenderDeadlineError);
      await expect(failed).rejects.toThrow(/not printed within 5 s/);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(4_900);
      expect(took).toBeLessThan(6_500);
      await standIn.hung(0);
      const [frozen] = standIn.pids();
      // It answers nothing, so it cannot close: it is killed soon after the deadline.
      expect(await waitUntil(() => !isRunning(frozen ?? 0), 5_000), 'the hung browser killed').toBe(
        true,
      );

      standIn.setHanging(false);
      const { pdf } = await renderer.render(documentOf('<body><p>Printed after</p></body>'));
      expect(await pdfText(pdf)).toContain('Printed after');
      expect(standIn.pids(), 'a new browser').toHaveLength(2);
    } finally {
      await renderer.close();
      standIn.remove();
    }
  }, 60_000);

  it('fails at once when the renderer is closed (a shutdown), and closing takes seconds', async () => {
    const standIn = hangingChromium({ hanging: true });
    const renderer = createPdfRenderer({ executablePath: standIn.executablePath, log });
    try {
      const rendering = renderer.render(documentOf('<body><p>Hung</p></body>'));
      rendering.catch(() => {});
      await standIn.hung();
      const started = Date.now();
      await renderer.close();
      await expect(rendering).rejects.toBeInstanceOf(RendererClosedError);
      expect(Date.now() - started).toBeLessThan(5_000);
      const [frozen] = standIn.pids();
      expect(await waitUntil(() => !isRunning(frozen ?? 0), 5_000), 'the hung browser killed').toBe(
        true,
      );
      await expect(renderer.render(documentOf('<body></body>'))).rejects.toBeInstanceOf(
        RendererClosedError,
      );
    } finally {
      await renderer.close();
      standIn.remove();
    }
  }, 60_000);

  it('fails at its deadline when the browser never even starts', async () => {
    const dir = mkdtempSync(path.join(workDir, 'silent-'));
    const silent = path.join(dir, 'chromium');
    // Speaks nothing at all: Playwright waits for it to start.
    writeFileSync(silent, '#!/bin/sh\nexec sleep 120\n', { mode: 0o755 });
    const renderer = createPdfRenderer({ executablePath: silent, log, deadlineMs: 1_500 });
    try {
      const started = Date.now();
      await expect(renderer.render(documentOf('<body></body>'))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await renderer.close();
    }
  }, 30_000);
});
