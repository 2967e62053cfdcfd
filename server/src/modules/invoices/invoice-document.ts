import { gstStates, isGstStateCode } from '@app/contract/gst-states';
import { formatPaise } from '@app/contract/money';
import { type Language, site } from '@app/contract/site';
import type { Message } from '../../lib/messages.ts';
import { escapeHtml, type Html, html, raw } from '../reports/html.ts';
import type { ReportDocument } from '../reports/report-document.ts';
import { formatDate } from '../reports/report-document.ts';
import { reportFontFaces } from '../reports/report-fonts.ts';
import { amountInWords } from './amount-in-words.ts';
import type { InvoiceLine, InvoiceRow } from './invoices.repository.ts';

/**
 * The printed invoice, bill of supply or credit note (decision 041): A4 HTML for the report
 * printer (pdf-renderer.ts: Chromium, the site's fonts embedded, Devanagari shaped, a text
 * layer that pdftotext reads). What it prints is the document as issued (its row), never the
 * current settings. An order's invoice and its credit notes print as one PDF, each document
 * starting on a new page.
 */

const labels = {
  'tax-invoice': { en: 'Tax Invoice', hi: 'कर बीजक (टैक्स इनवॉइस)' },
  'bill-of-supply': { en: 'Bill of Supply', hi: 'पूर्ति का बिल (बिल ऑफ़ सप्लाई)' },
  'credit-note': { en: 'Credit Note', hi: 'जमा पत्र (क्रेडिट नोट)' },
  number: { en: 'Number', hi: 'संख्या' },
  date: { en: 'Date', hi: 'तारीख़' },
  seller: { en: 'Seller', hi: 'विक्रेता' },
  buyer: { en: 'Buyer', hi: 'ख़रीदार' },
  gstin: { en: 'GSTIN', hi: 'जीएसटीआईएन' },
  notRegistered: {
    en: 'Not registered under GST',
    hi: 'जीएसटी में पंजीकृत नहीं',
  },
  state: { en: 'State', hi: 'राज्य' },
  stateCode: { en: 'code', hi: 'कोड' },
  placeOfSupply: { en: 'Place of supply', hi: 'आपूर्ति का स्थान' },
  reverseCharge: { en: 'Tax payable on reverse charge: No', hi: 'रिवर्स चार्ज पर देय कर: नहीं' },
  order: { en: 'Order', hi: 'ऑर्डर' },
  booking: { en: 'Consultation booking', hi: 'परामर्श बुकिंग' },
  corrects: {
    en: 'Against invoice {number} of {date}',
    hi: '{date} के इनवॉइस {number} के संबंध में',
  },
  description: { en: 'Description', hi: 'विवरण' },
  code: { en: 'HSN/SAC', hi: 'HSN/SAC' },
  quantity: { en: 'Qty', hi: 'मात्रा' },
  taxable: { en: 'Taxable value', hi: 'कर योग्य मूल्य' },
  value: { en: 'Value', hi: 'मूल्य' },
  rate: { en: 'Rate', hi: 'दर' },
  cgst: { en: 'CGST', hi: 'CGST' },
  sgst: { en: 'SGST', hi: 'SGST' },
  igst: { en: 'IGST', hi: 'IGST' },
  total: { en: 'Total', hi: 'कुल' },
  exempt: { en: 'Exempt', hi: 'छूट' },
  inWords: { en: 'Amount in words', hi: 'राशि शब्दों में' },
  exemptNote: {
    en: 'Exempt supply (Notification No. 2/2017-Central Tax (Rate)): no GST is charged.',
    hi: 'छूट प्राप्त आपूर्ति (अधिसूचना संख्या 2/2017-केंद्रीय कर (दर)): कोई जीएसटी नहीं लिया गया।',
  },
  unregisteredNote: {
    en: 'The seller is not registered under GST: no GST is charged (CGST Act s. 31(3)(c)).',
    hi: 'विक्रेता जीएसटी में पंजीकृत नहीं है: कोई जीएसटी नहीं लिया गया (सीजीएसटी अधिनियम धारा 31(3)(c))।',
  },
  inclusiveNote: {
    en: 'Prices include GST; the taxable value is the price less the tax.',
    hi: 'कीमतों में जीएसटी शामिल है; कर योग्य मूल्य कीमत में से कर घटाकर है।',
  },
  creditNote: {
    en: 'Money refunded for the supply above; the tax shown is reduced accordingly.',
    hi: 'ऊपर की आपूर्ति के लिए लौटाई गई राशि; दिखाया गया कर उसी अनुपात में घटाया गया है।',
  },
  signature: {
    en: 'Computer-generated document; no signature is required.',
    hi: 'कंप्यूटर से बना दस्तावेज़; हस्ताक्षर ज़रूरी नहीं।',
  },
} as const satisfies Record<string, Message>;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
}

