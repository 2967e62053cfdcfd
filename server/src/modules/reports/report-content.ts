import type { Chart } from '@app/astro/chart';
import { type DashaSpan, dashaAt } from '@app/astro/dasha';
import type { manglikCancellations } from '@app/astro/manglik';
import { type Match, matchCharts } from '@app/astro/matching';
import { karanaName, nakshatraName, tithiName, varaName, yogaName } from '@app/astro/names';
import { grahas } from '@app/astro/positions';
import { type SadeSatiPhase, type TransitPeriod, transitPeriods } from '@app/astro/sade-sati';
import { transitPosition } from '@app/astro/transit';
import { signDistance, signLord } from '@app/astro/zodiac';
import { type Html, html } from './html.ts';
import {
  birthChartChapter,
  birthDetails,
  type Chapter,
  chartFigure,
  chartKey,
  closingChapter,
  formatDate,
  formatShortDate,
  howCalculatedChapter,
  keyFacts,
  ordinal,
  paragraphs,
  planetText,
  type ReportContext,
  type ReportDocument,
  type ReportSubject,
  reportDocument,
  signText,
} from './report-document.ts';
import { reportLabels as label } from './report-labels.ts';

/**
 * What each report says, chapter by chapter, from the computed chart(s) and the written readings
 * (docs/decisions/029). Nothing here is a fixed text that ignores the chart: every reading is
 * picked by what the engine computed (the Moon sign, Saturn's transits, the planets' signs and
 * houses, the dasha running, the kootas).
 */
export function buildReport(context: ReportContext): ReportDocument {
  const kind = context.product.kind;
  const texts = context.readings.reports[kind];
  const chapters =
    kind === 'sadeSati'
      ? sadeSatiChapters(context)
      : kind === 'love'
        ? loveChapters(context)
        : kind === 'kundli'
          ? kundliChapters(context)
          : matchingChapters(context);
  // A report with editions is named with its edition: "Sade Sati Report (Plus)".
  const title =
    context.product.edition === null ? texts.title : context.product.name[context.language];
  return reportDocument(
    context,
    { title, subtitle: texts.subtitle, introduction: texts.introduction },
    [...chapters, closingChapter(context, texts.closing)],
  );
}

const first = (context: ReportContext): ReportSubject => context.subjects[0] as ReportSubject;

// ---------------------------------------------------------------------------------------------
// Sade Sati
// ---------------------------------------------------------------------------------------------

type SadeSatiPeriod = TransitPeriod<Chart['sadeSati'][number]>;

/** The Sade Sati running now, or else the next one (or the last, late in a long life). */
function focusPeriod(
  chart: Chart,
  now: Date,
): { period: SadeSatiPeriod; current: boolean } | undefined {
  const periods = transitPeriods(chart.sadeSati, now);
  const current = periods.find((period) => period.current);
  if (current) return { period: current, current: true };
  const next = periods.find((period) => new Date(period.start) > now);
  if (next) return { period: next, current: false };
  const last = periods.at(-1);
  return last ? { period: last, current: false } : undefined;
}

function phaseName(context: ReportContext, phase: SadeSatiPhase): string {
  return context.readings.sadeSati.phases[phase].title.split(':')[0] ?? phase;
}

function sadeSatiTable(context: ReportContext, chart: Chart): Html {
  const { t, language, now } = context;
  const periods = transitPeriods(chart.sadeSati, now);
  return html`${periods.map((period) => {
    const state = period.current
      ? t(label.current())
      : new Date(period.end) < now
        ? t(label.past())
        : '';
    return html`<h3>${t(label.sadeSatiNumber({ number: period.cycle }))}: ${formatShortDate(period.start, language)} – ${formatShortDate(period.end, language)}${state ? html` <span class="muted">(${state})</span>` : ''}</h3>
      <table class="grid"><thead><tr><th>${t(label.phase())}</th><th>${t(label.saturnIn())}</th><th>${t(label.from())}</th><th>${t(label.until())}</th></tr></thead><tbody>
      ${period.segments.map((segment) => {
        const running = new Date(segment.start) <= now && now < new Date(segment.end);
        return html`<tr class="${running ? 'current' : ''}"><td>${phaseName(context, segment.phase)}</td><td>${signText(segment.sign, language)}</td><td class="num">${formatShortDate(segment.start, language)}</td><td class="num">${formatShortDate(segment.end, language)}</td></tr>`;
      })}
      </tbody></table>`;
  })}`;
}

