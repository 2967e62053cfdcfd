/**
 * Every report as a PDF, for paging through them: `npm run render:reports -w server -- OUT_DIR`
 * writes OUT_DIR/{product}-{language}-{style}.pdf for the five products, both languages and
 * both chart styles (20 files), through the same code the report job runs (buildReport, then
 * the PDF renderer on the system's Chromium). No database, no payment.
 *
 * The birth is fixed: 5 February 1962, 07:30 at New Delhi, the day of the eight-planet
 * conjunction in Capricorn, so one house of each chart is as crowded as a chart gets; matching
 * pairs it with a quieter birth. Options:
 *   --only=love,kundali-matching   some products only (slugs of catalogue-reports.ts)
 *   --language=hi, --style=south   one language or one chart style only
 *   --now=2026-11-25               the date the report is "prepared on" (default: today)
 *   --png                          also each page as OUT_DIR/png/{name}-{page}.png (pdftoppm -r 60)
 *   --html                         also the page Chromium prints, as OUT_DIR/{name}.html
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { computeChart } from '@app/astro/chart';
import { reportProducts } from '@app/contract/catalogue-reports';
import { type ReportPersonInput, reportPersonSchema } from '@app/contract/reports';
import Fastify from 'fastify';
import { chromiumPathOf } from '../src/config.ts';
import { loggerOptions } from '../src/lib/logger.ts';
import { createPdfRenderer } from '../src/modules/reports/pdf-renderer.ts';
import { buildReport } from '../src/modules/reports/report-content.ts';
import { reportContext } from '../src/modules/reports/report-document.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    language: { type: 'string' },
    style: { type: 'string' },
    now: { type: 'string' },
    png: { type: 'boolean', default: false },
    html: { type: 'boolean', default: false },
  },
});
const outDir = positionals[0];
if (!outDir) {
  console.error('usage: npm run render:reports -w server -- OUT_DIR [--only=slug,...] [--png]');
  process.exit(2);
}

const people: ReportPersonInput[] = [
  {
    name: 'Vikram Singh',
    date: '1962-02-05',
    time: '07:30',
    placeName: 'New Delhi',
    lat: 28.6139,
    lon: 77.209,
    zone: 'Asia/Kolkata',
  },
  {
    name: 'Asha Verma',
    date: '1964-11-03',
    time: '06:45',
    placeName: 'Varanasi',
    lat: 25.3176,
    lon: 82.9739,
    zone: 'Asia/Kolkata',
    timeApproximate: true,
  },
];
const subjects = people.map((input) => {
  const person = reportPersonSchema.parse(input);
  return { person, chart: computeChart(person) };
});

const only = values.only?.split(',');
const products = reportProducts.filter((product) => !only || only.includes(product.slug));
const languages = (['en', 'hi'] as const).filter((l) => !values.language || values.language === l);
const styles = (['north', 'south'] as const).filter((s) => !values.style || values.style === s);
const now = values.now ? new Date(`${values.now}T12:00:00+05:30`) : new Date();

const log = Fastify({ logger: loggerOptions('warn') }).log;
const renderer = createPdfRenderer({ executablePath: chromiumPathOf(process.env), log });
mkdirSync(outDir, { recursive: true });
try {
  for (const product of products) {
    for (const language of languages) {
      for (const chartStyle of styles) {
        const name = `${product.slug}-${language}-${chartStyle}`;
        const started = Date.now();
        const document = buildReport(
          await reportContext({
            language,
            chartStyle,
            product,
            subjects: subjects.slice(0, product.people),
            now,
            orderId: '0f1e2d3c-0000-4000-8000-000000000000',
          }),
        );
        if (values.html) writeFileSync(path.join(outDir, `${name}.html`), document.html());
        const { pdf, pages } = await renderer.render(document);
        const file = path.join(outDir, `${name}.pdf`);
        writeFileSync(file, pdf);
        if (values.png) {
          mkdirSync(path.join(outDir, 'png'), { recursive: true });
          execFileSync('pdftoppm', ['-r', '60', '-png', file, path.join(outDir, 'png', name)]);
        }
        console.log(`${file}: ${pages} pages, ${Date.now() - started} ms`);
      }
    }
  }
} finally {
  await renderer.close();
}