function stateName(code: string | null, language: Language): string {
  if (!code || !isGstStateCode(code)) return '';
  return `${gstStates[code][language]} (${code})`;
}

const money = (paise: number) => formatPaise(paise);

function linesTable(document: InvoiceRow, t: (message: Message) => string): Html {
  const interState = document.igstPaise > 0 || document.lines.some((line) => line.igstPaise > 0);
  const taxed = document.kind !== 'bill-of-supply' && document.seller.gstin !== null;
  const rateOf = (line: InvoiceLine) =>
    line.exempt ? t(labels.exempt) : `${line.rateBasisPoints / 100}%`;
  const taxHeads = taxed
    ? interState
      ? html`<th>${t(labels.rate)}</th><th>${t(labels.igst)}</th>`
      : html`<th>${t(labels.rate)}</th><th>${t(labels.cgst)}</th><th>${t(labels.sgst)}</th>`
    : '';
  const taxCells = (line: InvoiceLine) =>
    taxed
      ? interState
        ? html`<td>${rateOf(line)}</td><td class="n">${money(line.igstPaise)}</td>`
        : html`<td>${rateOf(line)}</td><td class="n">${money(line.cgstPaise)}</td><td class="n">${money(line.sgstPaise)}</td>`
      : '';
  const taxTotals = taxed
    ? interState
      ? html`<td></td><td class="n">${money(document.igstPaise)}</td>`
      : html`<td></td><td class="n">${money(document.cgstPaise)}</td><td class="n">${money(document.sgstPaise)}</td>`
    : '';
  return html`<table class="lines">
    <thead><tr>
      <th>#</th><th class="wide">${t(labels.description)}</th><th>${t(labels.code)}</th><th>${t(labels.quantity)}</th>
      <th>${taxed ? t(labels.taxable) : t(labels.value)}</th>${taxHeads}<th>${t(labels.total)}</th>
    </tr></thead>
    <tbody>${document.lines.map(
      (line, index) => html`<tr>
        <td>${index + 1}</td><td class="wide">${line.description[document.language]}</td>
        <td>${line.codeKind} ${line.code}</td><td class="n">${line.quantity}</td>
        <td class="n">${money(line.taxablePaise)}</td>${taxCells(line)}<td class="n">${money(line.totalPaise)}</td>
      </tr>`,
    )}</tbody>
    <tfoot><tr>
      <td></td><td class="wide">${t(labels.total)}</td><td></td><td></td>
      <td class="n">${money(document.taxablePaise)}</td>${taxTotals}<td class="n">${money(document.totalPaise)}</td>
    </tr></tfoot>
  </table>`;
}

function documentSection(
  document: InvoiceRow,
  context: { corrects: InvoiceRow | undefined; subjectLabel: string },
): Html {
  const language = document.language;
  const t = (message: Message) => message[language];
  const { seller, buyer } = document;
  const notes: string[] = [];
  if (document.kind === 'credit-note') notes.push(t(labels.creditNote));
  if (seller.gstin === null) notes.push(t(labels.unregisteredNote));
  else if (document.lines.some((line) => line.exempt)) notes.push(t(labels.exemptNote));
  if (document.kind !== 'bill-of-supply' && seller.gstin !== null) {
    notes.push(t(labels.inclusiveNote));
  }
  const buyerAddress = [buyer.address, buyer.pin].filter((part) => part.trim() !== '').join(', ');
  return html`<section class="document">
    <header>
      <div>
        <h1>${t(labels[document.kind])}</h1>
        <p class="brand">${site.name[language]}</p>
      </div>
      <dl class="meta">
        <dt>${t(labels.number)}</dt><dd class="number">${document.number}</dd>
        <dt>${t(labels.date)}</dt><dd>${formatDate(document.issuedAt, language)}</dd>
        <dt>${context.subjectLabel}</dt><dd>${(document.orderId ?? document.appointmentId ?? '').slice(0, 8).toUpperCase()}</dd>
      </dl>
    </header>
    ${
      context.corrects &&
      html`<p class="corrects">${fill(t(labels.corrects), {
        number: context.corrects.number,
        date: formatDate(context.corrects.issuedAt, language),
      })}</p>`
    }
    <div class="parties">
      <div>
        <h2>${t(labels.seller)}</h2>
        <p class="name">${seller.legalName}</p>
        <p>${seller.address}</p>
        <p>${t(labels.state)}: ${stateName(seller.state, language)}</p>
        <p>${seller.gstin ? `${t(labels.gstin)}: ${seller.gstin}` : t(labels.notRegistered)}</p>
      </div>
      <div>
        <h2>${t(labels.buyer)}</h2>
        <p class="name">${buyer.name}</p>
        ${buyerAddress && html`<p>${buyerAddress}</p>`}
        ${buyer.state && html`<p>${t(labels.state)}: ${stateName(buyer.state, language)}</p>`}
        <p>${buyer.email}</p>
      </div>
    </div>
    <p class="supply">${t(labels.placeOfSupply)}: <strong>${stateName(document.placeOfSupply, language)}</strong>
      ${seller.gstin && html` · ${t(labels.reverseCharge)}`}</p>
    ${linesTable(document, t)}
    <p class="words"><span>${t(labels.inWords)}:</span> ${amountInWords(document.totalPaise, language)}</p>
    ${notes.map((note) => html`<p class="note">${note}</p>`)}
    <p class="note">${t(labels.signature)}</p>
  </section>`;
}

