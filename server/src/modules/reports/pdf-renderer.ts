import type { FastifyBaseLogger } from 'fastify';
import type { Browser } from 'playwright-core';
import { pdfStructure } from './pdf-structure.ts';
import { alignActualTextSpans } from './pdf-text-spans.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * HTML to PDF with the system's Chromium through playwright-core (ARCHITECTURE.md "documents":
 * correct Devanagari shaping, a searchable text layer). One browser per process, started on first
 * use and started again if it goes away; one page per document, always closed. A document is
 * printed twice: the first print says on which page each chapter starts, the second prints the
 * contents with those numbers (the placeholders have the same width, so nothing moves).
 */
export type PdfRenderer = {
  render(document: ReportDocument): Promise<{ pdf: Buffer; pages: number }>;
  close(): Promise<void>;
};

/** Chromium could not be started (not installed, wrong CHROMIUM_PATH): said plainly. */
class ChromiumUnavailableError extends Error {
  override name = 'ChromiumUnavailableError';
}

const launchArgs = [
  // As root (containers, CI) Chromium refuses to start with its sandbox.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Nothing to fetch: these machines (and a report) need no network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const renderTimeoutMs = 60_000;

export function createPdfRenderer(options: {
  executablePath: string;
  log: FastifyBaseLogger;
}): PdfRenderer {
  let browser: Promise<Browser> | undefined;
  let closed = false;

  function launch(): Promise<Browser> {
    // playwright-core is loaded with the first report, not at start-up: it holds some 90 MB,
    // which a server that sells no report that day need not carry (docs/decisions/014).
    const launching = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: options.executablePath,
          args: launchArgs,
          timeout: 30_000,
        }),
      )
      .then((started) => {
        started.on('disconnected', () => {
          if (browser === launching) browser = undefined;
          if (!closed) options.log.warn('Chromium closed; it will be started again when needed');
        });
        options.log.info({ executablePath: options.executablePath }, 'Chromium started for PDFs');
        return started;
      })
      .catch((error: unknown) => {
        browser = undefined;
        throw new ChromiumUnavailableError(
          `Chromium could not be started from ${options.executablePath} (set CHROMIUM_PATH, or install Debian's chromium-headless-shell): ${(error as Error).message.split('\n')[0]}`,
        );
      });
    return launching;
  }

  async function print(html: string, report: ReportDocument): Promise<Buffer> {
    if (closed) throw new Error('the PDF renderer is closed');
    browser ??= launch();
    const page = await (await browser).newPage();
    try {
      page.setDefaultTimeout(renderTimeoutMs);
      // Everything the page needs is in it (fonts as data: URLs): no request leaves it.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready.then(() => true)');
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        displayHeaderFooter: true,
        headerTemplate: report.headerTemplate,
        footerTemplate: report.footerTemplate,
        outline: true,
        tagged: true,
      });
    } finally {
      await page.close().catch(() => {});
    }
  }

  return {
    async render(document) {
      const draft = await print(document.html(), document);
      const { destinations } = pdfStructure(draft);
      const numbered = new Map(
        document.chapterIds.flatMap((id) => {
          const page = destinations.get(id);
          return page === undefined ? [] : [[id, page] as const];
        }),
      );
      // The text layer of the final print is made to read as whole words (pdf-text-spans.ts).
      const pdf = await alignActualTextSpans(await print(document.html(numbered), document));
      const final = pdfStructure(pdf);
      if (numbered.size !== document.chapterIds.length) {
        options.log.warn(
          { found: numbered.size, chapters: document.chapterIds.length },
          'some chapters of a report have no page number in its contents',
        );
      }
      return { pdf, pages: final.pages };
    },
    async close() {
      closed = true;
      const open = browser;
      browser = undefined;
      if (open) await (await open.catch(() => undefined))?.close();
    },
  };
}
