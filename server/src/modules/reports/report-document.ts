import type { Chart } from '@app/astro/chart';
import { howComputed } from '@app/astro/how-computed';
import { grahaNames, nakshatraName, signName } from '@app/astro/names';
import { grahas } from '@app/astro/positions';
import { positionInSign } from '@app/astro/zodiac';
import type { ReportProduct } from '@app/contract/catalogue-reports';
import type { ChartStyle, ReportPerson } from '@app/contract/reports';
import { type Language, site } from '@app/contract/site';
import type { Message } from '../../lib/messages.ts';
import { chartSvg, planetAbbreviation } from './chart-svg.ts';
import { escapeHtml, type Html, html, raw } from './html.ts';
import type { Readings } from './readings.ts';
import { reportFontFaces } from './report-fonts.ts';
import { reportLabels as label } from './report-labels.ts';

/**
 * The shell every report shares (docs/decisions/029): the cover with the person's name and
 * birth details, the table of contents, the chapters (each on a new page, each in the contents
 * with its page number), and the running header and footer with the business's name and contact
 * on every page. What a chapter says comes from report-content.ts.
 */

/** What the content of a report is made from: the births as given and their charts. */
export type ReportSubject = { person: ReportPerson; chart: Chart };

export type ReportContext = {
  language: Language;
  chartStyle: ChartStyle;
  product: ReportProduct;
  subjects: ReportSubject[];
  /** "Now": the current Sade Sati, the next ten years of dasha are counted from here. */
  now: Date;
  orderId: string;
  readings: Readings;
  /** A label in the report's language. */
  t(message: Message): string;
};

export type Chapter = { id: string; title: string; body: Html };

/**
 * The context of one report. The written readings (1.6 MB of text in both languages) are loaded
 * with the first report made after a start, not by every start (decision 049).
 */
export async function reportContext(options: {
  language: Language;
  chartStyle: ChartStyle;
  product: ReportProduct;
  subjects: ReportSubject[];
  now: Date;
  orderId: string;
}): Promise<ReportContext> {
  const { readingsIn } = await import('./readings.ts');
  return {
    ...options,
    readings: readingsIn(options.language),
    t: (message) => message[options.language],
  };
}

// ---------------------------------------------------------------------------------------------
// Words and numbers
// ---------------------------------------------------------------------------------------------

const locales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A date in the report's language, in Indian time: 15 August 2026, 15 अगस्त 2026. */
export function formatDate(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(iso));
}

/** A short date for tables: 15 Aug 2026. */
export function formatShortDate(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(iso));
}