/** Saturn through one calendar year: the house from the Moon it holds most, and its loop. */
type SaturnYear = {
  year: number;
  house: number;
  /** The retrograde loop that begins this year, with its whole length (it may end next year). */
  retrograde: { start: Date; end: Date } | undefined;
  /** That loop carries Saturn back over a sign boundary. */
  backOverBoundary: boolean;
};

const dayMillis = 86_400_000;
const stepMillis = 10 * dayMillis;

const saturnAt = (millis: number) => transitPosition('saturn', new Date(millis));

/** When Saturn turns retrograde (or direct) between two moments, to within a few hours. */
function station(before: number, after: number, toRetrograde: boolean): number {
  let low = before;
  let high = after;
  while (high - low > dayMillis / 4) {
    const middle = (low + high) / 2;
    if (saturnAt(middle).retrograde === toRetrograde) high = middle;
    else low = middle;
  }
  return high;
}

/** Saturn's retrograde loop that begins within [from, to), if one does. */
function loopBeginningIn(from: number, to: number): (SaturnYear['retrograde'] & {}) | undefined {
  let previous = saturnAt(from);
  for (let at = from + stepMillis; at < to + stepMillis; at += stepMillis) {
    const position = saturnAt(at);
    if (position.retrograde && !previous.retrograde) {
      const start = station(at - stepMillis, at, true);
      if (start >= to) return undefined;
      let end = start;
      while (saturnAt(end).retrograde && end - start < 200 * dayMillis) end += stepMillis;
      return { start: new Date(start), end: new Date(station(end - stepMillis, end, false)) };
    }
    previous = position;
  }
  return undefined;
}

