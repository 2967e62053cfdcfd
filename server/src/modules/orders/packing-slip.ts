import { findProduct } from '@app/contract/catalogue';
import { site } from '@app/contract/site';
import { escapeHtml, html, raw } from '../reports/html.ts';
import type { ReportDocument } from '../reports/report-document.ts';
import { reportFontFaces } from '../reports/report-fonts.ts';
import type { OrderWithItems } from './orders.repository.ts';

/**
 * The packing slip of a parcel (docs/decisions/040): one A4 page that goes in the box, printed
 * by the reports' Chromium (pdf-renderer.ts) so that an address typed in Devanagari prints
 * right. It says where the parcel goes, which order it is, what is in it and how many: no
 * prices (a parcel may be a gift). Labels are in English and Hindi.
 */

const dateOf = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

const stylesheet = `
  @page { size: A4; margin: 22mm 16mm 20mm; }
  body { font-family: 'Mukta', 'Noto Sans Devanagari', 'Noto Sans', sans-serif; color: #2b1d12; font-size: 11pt; margin: 0; }
  h1 { font-size: 20pt; color: #7c1d1d; margin: 0 0 2mm; }
  .from { color: #6b5a4a; font-size: 9.5pt; margin-bottom: 8mm; }
  .grid { display: flex; gap: 10mm; margin-bottom: 8mm; }
  .box { flex: 1; border: 0.8pt solid #d9b56a; border-radius: 3mm; padding: 4mm 5mm; }
  .label { font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.04em; color: #7c3d08; margin: 0 0 1.5mm; }
  .address { font-size: 13pt; line-height: 1.35; white-space: pre-line; margin: 0; }
  .name { font-weight: 700; }
  .mono { font-family: 'Noto Sans Mono', monospace; font-size: 9.5pt; word-break: break-all; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 2.5mm 2mm; border-bottom: 0.6pt solid #ecd9b0; vertical-align: top; }
  th { font-size: 8.5pt; text-transform: uppercase; color: #7c3d08; }
  td.qty, th.qty { text-align: right; width: 25mm; }
  td.qty { font-size: 12pt; font-weight: 700; }
  .checked { width: 12mm; }
  .tick { display: inline-block; width: 4.5mm; height: 4.5mm; border: 0.8pt solid #2b1d12; }
  .total { text-align: right; margin-top: 3mm; font-weight: 700; }
  .note { margin-top: 10mm; color: #6b5a4a; font-size: 9.5pt; }
`;

/** The slip of `order` as a document for the PDF renderer. */
export function packingSlipDocument(order: OrderWithItems): ReportDocument {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const lines = order.items.map((item) => {
    const product = findProduct(item.productId);
    const hindi = product && product.name.hi !== item.name ? product.name.hi : null;
    return html`<tr>
      <td class="checked"><span class="tick"></span></td>
      <td><span class="name">${item.name}</span>${hindi && html`<br/>${hindi}`}${item.size && html`<br/>Size / साइज़: ${item.size}`}</td>
      <td class="qty">${item.quantity}</td>
    </tr>`;
  });
  const shipment =
    order.courier && order.trackingNumber
      ? html`<p class="label">Courier / कूरियर</p><p>${order.courier} · <span class="mono">${order.trackingNumber}</span></p>`
      : '';
  const page = html`<!doctype html><html lang="en"><head><meta charset="utf-8"/>
    <title>Packing slip ${order.id}</title>
    <style>${raw(reportFontFaces())}${raw(stylesheet)}</style></head><body>
    <h1>Packing slip · पैकिंग स्लिप</h1>
    <p class="from">${site.name.en} · ${site.name.hi} · ${site.email} · ${site.phones[0]}</p>
    <div class="grid">
      <section class="box">
        <p class="label">Ship to / भेजने का पता</p>
        <p class="address"><span class="name">${order.shippingName}</span>
${order.shippingAddress}
PIN / पिन ${order.shippingPin}
Phone / फ़ोन ${order.shippingPhone}</p>
      </section>
      <section class="box">
        <p class="label">Order ID / ऑर्डर आईडी</p>
        <p class="mono">${order.id}</p>
        <p class="label">Order date / ऑर्डर की तारीख़</p>
        <p>${dateOf.format(order.createdAt)}</p>
        ${shipment}
      </section>
    </div>
    <table>
      <thead><tr><th class="checked">✓</th><th>Item / सामान</th><th class="qty">Qty / संख्या</th></tr></thead>
      <tbody>${lines}</tbody>
    </table>
    <p class="total">Pieces in the parcel / पार्सल में कुल नग: ${count}</p>
    <p class="note">Thank you for your order. Questions? Write to ${site.email} or call ${site.phones[0]}.<br/>
    आपके ऑर्डर के लिए धन्यवाद। कोई सवाल हो तो ${site.email} पर लिखें या ${site.phones[0]} पर फ़ोन करें।</p>
    </body></html>`.toString();
  const footerStyle =
    "font-family: 'Mukta', 'Noto Sans', sans-serif; font-size: 8pt; color: #7c3d08; width: 100%; margin: 0 16mm; display: flex; justify-content: space-between;";
  return {
    html: () => page,
    chapterIds: [],
    headerTemplate: '<span></span>',
    footerTemplate: `<div style="${footerStyle}"><span>${escapeHtml(site.name.en)} · ${escapeHtml(order.id)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
  };
}
