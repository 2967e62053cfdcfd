import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync, inflateSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPathOf } from '../../../src/config.ts';
import { alignActualTextSpans } from '../../../src/modules/reports/pdf-text-spans.ts';
import { reportFontFaces } from '../../../src/modules/reports/report-fonts.ts';

/**
 * The reports' Hindi text layer reads as whole words (issue 18: pdftotext gave कै से for कैसे),
 * and making it so changes nothing that is drawn.
 */
const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'pdf-text-spans-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A PDF as Skia writes one: classic cross-reference table, fonts and streams as objects. */
function pdfOf(content: string): Buffer {
  const stream = deflateSync(Buffer.from(content, 'latin1')).toString('latin1');
  const bodies = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Count 1 /Kids [3 0 R]>>',
    '<</Type /Page /Resources <</Font <</F4 4 0 R>>>> /MediaBox [0 0 200 100] /Contents 5 0 R /Parent 2 0 R>>',
    '<</Type /Font /Subtype /Type0 /BaseFont /Test /Encoding /Identity-H /DescendantFonts [6 0 R]>>',
    `<</Filter /FlateDecode\n/Length ${stream.length}>> stream\n${stream}\nendstream`,
    '<</Type /Font /Subtype /CIDFontType2 /BaseFont /Test /W [26 [752] 73 [0 0]] /DW 500>>',
  ];
  let file = '%PDF-1.4\n';
  const offsets = bodies.map((body, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<</Size ${bodies.length + 1}\n/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(file, 'latin1');
}

/** The content stream of the test PDF, and a check that every table entry finds its object. */
function contentOf(pdf: Buffer): string {
  const file = pdf.toString('latin1');
  const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(file)?.[1]);
  const rows = file.slice(xref).split('\n').slice(2, 8);
  rows.forEach((row, index) => {
    if (index === 0) return;
    expect(file.slice(Number(row.slice(0, 10))).startsWith(`${index} 0 obj`)).toBe(true);
  });
  const stream = /5 0 obj\n<<[^>]*\/Length (\d+)>> stream\n/.exec(file);
  const start = (stream?.index ?? 0) + (stream?.[0].length ?? 0);
  const data = file.slice(start, start + Number(stream?.[1]));
  return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
}

describe('the text layer of a report PDF', () => {
  it('ends a cluster’s span where the next glyph starts, when a Td places that glyph', async () => {
    // कै (क, then its vowel sign drawn back at 7), then स placed by a Td at 11.
    const content =
      'BT\n/Span<</ActualText <FEFF09150948> >> BDC\n/F4 14 Tf\n1 0 0 -1 8 24 Tm\n<001A> Tj\n7 0 Td <00490049> Tj\nEMC\n4 0 Td <003D> Tj\nET';
    expect(contentOf(await alignActualTextSpans(pdfOf(content)))).toBe(
      'BT\n/Span<</ActualText <FEFF09150948> >> BDC\n/F4 14 Tf\n1 0 0 -1 8 24 Tm\n<001A> Tj\n7 0 Td <0049> Tj 4 Tc <0049> Tj 0 Tc\nEMC\n4 0 Td <003D> Tj\nET',
    );
  });

  it('leaves a stream alone where moving a span’s end would move a glyph, or it cannot tell', async () => {
    const placedByAdvance =
      'BT\n/Span<</ActualText <FEFF09150948> >> BDC\n/F4 14 Tf\n1 0 0 -1 8 24 Tm\n<001A> Tj\n7 0 Td <0049> Tj\nEMC\n<003D> Tj\nET';
    const withTJ = `${placedByAdvance}\nBT [<001A> 120 <0049>] TJ ET`;
    for (const content of [placedByAdvance, withTJ]) {
      const pdf = pdfOf(content);
      expect((await alignActualTextSpans(pdf)).equals(pdf)).toBe(true);
    }
    const notAPdf = Buffer.from('%PDF-1.4\nnothing here');
    expect(await alignActualTextSpans(notAPdf)).toBe(notAPdf);
  });

  describe('as Chromium prints it', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: chromiumPathOf(process.env),
        args: ['--no-sandbox'],
      });
    });
    afterAll(async () => {
      await browser?.close();
    });

    const words = 'कैसे कुछ केवल कुंडली प्रकृति फ़ैसले अकेले इंजन ज़िम्मेदारी चंद्र राशि';

    it('gives whole Devanagari words to pdftotext and draws the same pixels', async () => {
      const page = await browser.newPage();
      await page.setContent(
        `<!doctype html><html lang="hi"><head><meta charset="utf-8"><style>${reportFontFaces()}
        p { font-family: Mukta; font-size: 10.5pt; } h1 { font-family: Mukta; font-weight: 700; }</style></head>
        <body><h1>${words}</h1><p>${words}</p></body></html>`,
      );
      await page.evaluate('document.fonts.ready.then(() => true)');
      const printed = await page.pdf({ format: 'A5', tagged: true });
      await page.close();
      const files = { printed, aligned: await alignActualTextSpans(printed) };
      for (const [name, pdf] of Object.entries(files)) {
        writeFileSync(path.join(workDir, `${name}.pdf`), pdf);
        await run('pdftoppm', ['-r', '72', '-png', '-singlefile', `${name}.pdf`, name], {
          cwd: workDir,
        });
      }
      const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', 'aligned.pdf', '-'], {
        cwd: workDir,
      });
      expect(stdout.trim().split(/\s+/)).toEqual([...words.split(' '), ...words.split(' ')]);
      const pixels = (name: string) => readFileSync(path.join(workDir, `${name}.png`));
      expect(pixels('aligned').equals(pixels('printed'))).toBe(true);
    });
  });
});
