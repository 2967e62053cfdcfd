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
 *
 * The printing page runs no script and fetches nothing (issue 29): its browser context has
 * JavaScript off and refuses every request (the document carries its fonts as data: URLs and
 * its charts as inline SVG), so no input could make it run code or reach the network. Waiting
 * for the fonts is the controller's own evaluation through DevTools, not a script of the page.
 *
 * A render has a hard deadline (`deadlineMs`, 60 s): past it the render fails at once, and the
 * browser it used is closed (Playwright kills it if it does not close within 30 s) and started
 * afresh for the next one. `close()` fails a render in flight at once too and waits at most
 * `closeWaitMs` for the browser, so a hung Chromium holds neither the generator nor a shutdown.
 */
export type PdfRenderer = {
  render(document: ReportDocument): Promise<{ pdf: Buffer; pages: number }>;
  close(): Promise<void>;
};

/** Chromium could not be started (not installed, wrong CHROMIUM_PATH): said plainly. */
class ChromiumUnavailableError extends Error {
  override name = 'ChromiumUnavailableError';
}

/** A render did not finish within its deadline (a hung or starved Chromium). */
export class RenderDeadlineError extends Error {
  override name = 'RenderDeadlineError';
}

/** The renderer was closed (the server is stopping) while a render was under way. */
export class RendererClosedError extends Error {
  override name = 'RendererClosedError';
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

/** The deadline of one render (both prints): a report takes 1-6 s on a busy 2-core machine. */
const defaultRenderDeadlineMs = 60_000;

/** How long closing waits for Chromium before going on (a hung one is killed at exit). */
const closeWaitMs = 2_000;

/** What `promise` gives if it is fulfilled within `ms`; else (or if it fails) undefined. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.catch(() => undefined),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The browser's process id, asked once it has started (to kill it should it hang). */
async function browserProcessId(browser: Browser): Promise<number | undefined> {
  try {
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    await session.detach();
    return processInfo.find((info) => info.type === 'browser')?.id;
  } catch {
    return undefined;
  }
}

/**
 * Kills a browser that does not close: its process group (Playwright starts it as the leader of
 * one, and kills it so too), else the process alone.
 */
function kill(pid: number) {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
      return;
    } catch {
      // No such group: the process alone, next.
    }
  }
}

/** One render under way: the browsers it used, and whether it was given up. */
type RenderJob = { browsers: Set<Promise<Browser>>; abandoned: Error | undefined };