const style = `
  @page { size: A4; margin: 18mm 14mm 20mm; }
  body { font-family: 'Mukta', 'Noto Sans Devanagari', 'Noto Sans', sans-serif; font-size: 10pt; color: #2b1a0e; margin: 0; }
  section.document + section.document { break-before: page; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2pt solid #7c3d08; padding-bottom: 4mm; }
  h1 { font-family: 'Rozha One', 'Mukta', serif; font-weight: 400; font-size: 20pt; color: #7c3d08; margin: 0; }
  .brand { margin: 1mm 0 0; color: #7c3d08; }
  dl.meta { display: grid; grid-template-columns: auto auto; gap: 1mm 4mm; margin: 0; }
  dl.meta dt { color: #6b5a4e; } dl.meta dd { margin: 0; font-weight: 600; }
  .corrects { margin: 3mm 0 0; font-weight: 600; }
  .parties { display: flex; gap: 8mm; margin: 5mm 0 3mm; }
  .parties > div { flex: 1; border: 0.5pt solid #eccb6b; border-radius: 2mm; padding: 3mm; }
  .parties h2 { font-size: 9pt; text-transform: uppercase; letter-spacing: 0.05em; color: #7c3d08; margin: 0 0 1mm; }
  .parties p { margin: 0.6mm 0; } .parties .name { font-weight: 700; }
  .supply { margin: 2mm 0 4mm; }
  table.lines { width: 100%; border-collapse: collapse; font-size: 9pt; }
  table.lines th { background: #fdf3dc; color: #7c3d08; text-align: left; padding: 1.5mm; border-bottom: 0.8pt solid #7c3d08; }
  table.lines td { padding: 1.5mm; border-bottom: 0.5pt solid #eccb6b; vertical-align: top; }
  table.lines .wide { width: 34%; }
  table.lines .n { text-align: right; white-space: nowrap; }
  table.lines tfoot td { font-weight: 700; border-top: 0.8pt solid #7c3d08; border-bottom: none; }
  .words { margin: 4mm 0 2mm; font-weight: 600; } .words span { font-weight: 400; color: #6b5a4e; }
  .note { margin: 1mm 0; font-size: 8.5pt; color: #6b5a4e; }
`;

/** The PDF of `documents` (an invoice and its credit notes), in `language`'s labels. */
export function invoiceDocument(
  documents: readonly InvoiceRow[],
  options: { language: Language; related?: readonly InvoiceRow[] },
): ReportDocument {
  const byId = new Map(
    [...documents, ...(options.related ?? [])].map((document) => [document.id, document]),
  );
  const sections = documents.map((document) => {
    const printed = { ...document, language: options.language };
    return documentSection(printed, {
      corrects: document.correctsInvoiceId ? byId.get(document.correctsInvoiceId) : undefined,
      subjectLabel: (document.orderId ? labels.order : labels.booking)[options.language],
    });
  });
  const templateStyle =
    "font-family: 'Mukta', 'Noto Sans Devanagari', 'Noto Sans', sans-serif; font-size: 7.5pt; color: #7c3d08; width: 100%; margin: 0 14mm; display: flex; justify-content: space-between;";
  const page = html`<!doctype html><html lang="${options.language}"><head><meta charset="utf-8"/>
    <title>${documents.map((document) => document.number).join(', ')}</title>
    <style>${raw(reportFontFaces())}${raw(style)}</style></head>
    <body>${sections}</body></html>`.toString();
  return {
    html: () => page,
    chapterIds: [],
    headerTemplate: '<span></span>',
    footerTemplate: `<div style="${templateStyle}"><span>${escapeHtml(`${site.name[options.language]} · ${site.email}`)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
  };
}