function saturnYears(moonSign: number, start: Date, end: Date): SaturnYear[] {
  const years: SaturnYear[] = [];
  for (let year = start.getUTCFullYear(); year <= end.getUTCFullYear(); year += 1) {
    const from = Math.max(Date.UTC(year, 0, 1), start.getTime());
    const to = Math.min(Date.UTC(year + 1, 0, 1), end.getTime());
    if (to - from < 30 * dayMillis) continue;
    const houses = new Map<number, number>();
    for (let at = from; at < to; at += stepMillis) {
      const house = signDistance(moonSign, saturnAt(at).sign);
      houses.set(house, (houses.get(house) ?? 0) + 1);
    }
    const inSadeSati = [...houses.entries()].filter(([house]) => [12, 1, 2].includes(house));
    const [house] = (inSadeSati.length ? inSadeSati : [...houses.entries()]).sort(
      (a, b) => b[1] - a[1],
    )[0] ?? [1];
    const loop = loopBeginningIn(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
    const backOverBoundary =
      loop !== undefined &&
      saturnAt(loop.start.getTime()).sign !== saturnAt(loop.end.getTime()).sign;
    years.push({ year, house, retrograde: loop, backOverBoundary });
  }
  return years;
}

function sadeSatiChapters(context: ReportContext): Chapter[] {
  const { t, language, readings, now } = context;
  const { chart } = first(context);
  const sade = readings.sadeSati;
  const moon = String(chart.moonSign) as keyof typeof sade.byMoonSign;
  const moonSign = signText(chart.moonSign, language);
  const plus = context.product.edition === 'plus';
  const focus = focusPeriod(chart, now);
  const chapters: Chapter[] = [
    birthChartChapter(context, false),
    {
      id: 'moon-and-saturn',
      title: t(label.moonAndSaturn()),
      body: html`<div class="box">${paragraphs(readings.moonSign[moon])}</div>${paragraphs(sade.overview)}`,
    },
    {
      id: 'sade-sati-periods',
      title: t(label.sadeSatiPeriods()),
      body: html`<p>${t(label.sadeSatiPeriodsIntro({ moonSign }))}</p>${sadeSatiTable(context, chart)}`,
    },
    {
      id: 'phases',
      title: t(label.phasesForMoonSign({ moonSign })),
      body: html`${(['rising', 'peak', 'setting'] as const).map(
        (
          phase,
        ) => html`<h2>${sade.phases[phase].title}</h2>${paragraphs(sade.phases[phase].general)}
          <div class="box">${paragraphs(sade.byMoonSign[moon][phase])}</div>`,
      )}`,
    },
  ];
  if (focus) chapters.push(focusChapter(context, chart, focus));
  if (plus) {
    chapters.push(dhaiyaChapter(context, chart));
    if (focus) chapters.push(yearByYearChapter(context, chart, focus));
  }
  chapters.push(remediesChapter(context, focus, plus), howCalculatedChapter(context));
  return chapters;
}

function focusChapter(
  context: ReportContext,
  chart: Chart,
  focus: { period: SadeSatiPeriod; current: boolean },
): Chapter {
  const { t, language, readings, now } = context;
  const sade = readings.sadeSati;
  const moon = String(chart.moonSign) as keyof typeof sade.byMoonSign;
  const { period } = focus;
  const running = period.segments.find(
    (segment) => new Date(segment.start) <= now && now < new Date(segment.end),
  );
  const lordAtStart = dashaAt(chart.dasha, new Date(period.start))?.mahadasha.lord;
  const lordNow = focus.current ? dashaAt(chart.dasha, now)?.mahadasha.lord : undefined;
  const lords = [...new Set([lordAtStart, lordNow].filter((lord) => lord !== undefined))];
  return {
    id: 'focus',
    title: t(focus.current ? label.currentSadeSati() : label.nextSadeSati()),
    body: html`<p class="lead">${t(label.periodRuns({ start: formatDate(period.start, language), end: formatDate(period.end, language) }))}
      ${
        running
          ? t(
              label.phaseNow({
                date: formatDate(now, language),
                sign: signText(running.sign, language),
                phase: phaseName(context, running.phase),
              }),
            )
          : t(label.notInSadeSatiNow({ date: formatDate(now, language) }))
      }</p>
      ${period.segments
        .filter(
          (segment, index, all) =>
            all.findIndex((other) => other.phase === segment.phase) === index,
        )
        .map(
          (segment) => html`<h2>${sade.phases[segment.phase].title}</h2>
            <p class="muted">${period.segments
              .filter((other) => other.phase === segment.phase)
              .map(
                (other) =>
                  `${formatShortDate(other.start, language)} – ${formatShortDate(other.end, language)}`,
              )
              .join('; ')}</p>
            ${paragraphs(sade.byMoonSign[moon][segment.phase])}`,
        )}
      <h2>${t(label.dashaDuringPeriod())}</h2>
      ${lordAtStart ? html`<p>${t(label.dashaAtStart({ lord: planetText(lordAtStart, language) }))}</p>` : ''}
      ${lords.map((lord) => html`<div class="box">${paragraphs(sade.dashaLordDuringSadeSati[lord])}</div>`)}`,
  };
}

function dhaiyaChapter(context: ReportContext, chart: Chart): Chapter {
  const { t, language, readings, now } = context;
  const sade = readings.sadeSati;
  const moon = String(chart.moonSign) as keyof typeof sade.dhaiyaByMoonSign;
  const periods = transitPeriods(chart.dhaiya, now);
  return {
    id: 'dhaiya',
    title: t(label.dhaiya()),
    body: html`${(['kantak', 'ashtama'] as const).map(
      (kind) => html`<h2>${sade.dhaiya[kind].title}</h2>${paragraphs(sade.dhaiya[kind].general)}
        <div class="box">${paragraphs(sade.dhaiyaByMoonSign[moon][kind])}</div>`,
    )}
    <h2>${t(label.dhaiyaPeriods())}</h2>
    <table class="grid"><thead><tr><th>${t(label.phase())}</th><th>${t(label.saturnIn())}</th><th>${t(label.from())}</th><th>${t(label.until())}</th></tr></thead><tbody>
    ${periods.map((period) => {
      const kind = period.segments[0]?.house === 8 ? label.ashtama() : label.kantak();
      return html`<tr class="${period.current ? 'current' : ''}"><td>${t(kind)}</td><td>${signText(period.segments[0]?.sign ?? 1, language)}</td><td class="num">${formatShortDate(period.start, language)}</td><td class="num">${formatShortDate(period.end, language)}</td></tr>`;
    })}
    </tbody></table>`,
  };
}

function yearByYearChapter(
  context: ReportContext,
  chart: Chart,
  focus: { period: SadeSatiPeriod; current: boolean },
): Chapter {
  const { t, language, readings } = context;
  const years = saturnYears(
    chart.moonSign,
    new Date(focus.period.start),
    new Date(focus.period.end),
  );
  return {
    id: 'year-by-year',
    title: t(label.yearByYear()),
    body: html`<p>${t(label.yearByYearIntro())}</p>
      ${years.map((year) => {
        const house = String(year.house) as keyof typeof readings.sadeSati.yearByYear;
        const entry = readings.sadeSati.yearByYear[house] ?? readings.sadeSati.yearByYear['1'];
        return html`<h2>${year.year}: ${t(label.houseFromMoon({ house: ordinal(year.house, language) }))}</h2>
          ${year.retrograde ? html`<p class="muted">${t(label.saturnRetrogradeDates({ start: formatDate(year.retrograde.start, language), end: formatDate(year.retrograde.end, language) }))}</p>` : ''}
          ${paragraphs(year.backOverBoundary ? entry.retrograde : entry.direct)}`;
      })}`,
  };
}

function remediesChapter(
  context: ReportContext,
  focus: { period: SadeSatiPeriod; current: boolean } | undefined,
  plus: boolean,
): Chapter {
  const { t, readings, now } = context;
  const remedies = readings.sadeSati.remedies;
  const running = focus?.period.segments.find(
    (segment) => new Date(segment.start) <= now && now < new Date(segment.end),
  );
  const phases: SadeSatiPhase[] = plus
    ? ['rising', 'peak', 'setting']
    : running
      ? [running.phase]
      : [];
  return {
    id: 'remedies',
    title: t(label.remedies()),
    body: html`<ul class="remedies">${remedies.general.map((remedy) => html`<li>${remedy}</li>`)}</ul>
      ${phases.map(
        (phase) => html`<h2>${t(label.remediesForPhase({ phase: phaseName(context, phase) }))}</h2>
          <ul class="remedies">${remedies.bySaturnPhase[phase].map((remedy) => html`<li>${remedy}</li>`)}</ul>`,
      )}`,
  };
}

/** A short Sade Sati chapter for the Kundli: the periods and the current or next one. */
function sadeSatiSummaryChapter(context: ReportContext, chart: Chart): Chapter {
  const { t, readings, now } = context;
  const focus = focusPeriod(chart, now);
  const moon = String(chart.moonSign) as keyof typeof readings.sadeSati.byMoonSign;
  const running = focus?.period.segments.find(
    (segment) => new Date(segment.start) <= now && now < new Date(segment.end),
  );
  return {
    id: 'sade-sati',
    title: t(label.sadeSatiSection()),
    body: html`${paragraphs(readings.sadeSati.overview[0] ?? '')}${sadeSatiTable(context, chart)}
      ${running ? html`<h2>${readings.sadeSati.phases[running.phase].title}</h2><div class="box">${paragraphs(readings.sadeSati.byMoonSign[moon][running.phase])}</div>` : ''}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Love
// ---------------------------------------------------------------------------------------------

const yearMillis = 365.25 * dayMillis;

/** The antardashas overlapping [from, from + years]. */
function antardashasWithin(chart: Chart, from: Date, years: number) {
  const until = new Date(from.getTime() + years * yearMillis).toISOString();
  const start = from.toISOString();
  return chart.dasha.periods.flatMap((maha) =>
    maha.antar
      .filter((antar) => antar.end > start && antar.start < until)
      .map((antar) => ({ maha: maha.lord, antar })),
  );
}

function loveChapters(context: ReportContext): Chapter[] {
  const { t, language, readings, now } = context;
  const { chart } = first(context);
  const love = readings.love;
  const key = (n: number) => String(n) as keyof typeof love.venusInSign;
  const venus = chart.planets.venus;
  const mars = chart.planets.mars;
  const fifthSign = ((chart.ascendant.sign + 3) % 12) + 1;
  const seventhSign = ((chart.ascendant.sign + 5) % 12) + 1;
  const fifthLord = signLord(fifthSign);
  const seventhLord = signLord(seventhSign);
  const favourable = new Set(['venus', 'jupiter', 'moon', fifthLord, seventhLord]);
  const periods = antardashasWithin(chart, now, 10).filter(({ antar }) =>
    favourable.has(antar.lord),
  );
  const lords = [...new Set(periods.map(({ antar }) => antar.lord))];
  const end = new Date(now.getTime() + 10 * yearMillis);
  return [
    birthChartChapter(context, true),
    {
      id: 'venus-mars',
      title: t(label.venusAndMars()),
      body: html`<h2>${t(label.venus({ sign: signText(venus.sign, language) }))}</h2>${paragraphs(love.venusInSign[key(venus.sign)])}
        <h2>${t(label.mars({ sign: signText(mars.sign, language) }))}</h2>${paragraphs(love.marsInSign[key(mars.sign)])}`,
    },
    {
      id: 'fifth-house',
      title: t(label.fifthHouse()),
      body: html`<h2>${t(label.houseSign({ sign: signText(fifthSign, language), house: ordinal(5, language, 'oblique') }))}</h2>${paragraphs(love.fifthHouseSign[key(fifthSign)])}
        <h2>${t(label.lordInHouse({ lord: planetText(fifthLord, language), house: ordinal(chart.planets[fifthLord].house, language, 'oblique') }))}</h2>${paragraphs(love.lordOfFifthInHouse[key(chart.planets[fifthLord].house)])}`,
    },
    {
      id: 'seventh-house',
      title: t(label.seventhHouse()),
      body: html`<h2>${t(label.houseSign({ sign: signText(seventhSign, language), house: ordinal(7, language, 'oblique') }))}</h2>${paragraphs(love.seventhHouseSign[key(seventhSign)])}
        <h2>${t(label.lordInHouse({ lord: planetText(seventhLord, language), house: ordinal(chart.planets[seventhLord].house, language, 'oblique') }))}</h2>${paragraphs(love.lordOfSeventhInHouse[key(chart.planets[seventhLord].house)])}
        <h2>${t(label.navamsaVenus({ sign: signText(venus.navamsa, language) }))}</h2>${paragraphs(love.venusInNavamsaSign[key(venus.navamsa)])}`,
    },
    {
      id: 'love-periods',
      title: t(label.relationshipDashas()),
      body: html`<p>${t(label.relationshipDashasIntro({ start: formatDate(now, language), end: formatDate(end, language) }))}</p>
        ${periods.length ? dashaTable(context, periods) : html`<p>${t(label.noRelationshipDashas())}</p>`}
        ${lords.map((lord) => html`<h2>${planetText(lord, language)}</h2>${paragraphs(love.dashaForRelationships[lord])}`)}`,
    },
    howCalculatedChapter(context),
  ];
}

function dashaTable(
  context: ReportContext,
  periods: { maha: DashaSpan['lord']; antar: DashaSpan }[],
): Html {
  const { t, language, now } = context;
  return html`<table class="grid"><thead><tr><th>${t(label.mahadasha({ lord: '' })).trim()}</th><th>${t(label.antardashas())}</th><th>${t(label.from())}</th><th>${t(label.until())}</th></tr></thead><tbody>
    ${periods.map(({ maha, antar }) => {
      const running = new Date(antar.start) <= now && now < new Date(antar.end);
      return html`<tr class="${running ? 'current' : ''}"><td>${planetText(maha, language)}</td><td>${planetText(antar.lord, language)}</td><td class="num">${formatShortDate(antar.start, language)}</td><td class="num">${formatShortDate(antar.end, language)}</td></tr>`;
    })}
  </tbody></table>`;
}

// ---------------------------------------------------------------------------------------------
// Premium Janam Kundli
// ---------------------------------------------------------------------------------------------

const movableKaranas = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'gara',
  'vanija',
  'vishti',
] as const;
const fixedKaranas = ['shakuni', 'chatushpada', 'naga'] as const;

/** The reading key of karana 1-60. */
function karanaKey(karana: number) {
  if (karana === 1) return 'kimstughna' as const;
  if (karana >= 58) return fixedKaranas[karana - 58] ?? 'naga';
  return movableKaranas[(karana - 2) % 7] ?? 'bava';
}

function kundliChapters(context: ReportContext): Chapter[] {
  const { t, language, readings, now } = context;
  const { chart } = first(context);
  const key = (n: number) => String(n) as Exclude<keyof typeof readings.ascendant, '_about'>;
  const panchang = chart.panchang;
  const nakshatraKey = String(chart.nakshatra) as keyof typeof readings.moonNakshatra;
  const current = dashaAt(chart.dasha, now);
  const antardashas = antardashasWithin(chart, now, 10);
  const mahadashas = [...new Set(antardashas.map(({ maha }) => maha))];
  return [
    birthChartChapter(context, true),
    {
      id: 'ascendant',
      title: t(label.ascendantSection({ sign: signText(chart.ascendant.sign, language) })),
      body: html`${paragraphs(readings.ascendant[key(chart.ascendant.sign)])}`,
    },
    {
      id: 'moon',
      title: t(label.moonSection({ sign: signText(chart.moonSign, language) })),
      body: html`${paragraphs(readings.moonSign[key(chart.moonSign)])}
        <h2>${t(label.nakshatraSection({ nakshatra: `${nakshatraName(chart.nakshatra)[language]} (${language === 'hi' ? 'चरण' : 'pada'} ${chart.pada})` }))}</h2>
        ${paragraphs(readings.moonNakshatra[nakshatraKey])}`,
    },
    {
      id: 'planets',
      title: t(label.planetsSection()),
      body: html`${grahas.map((graha) => {
        const position = chart.planets[graha];
        return html`<h2>${t(label.planetHeading({ planet: planetText(graha, language), sign: signText(position.sign, language), house: ordinal(position.house, language) }))}</h2>
          <p class="muted">${readings.planets[graha].signifies}</p>
          ${paragraphs(readings.planetInSign[graha][key(position.sign)])}
          ${paragraphs(readings.planetInHouse[graha][key(position.house)])}`;
      })}`,
    },
    {
      id: 'panchang',
      title: t(label.panchangSection()),
      body: html`<h2>${t(label.tithi())}: ${tithiName(panchang.tithi)[language]}</h2>${paragraphs(readings.panchangAtBirth.tithi[String(panchang.tithi) as keyof typeof readings.panchangAtBirth.tithi])}
        <h2>${t(label.vara())}: ${varaName(panchang.vara)[language]}</h2>${paragraphs(readings.panchangAtBirth.vara[String(panchang.vara) as keyof typeof readings.panchangAtBirth.vara])}
        <h2>${t(label.yoga())}: ${yogaName(panchang.yoga)[language]}</h2>${paragraphs(readings.panchangAtBirth.yoga[String(panchang.yoga) as keyof typeof readings.panchangAtBirth.yoga])}
        <h2>${t(label.karana())}: ${karanaName(panchang.karana)[language]}</h2>${paragraphs(readings.panchangAtBirth.karana[karanaKey(panchang.karana)])}`,
    },
    {
      id: 'dasha',
      title: t(label.dashaSection()),
      body: html`${paragraphs(readings.dasha.overview)}
        <p class="muted">${t(label.dashaBalance({ lord: planetText(chart.dasha.balance.lord, language), years: chart.dasha.balance.years.toFixed(2) }))}</p>
        ${mahadashas.map((lord) => {
          const maha = chart.dasha.periods.find(
            (period) => period.lord === lord && period.end > now.toISOString(),
          );
          const subs = antardashas.filter(({ maha: m }) => m === lord);
          return html`<h2>${t(label.mahadasha({ lord: planetText(lord, language) }))}${maha ? html` <span class="muted">(${formatShortDate(maha.start, language)} – ${formatShortDate(maha.end, language)})</span>` : ''}</h2>
            ${paragraphs(readings.dasha.mahadasha[lord])}
            <h3>${t(label.antardashas())}</h3>
            <table class="grid"><tbody>${subs.map(({ antar }) => {
              const running = current?.antardasha.start === antar.start;
              return html`<tr class="${running ? 'current' : ''}"><td style="width:22%"><strong>${planetText(antar.lord, language)}</strong><br/><span class="num">${formatShortDate(antar.start, language)} – ${formatShortDate(antar.end, language)}</span></td><td>${readings.dasha.antardasha[antar.lord]}</td></tr>`;
            })}</tbody></table>`;
        })}`,
    },
    manglikChapter(context, chart),
    sadeSatiSummaryChapter(context, chart),
    howCalculatedChapter(context),
  ];
}

const cancellationKeys: Record<
  keyof typeof manglikCancellations,
  'ownOrExaltedSign' | 'jupiterAspect' | 'moonConjunction'
> = {
  'mars-own-or-exalted-sign': 'ownOrExaltedSign',
  'jupiter-with-or-aspecting-mars': 'jupiterAspect',
  'mars-with-moon': 'moonConjunction',
};

function manglikChapter(context: ReportContext, chart: Chart): Chapter {
  const { t, language, readings } = context;
  const manglik = readings.manglik;
  const dosha = chart.manglik;
  const verdict =
    dosha.from.length === 0
      ? manglik.notManglik
      : dosha.isManglik && dosha.from.length > 1
        ? manglik.strong
        : manglik.mild;
  return {
    id: 'manglik',
    title: t(label.manglikSection()),
    body: html`${paragraphs(manglik.overview)}
      <div class="box"><p><strong>${t(dosha.from.length === 0 ? label.notManglik() : dosha.isManglik ? label.isManglik() : label.manglikCancelled())}</strong></p>${paragraphs(verdict)}</div>
      ${
        dosha.from.length
          ? html`<h2>${t(label.manglikRules())}</h2>
        ${dosha.from.map((reference) => {
          const house = String(dosha.marsHouse[reference]) as keyof typeof manglik.fromHouse;
          const rule = dosha.rules.find((entry) => entry.rule.endsWith(`-from-${reference}`));
          return html`<h3>${rule?.name[language] ?? ''}</h3><p class="muted">${manglik.reference[reference]}</p>${paragraphs(manglik.fromHouse[house] ?? '')}`;
        })}`
          : ''
      }
      ${
        dosha.cancellations.length
          ? html`<h2>${t(label.manglikCancellations())}</h2>${dosha.cancellations.map(
              (cancellation) =>
                html`<h3>${cancellation.name[language]}</h3>${paragraphs(manglik.cancellations[cancellationKeys[cancellation.rule]])}`,
            )}`
          : ''
      }
      ${dosha.isManglik ? html`<h2>${t(label.manglikRemedies())}</h2><ul class="remedies">${manglik.remedies.map((remedy) => html`<li>${remedy}</li>`)}</ul>` : ''}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Kundali matching
// ---------------------------------------------------------------------------------------------

const verdictKeys: Record<Match['verdict'], 'excellent' | 'good' | 'average' | 'poor'> = {
  excellent: 'excellent',
  good: 'good',
  average: 'average',
  'not-recommended': 'poor',
};

/** Which of the two Moons' facts a koota reads: the signs (and their lords) or the nakshatras. */
const kootaReads: Record<Match['kootas'][number]['name'], 'sign' | 'nakshatra'> = {
  varna: 'sign',
  vashya: 'sign',
  tara: 'nakshatra',
  yoni: 'nakshatra',
  grahaMaitri: 'sign',
  gana: 'nakshatra',
  bhakoot: 'sign',
  nadi: 'nakshatra',
};

function matchingChapters(context: ReportContext): Chapter[] {
  const { t, language, readings } = context;
  const [boy, girl] = context.subjects as [ReportSubject, ReportSubject];
  const match = matchCharts(boy.chart, girl.chart);
  const matching = readings.matching;
  const who = [t(label.boy()), t(label.girl())];
  const moonOf = (chart: Chart, reads: 'sign' | 'nakshatra') =>
    reads === 'sign'
      ? `${signText(chart.moonSign, language)} (${planetText(signLord(chart.moonSign), language)})`
      : `${nakshatraName(chart.nakshatra)[language]} ${chart.pada}`;
  const kootaRows = match.kootas.map(
    (koota) =>
      html`<tr><td>${koota.label[language]}</td><td>${moonOf(boy.chart, kootaReads[koota.name])}</td><td>${moonOf(girl.chart, kootaReads[koota.name])}</td><td class="num">${koota.points} / ${koota.max}</td></tr>`,
  );
  const bothManglik = match.manglik.boy.isManglik && match.manglik.girl.isManglik;
  const oneManglik = match.manglik.boy.isManglik !== match.manglik.girl.isManglik;
  const cancelledByRule = [match.manglik.boy, match.manglik.girl].some(
    (manglik) => manglik.from.length > 0 && !manglik.isManglik,
  );
  const manglikVerdict = bothManglik
    ? matching.manglik.both
    : oneManglik
      ? matching.manglik.oneOnly
      : cancelledByRule
        ? matching.manglik.cancelledByRule
        : matching.manglik.neither;
  const verdict = matching.verdict[verdictKeys[match.verdict]];
  return [
    {
      id: 'charts',
      title: t(label.birthCharts()),
      body: html`<div class="charts">${context.subjects.map((subject, index) => chartFigure(context, subject.chart, 'rashi', `${who[index]}: ${subject.person.name}`))}</div>
        ${chartKey(context)}
        <div class="pair">${context.subjects.map(
          (subject, index) =>
            html`<div><h3>${who[index]}: ${subject.person.name}</h3>${birthDetails(context, subject)}${keyFacts(context, subject.chart)}</div>`,
        )}</div>`,
    },
    {
      id: 'guna-milan',
      title: t(label.gunaMilan()),
      body: html`<table class="grid"><thead><tr><th>${t(label.koota())}</th><th>${who[0]}</th><th>${who[1]}</th><th>${t(label.points())}</th></tr></thead>
        <tbody>${kootaRows}<tr class="current"><td>${t(label.total())}</td><td></td><td></td><td class="num">${match.total} / 36</td></tr></tbody></table>
        ${match.tableTotal !== match.total ? html`<p class="muted">${t(label.tableTotalNote({ total: match.tableTotal }))}</p>` : ''}
        ${match.kootas.map((koota) => {
          const reading = matching.kootas[koota.name];
          const level =
            koota.points >= koota.max
              ? reading.full
              : koota.points <= 0
                ? reading.none
                : reading.partial;
          return html`<h2>${reading.name}: ${t(label.pointsOf({ points: koota.points, max: koota.max }))}</h2>
            <p class="muted">${reading.meaning}</p>
            ${paragraphs(level)}
            ${koota.exception ? html`<div class="box"><p><strong>${koota.exception.name[language]}</strong></p>${paragraphs(koota.name === 'nadi' ? matching.exceptions.nadiCancelled : matching.exceptions.bhakootCancelled)}</div>` : ''}`;
        })}`,
    },
    {
      id: 'verdict',
      title: t(label.verdict({ total: match.total })),
      body: html`<div class="score">${match.total} / 36</div>
        <h2>${verdict.title}</h2>${paragraphs(verdict.text)}
        <p class="muted">${match.verdictLabel[language]}</p>`,
    },
    {
      id: 'manglik',
      title: t(label.manglikOfBoth()),
      body: html`<table class="grid"><tbody>${context.subjects.map((subject, index) => {
        const manglik = subject.chart.manglik;
        const status =
          manglik.from.length === 0
            ? label.notManglik()
            : manglik.isManglik
              ? label.isManglik()
              : label.manglikCancelled();
        return html`<tr><th style="width:30%">${who[index]}: ${subject.person.name}</th><td><strong>${t(status)}</strong>
          ${manglik.rules.length ? html`<br/>${manglik.rules.map((rule) => rule.name[language]).join('; ')}` : ''}
          ${manglik.cancellations.length ? html`<br/><span class="muted">${manglik.cancellations.map((rule) => rule.name[language]).join('; ')}</span>` : ''}</td></tr>`;
      })}</tbody></table>
      <div class="box">${paragraphs(manglikVerdict)}</div>
      ${paragraphs(readings.manglik.overview)}`,
    },
    howCalculatedChapter(context),
  ];
}