export function createPdfRenderer(options: {
  executablePath: string;
  log: FastifyBaseLogger;
  /** The deadline of one render; tests make it short. */
  deadlineMs?: number;
}): PdfRenderer {
  const deadlineMs = options.deadlineMs ?? defaultRenderDeadlineMs;
  let browser: Promise<Browser> | undefined;
  let closed = false;
  const processIds = new WeakMap<Browser, number>();
  /** Fails each render under way at once (for close()). */
  const inFlight = new Set<(error: Error) => void>();

  function launch(): Promise<Browser> {
    // playwright-core is loaded with the first report, not at start-up: it holds some 90 MB,
    // which a server that sells no report that day need not carry (docs/decisions/014).
    const launching = import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({
          executablePath: options.executablePath,
          args: launchArgs,
          // A browser that does not start is given up with the render that waits for it.
          timeout: Math.min(30_000, deadlineMs),
        }),
      )
      .then(async (started) => {
        if (closed) {
          // Closed while it started: not kept.
          await within(started.close(), closeWaitMs);
          throw new RendererClosedError('the PDF renderer is closed');
        }
        const pid = await browserProcessId(started);
        if (pid !== undefined) processIds.set(started, pid);
        started.on('disconnected', () => {
          if (browser === launching) browser = undefined;
          if (!closed) options.log.warn('Chromium closed; it will be started again when needed');
        });
        options.log.info({ executablePath: options.executablePath }, 'Chromium started for PDFs');
        return started;
      })
      .catch((error: unknown) => {
        if (browser === launching) browser = undefined;
        if (error instanceof RendererClosedError) throw error;
        throw new ChromiumUnavailableError(
          `Chromium could not be started from ${options.executablePath} (set CHROMIUM_PATH, or install Debian's chromium-headless-shell): ${(error as Error).message.split('\n')[0]}`,
        );
      });
    return launching;
  }

  /**
   * Closes a browser given up (a render past its deadline, or closing), killing it if it does
   * not close within `closeWaitMs`; the next render starts another. One still starting is left
   * to its launch timeout (at most the deadline), or closed once started if the renderer is.
   */
  async function discard(used: Promise<Browser>): Promise<void> {
    if (browser === used) browser = undefined;
    const open = await within(used, closeWaitMs);
    if (!open) return;
    await within(open.close(), closeWaitMs);
    const pid = processIds.get(open);
    if (open.isConnected() && pid !== undefined) {
      options.log.warn({ pid }, 'Chromium did not close; killed');
      kill(pid);
    }
  }

  async function print(job: RenderJob, html: string, report: ReportDocument): Promise<Buffer> {
    if (job.abandoned) throw job.abandoned;
    if (closed) throw new RendererClosedError('the PDF renderer is closed');
    browser ??= launch();
    const used = browser;
    job.browsers.add(used);
    // JavaScript off: the report is HTML and SVG, and no script of any input may run.
    const context = await (await used).newContext({
      javaScriptEnabled: false,
      serviceWorkers: 'block',
    });
    try {
      if (job.abandoned) throw job.abandoned;
      // Everything the page needs is in it (fonts as data: URLs): no request leaves it.
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      page.setDefaultTimeout(deadlineMs);
      await page.setContent(html, { waitUntil: 'load' });
      // Evaluated by the controller through DevTools, which JavaScript off does not stop.
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
      // Closing the context closes its page; a hung browser must not hold this try.
      await within(context.close(), closeWaitMs);
    }
  }

  async function renderDocument(job: RenderJob, document: ReportDocument) {
    const draft = await print(job, document.html(), document);
    const { destinations } = pdfStructure(draft);
    const numbered = new Map(
      document.chapterIds.flatMap((id) => {
        const page = destinations.get(id);
        return page === undefined ? [] : [[id, page] as const];
      }),
    );
    // The text layer of the final print is made to read as whole words (pdf-text-spans.ts).
    const pdf = await alignActualTextSpans(await print(job, document.html(numbered), document));
    if (job.abandoned) throw job.abandoned;
    const final = pdfStructure(pdf);
    if (numbered.size !== document.chapterIds.length) {
      options.log.warn(
        { found: numbered.size, chapters: document.chapterIds.length },
        'some chapters of a report have no page number in its contents',
      );
    }
    return { pdf, pages: final.pages };
  }

  return {
    render(document) {
      if (closed) return Promise.reject(new RendererClosedError('the PDF renderer is closed'));
      const job: RenderJob = { browsers: new Set(), abandoned: undefined };
      return new Promise((resolve, reject) => {
        const giveUp = (error: Error) => {
          if (job.abandoned) return;
          job.abandoned = error;
          clearTimeout(deadline);
          inFlight.delete(giveUp);
          reject(error);
        };
        const deadline = setTimeout(() => {
          const seconds = Math.round(deadlineMs / 100) / 10;
          options.log.warn(
            { deadlineMs },
            'a report was not printed within its deadline; its Chromium is closed',
          );
          giveUp(
            new RenderDeadlineError(
              `the report was not printed within ${seconds} s (Chromium hung or starved); its browser was closed and a new one is started for the next try`,
            ),
          );
          for (const used of job.browsers) void discard(used);
        }, deadlineMs);
        inFlight.add(giveUp);
        renderDocument(job, document).then(
          (rendered) => {
            if (job.abandoned) return;
            clearTimeout(deadline);
            inFlight.delete(giveUp);
            resolve(rendered);
          },
          (error: unknown) => giveUp(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
    async close() {
      closed = true;
      for (const giveUp of [...inFlight]) {
        giveUp(new RendererClosedError('the PDF renderer was closed during a render'));
      }
      const open = browser;
      browser = undefined;
      if (open) await discard(open);
    },
  };
}