/** A calendar date as written (YYYY-MM-DD, the birth's own date), in words. */
function formatCalendarDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date}T00:00:00Z`));
}

const hindiOrdinals = {
  direct: [
    'पहला',
    'दूसरा',
    'तीसरा',
    'चौथा',
    'पाँचवाँ',
    'छठा',
    'सातवाँ',
    'आठवाँ',
    'नौवाँ',
    'दसवाँ',
    'ग्यारहवाँ',
    'बारहवाँ',
  ],
  oblique: [
    'पहले',
    'दूसरे',
    'तीसरे',
    'चौथे',
    'पाँचवें',
    'छठे',
    'सातवें',
    'आठवें',
    'नौवें',
    'दसवें',
    'ग्यारहवें',
    'बारहवें',
  ],
};

/** 1st, 2nd... in English; पहला / पहले (before a postposition) in Hindi. */
export function ordinal(n: number, language: Language, form: 'direct' | 'oblique' = 'direct') {
  if (language === 'hi') return hindiOrdinals[form][n - 1] ?? String(n);
  const suffix =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const signText = (sign: number, language: Language) => signName(sign)[language];
export const planetText = (graha: keyof typeof grahaNames, language: Language) =>
  grahaNames[graha][language];

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const total = Math.round(Math.abs(minutes));
  return `${sign}${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Paragraphs of a reading (one text, or a list of them). */
export function paragraphs(text: string | readonly string[]): Html {
  const list = typeof text === 'string' ? [text] : text;
  return html`${list.map((paragraph) => html`<p>${paragraph}</p>`)}`;
}

/** The birth details of a person as a definition list (cover and matching). */
export function birthDetails(context: ReportContext, subject: ReportSubject): Html {
  const { t, language } = context;
  const { person, chart } = subject;
  const zone =
    person.utcOffsetMinutes !== undefined
      ? t(label.offsetGiven({ offset: offsetText(person.utcOffsetMinutes) }))
      : `${person.zone ?? ''} (UTC${offsetText(chart.utcOffsetMinutes)})`;
  const place = language === 'hi' ? ['उ.', 'द.', 'पू.', 'प.'] : ['N', 'S', 'E', 'W'];
  return html`<dl class="birth">
    <dt>${t(label.birthDate())}</dt><dd>${formatCalendarDate(person.date, language)}</dd>
    <dt>${t(label.birthTime())}</dt><dd>${person.time}${person.timeApproximate ? html` <span class="muted">${t(label.approximateTime())}</span>` : ''}</dd>
    <dt>${t(label.birthPlace())}</dt><dd>${person.placeName}</dd>
    <dt>${t(label.coordinates())}</dt><dd>${coordinate(person.lat, place[0] as string, place[1] as string)}, ${coordinate(person.lon, place[2] as string, place[3] as string)}</dd>
    <dt>${t(label.timeZone())}</dt><dd>${zone}</dd>
  </dl>`;
}

/** The key facts of a chart: ascendant, Moon sign, birth star. */
export function keyFacts(context: ReportContext, chart: Chart): Html {
  const { t, language } = context;
  return html`<table class="facts"><tbody>
    <tr><th>${t(label.ascendant())}</th><td>${signText(chart.ascendant.sign, language)} ${degreesInSign(chart.ascendant.lon)}</td></tr>
    <tr><th>${t(label.moonSign())}</th><td class="moon-sign">${signText(chart.moonSign, language)}</td></tr>
    <tr><th>${t(label.birthStar())}</th><td>${nakshatraName(chart.nakshatra)[language]}, ${language === 'hi' ? 'चरण' : 'pada'} ${chart.pada}</td></tr>
  </tbody></table>`;
}

/** A chart drawn in the chosen style, with its caption. */
export function chartFigure(
  context: ReportContext,
  chart: Chart,
  kind: 'rashi' | 'navamsa',
  caption?: string,
): Html {
  const { language, chartStyle, t } = context;
  const placements = grahas.map((graha) => ({
    graha,
    sign: kind === 'rashi' ? chart.planets[graha].sign : chart.planets[graha].navamsa,
    retrograde: chart.planets[graha].retrograde,
  }));
  const title = t(kind === 'rashi' ? label.rashiChart() : label.navamsaChart());
  const style = t(chartStyle === 'north' ? label.northStyle() : label.southStyle());
  return html`<figure class="chart">
    ${chartSvg({
      style: chartStyle,
      ascendantSign: kind === 'rashi' ? chart.ascendant.sign : chart.ascendant.navamsa,
      placements,
      language,
      title: caption ?? title,
    })}
    <figcaption><strong>${caption ?? title}</strong><br/>${style}</figcaption>
  </figure>`;
}

export function chartKey(context: ReportContext): Html {
  const key = grahas
    .map(
      (graha) =>
        `${planetAbbreviation(graha, context.language)} ${planetText(graha, context.language)}`,
    )
    .join(', ');
  return html`<p class="key">${context.t(label.chartKey({ key }))}</p>`;
}

/** The planet table: sign and degree, nakshatra and pada, house, navamsa, motion. */
function planetTable(context: ReportContext, chart: Chart): Html {
  const { t, language } = context;
  const pada = (n: number) => String(n);
  const rows = [
    html`<tr><td>${t(label.ascendant())}</td><td>${signText(chart.ascendant.sign, language)}</td><td class="num">${degreesInSign(chart.ascendant.lon)}</td><td>${nakshatraName(chart.ascendant.nakshatra)[language]} (${pada(chart.ascendant.pada)})</td><td class="num">1</td><td>${signText(chart.ascendant.navamsa, language)}</td><td></td></tr>`,
    ...grahas.map((graha) => {
      const position = chart.planets[graha];
      return html`<tr><td>${planetText(graha, language)}</td><td>${signText(position.sign, language)}</td><td class="num">${degreesInSign(position.lon)}</td><td>${nakshatraName(position.nakshatra)[language]} (${pada(position.pada)})</td><td class="num">${position.house}</td><td>${signText(position.navamsa, language)}</td><td>${position.retrograde ? t(label.retrograde()) : t(label.direct())}</td></tr>`;
    }),
  ];
  return html`<table class="grid planets"><thead><tr>
    <th>${t(label.planet())}</th><th>${t(label.sign())}</th><th>${t(label.degree())}</th><th>${t(label.nakshatra())}</th><th>${t(label.house())}</th><th>${t(label.navamsa())}</th><th>${t(label.motion())}</th>
  </tr></thead><tbody>${rows}</tbody></table>`;
}

function degreesInSign(longitude: number): string {
  const { degrees, minutes, seconds } = positionInSign(longitude);
  return `${degrees}°${String(minutes).padStart(2, '0')}′${String(seconds).padStart(2, '0')}″`;
}

/** "How this was calculated": our words, then the engine's own lines for this chart. */
export function howCalculatedChapter(context: ReportContext): Chapter {
  const { t, language, readings } = context;
  const approximate = context.subjects.some((subject) => subject.person.timeApproximate);
  const notes = context.subjects.map((subject) => {
    const lines = howComputed(subject.chart);
    return html`${context.subjects.length > 1 ? html`<h3>${subject.person.name}</h3>` : ''}
      <table class="grid how"><tbody>${lines.map(
        (line) => html`<tr><th>${line.label[language]}</th><td>${line.value[language]}</td></tr>`,
      )}</tbody></table>`;
  });
  return {
    id: 'how-calculated',
    title: t(label.howCalculated()),
    body: html`${paragraphs(readings.reports.shared.howCalculated)}${notes}
      ${approximate ? html`<h2>${t(label.approximateBirthTime())}</h2>${paragraphs(readings.reports.shared.approximateBirthTime)}` : ''}`,
  };
}

/** The chart chapter of a one-person report: the charts, the key facts, the planet table. */
export function birthChartChapter(context: ReportContext, withNavamsa: boolean): Chapter {
  const chart = (context.subjects[0] as ReportSubject).chart;
  const { t } = context;
  return {
    id: 'birth-chart',
    title: t(label.birthChart()),
    body: html`<div class="charts">${chartFigure(context, chart, 'rashi')}${withNavamsa ? chartFigure(context, chart, 'navamsa') : ''}</div>
      ${chartKey(context)}
      <h2>${t(label.keyFacts())}</h2>${keyFacts(context, chart)}
      <h2>${t(label.planetTable())}</h2>${planetTable(context, chart)}`,
  };
}

export function closingChapter(
  context: ReportContext,
  closing: string | readonly string[],
): Chapter {
  const { t, readings } = context;
  return {
    id: 'closing',
    title: t(label.closing()),
    body: html`${paragraphs(closing)}
      <h2>${t(label.aboutReport())}</h2>${paragraphs(readings.reports.shared.disclaimer)}
      ${paragraphs(readings.reports.shared.contactUs)}
      <p class="contact">${site.name[context.language]} · ${site.email} · ${site.phones.join(' · ')}</p>`,
  };
}

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

const stylesheet = `
@page { size: A4; margin: 20mm 16mm 18mm 16mm; }
* { box-sizing: border-box; }
html { font-family: 'Mukta', 'Noto Sans Devanagari', 'Noto Sans', sans-serif; font-size: 10.5pt; line-height: 1.5; color: #24160f; }
body { margin: 0; }
h1, h2, h3, .cover .title { font-family: 'Rozha One', 'Mukta', serif; font-weight: 400; color: #5a1220; line-height: 1.25; }
h1 { font-size: 22pt; margin: 0 0 4mm; padding-bottom: 2mm; border-bottom: 1.5pt solid #ec7f12; }
h2 { font-size: 14pt; margin: 6mm 0 2mm; break-after: avoid; }
h3 { font-size: 11.5pt; margin: 4mm 0 1mm; color: #74192a; break-after: avoid; }
p { margin: 0 0 2.5mm; text-align: justify; orphans: 3; widows: 3; }
.chapter { break-before: page; }
.muted { color: #6b5548; }
.cover { height: 250mm; display: flex; flex-direction: column; justify-content: space-between; text-align: center; padding: 8mm 6mm 4mm; border: 1.5pt solid #c99a22; border-radius: 3mm; background: linear-gradient(#fffbf3, #fdf3e1); }
.cover .brand { font-family: 'Rozha One', serif; font-size: 20pt; color: #a14f08; letter-spacing: 0.5pt; }
.cover .title { font-size: 34pt; margin: 0; }
.cover .subtitle { font-size: 13pt; color: #74192a; margin: 2mm 0 0; text-align: center; }
.cover .ornament { margin: 6mm auto; width: 38mm; height: 38mm; }
.cover .person { font-size: 18pt; font-weight: 700; color: #24160f; margin: 2mm 0; }
/* Letter-spacing under 0.1 em: wider, and pdftotext reads each spaced letter as a word ("PRE PA RE D"). */
.cover .for { text-transform: uppercase; letter-spacing: 0.05em; font-size: 9pt; color: #6b5548; }
.cover .people { display: flex; justify-content: center; gap: 10mm; }
.cover dl.birth { margin: 2mm auto 0; }
.cover .footer { font-size: 9pt; color: #6b5548; }
dl.birth { display: grid; grid-template-columns: auto auto; gap: 0.5mm 4mm; text-align: left; width: max-content; margin: 0; }
dl.birth dt { color: #6b5548; }
dl.birth dd { margin: 0; font-weight: 600; }
.toc ol { list-style: none; padding: 0; margin: 4mm 0; }
.toc li { display: flex; align-items: baseline; font-size: 12pt; padding: 1.5mm 0; border-bottom: 0.5pt dotted #d47f8a; }
.toc li a { color: inherit; text-decoration: none; flex: 1; }
.toc li .page { min-width: 12mm; text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
.toc .intro { margin-top: 8mm; }
table { border-collapse: collapse; width: 100%; margin: 2mm 0 4mm; font-size: 9.5pt; break-inside: auto; }
tr { break-inside: avoid; }
table.grid th, table.grid td { border: 0.5pt solid #f8e4c2; padding: 1mm 1.8mm; text-align: left; vertical-align: top; }
table.grid thead th { background: #74192a; color: #fffbf3; font-weight: 600; }
table.grid tbody tr:nth-child(even) td { background: #fffbf3; }
table.how th { width: 32%; background: #fdf3e1; font-weight: 600; }
table.facts { width: auto; }
table.facts th { text-align: left; padding: 1mm 6mm 1mm 0; color: #6b5548; font-weight: 400; }
table.facts td { font-weight: 700; font-size: 11pt; }
td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.current td { background: #ffe9cc !important; font-weight: 600; }
.charts { display: flex; justify-content: space-around; gap: 6mm; flex-wrap: wrap; }
figure.chart { margin: 2mm 0; text-align: center; break-inside: avoid; }
figure.chart svg { width: 78mm; height: 78mm; }
figure.chart figcaption { font-size: 9pt; color: #6b5548; margin-top: 1mm; }
.chart-frame { fill: #fffbf3; stroke: #74192a; stroke-width: 2; }
.chart-line { fill: none; stroke: #74192a; stroke-width: 1.2; }
.chart-ascendant { stroke: #ec7f12; stroke-width: 2; }
.chart-sign { font-size: 10px; fill: #a14f08; font-weight: 600; }
.chart-planet { font-size: 11.5px; fill: #24160f; font-weight: 600; word-spacing: 0.2em; }
.chart-title { font-size: 13px; fill: #74192a; font-family: 'Rozha One', serif; }
.key { font-size: 8.5pt; color: #6b5548; text-align: center; }
.box { border: 0.8pt solid #eccb6b; background: #fbf1d2; border-radius: 2mm; padding: 3mm 4mm; margin: 3mm 0; break-inside: avoid; }
.box p:last-child { margin-bottom: 0; }
.score { font-family: 'Rozha One', serif; font-size: 28pt; color: #8c2434; text-align: center; margin: 2mm 0; }
ul.remedies { margin: 0 0 3mm; padding-left: 5mm; }
ul.remedies li { margin-bottom: 1.2mm; }
/* A list or table split across pages keeps at least two items or rows on each side. */
ul.remedies li:first-child, ul.remedies li:nth-last-child(2), table.grid tbody tr:first-child, table.grid tbody tr:nth-last-child(2) { break-after: avoid; }
.contact { text-align: center; font-weight: 600; color: #74192a; margin-top: 6mm; }
/* Mukta's vowel signs and marks rise to about 1.05 em above the baseline, above the line box of a
   1.25 line: a heading that starts a page then printed their tops at the foot of the page before
   (Chromium paints a line's ink on every page it reaches). At 1.5 the line box holds them. */
:lang(hi) h1, :lang(hi) h2, :lang(hi) h3, :lang(hi) .cover .title { font-family: 'Mukta', 'Noto Sans Devanagari', sans-serif; font-weight: 700; line-height: 1.5; }
:lang(hi) .cover .for { letter-spacing: 0; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; }
`;

/** The little mandala on the cover: our own SVG, no image file. */
const ornament = raw(
  `<svg class="ornament" viewBox="-50 -50 100 100" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${Array.from(
    { length: 12 },
    (_, index) =>
      `<ellipse cx="0" cy="-27" rx="7" ry="18" fill="${index % 2 ? '#f99a2e' : '#c99a22'}" opacity="0.8" transform="rotate(${index * 30})"/>`,
  ).join(
    '',
  )}<circle r="14" fill="#8c2434"/><circle r="8" fill="#fffbf3"/><circle r="3.5" fill="#ec7f12"/></svg>`,
);

function cover(context: ReportContext, title: string, subtitle: string): Html {
  const { t, language } = context;
  const matching = context.subjects.length === 2;
  const people = context.subjects.map(
    (subject, index) => html`<div>
      ${matching ? html`<div class="for">${t(index === 0 ? label.boy() : label.girl())}</div>` : ''}
      <div class="person">${subject.person.name}</div>
      ${birthDetails(context, subject)}
    </div>`,
  );
  return html`<section class="cover">
    <div class="brand">${site.name[language]}</div>
    <div>
      <h1 class="title">${title}</h1>
      <p class="subtitle">${subtitle}</p>
      ${ornament}
      ${matching ? '' : html`<div class="for">${t(label.preparedFor())}</div>`}
      <div class="people">${people}</div>
    </div>
    <div class="footer">${t(label.preparedOn({ date: formatDate(context.now, language) }))} · ${t(label.orderNumber({ id: context.orderId.slice(0, 8).toUpperCase() }))}<br/>${site.email} · ${site.phones[0]}</div>
  </section>`;
}

function tableOfContents(
  context: ReportContext,
  chapters: Chapter[],
  introduction: readonly string[],
  pages: ReadonlyMap<string, number> | undefined,
): Html {
  return html`<section class="toc chapter">
    <h1>${context.t(label.contents())}</h1>
    <ol>${chapters.map(
      (chapter) =>
        html`<li><a href="#${chapter.id}">${chapter.title}</a><span class="page">${pages?.get(chapter.id) ?? '00'}</span></li>`,
    )}</ol>
    <div class="intro"><h2>${context.t(label.introduction())}</h2>${paragraphs(introduction)}</div>
  </section>`;
}

export type ReportDocument = {
  /** The page, with the contents' page numbers when known (placeholders of the same width before). */
  html(pages?: ReadonlyMap<string, number>): string;
  /** The chapters' anchors, whose pages the contents list. */
  chapterIds: string[];
  headerTemplate: string;
  footerTemplate: string;
};

export function reportDocument(
  context: ReportContext,
  texts: { title: string; subtitle: string; introduction: readonly string[] },
  chapters: Chapter[],
): ReportDocument {
  const { language } = context;
  const names = context.subjects.map((subject) => subject.person.name).join(' & ');
  const fonts = reportFontFaces();
  const templateStyle =
    "font-family: 'Mukta', 'Noto Sans Devanagari', 'Noto Sans', sans-serif; font-size: 8pt; color: #7c3d08; width: 100%; margin: 0 16mm; display: flex; justify-content: space-between; border-color: #eccb6b;";
  return {
    chapterIds: chapters.map((chapter) => chapter.id),
    html: (pages) =>
      html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"/><title>${texts.title} · ${names}</title>
      <style>${raw(fonts)}${raw(stylesheet)}</style></head><body>
      ${cover(context, texts.title, texts.subtitle)}
      ${tableOfContents(context, chapters, texts.introduction, pages)}
      ${chapters.map((chapter) => html`<section class="chapter" id="${chapter.id}"><h1>${chapter.title}</h1>${chapter.body}</section>`)}
      </body></html>`.toString(),
    headerTemplate: `<div style="${templateStyle} border-bottom: 0.5pt solid #eccb6b; padding-bottom: 1mm;"><span>${escapeHtml(site.name[language])}</span><span>${escapeHtml(texts.title)} · ${escapeHtml(names)}</span></div>`,
    footerTemplate: `<div style="${templateStyle} border-top: 0.5pt solid #eccb6b; padding-top: 1mm;"><span>${escapeHtml(`${site.email} · ${site.phones[0]}`)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
  };
}
