import { grahaNames, signName } from '@app/astro/names';
import type { Language } from '@app/contract/site';
import { useId } from 'react';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import {
  type ChartData,
  chartSize,
  type LaidOutGraha,
  northChartLines,
  northIndianLayout,
  southCellSize,
  southIndianLayout,
} from './chart-geometry';
import type { ChartStyle } from './chart-style';

registerNamespace('birth-chart');

/**
 * A birth chart (rashi, navamsa, ...) drawn as SVG in the North or South Indian style, crisp at
 * any size and in print. Each house or sign box carries `data-house`, `data-sign` and
 * `data-grahas` (the grahas in it, e.g. "sun mercury"); the ascendant's has
 * `data-ascendant="true"`. For screen readers the picture is described in words (house by house,
 * with the signs and grahas); the planet table beside it is the fuller text equivalent.
 *
 * This module imports the engine's name tables: render it only where the engine is loaded
 * anyway (a result computed in the browser), not in a page's first load.
 *
 *   <BirthChart chart={{ firstSign, ascendantSign, placements }} chartStyle="north"
 *     title="Rashi chart (D1)" centreLines={['Rashi', 'D1']} />
 */
export function BirthChart({
  chart,
  chartStyle,
  title,
  centreLines = [],
  className = '',
}: {
  chart: ChartData;
  chartStyle: ChartStyle;
  /** The chart's name, for screen readers (the visible heading is the caller's). */
  title: string;
  /** Up to three short lines in the middle of the South Indian chart. */
  centreLines?: readonly string[];
  className?: string;
}) {
  const { t } = useTranslation('birth-chart');
  const { language } = useLanguage();
  const id = useId();
  const description = describeChart(chart, chartStyle, language, t);
  return (
    <svg
      viewBox={`0 0 ${chartSize} ${chartSize}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-chart-style={chartStyle}
      className={`block h-auto w-full select-none ${className}`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {chartStyle === 'north' ? (
        <NorthIndianChart chart={chart} />
      ) : (
        <SouthIndianChart chart={chart} centreLines={centreLines} />
      )}
    </svg>
  );
}

type Translate = ReturnType<typeof useTranslation<'birth-chart'>>['t'];

/** A sign's name without its Sanskrit gloss: "Leo", "सिंह". */
function shortSignName(sign: number, language: Language): string {
  return signName(sign)[language].replace(/\s*\(.*\)$/, '');
}

/** The chart in words: the style, the ascendant (or the Moon as first house), house by house. */
function describeChart(
  chart: ChartData,
  chartStyle: ChartStyle,
  language: Language,
  t: Translate,
): string {
  const sentences = [t(chartStyle === 'north' ? 'describe.north' : 'describe.south')];
  const firstSignName = signName(chart.firstSign)[language];
  sentences.push(
    chart.ascendantSign === null
      ? t('describe.moonFirst', { sign: firstSignName })
      : t('describe.ascendant', { sign: firstSignName }),
  );
  for (const house of northIndianLayout(chart)) {
    if (house.grahas.length === 0) continue;
    const grahas = house.grahas.map((placement) => {
      const name = grahaNames[placement.graha][language];
      return placement.retrograde ? t('describe.retrograde', { graha: name }) : name;
    });
    sentences.push(
      t('describe.house', {
        house: house.house,
        sign: signName(house.sign)[language],
        grahas: grahas.join(', '),
      }),
    );
  }
  return sentences.join(' ');
}

function GrahaLabel({ placement }: { placement: LaidOutGraha }) {
  const { t } = useTranslation('birth-chart');
  const [x, y] = placement.at;
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={15}
      className="fill-ink-900 font-semibold"
    >
      {t(`grahas.${placement.graha}`)}
      {placement.retrograde ? (
        <tspan fontSize={10} dy={-6} className="fill-saffron-700">
          {t('retrogradeMark')}
        </tspan>
      ) : null}
    </text>
  );
}

function AscendantLabel({ at }: { at: readonly [number, number] }) {
  const { t } = useTranslation('birth-chart');
  return (
    <text
      x={at[0]}
      y={at[1]}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={13}
      className="fill-saffron-700 font-semibold"
    >
      {t('ascendantMark')}
    </text>
  );
}

const grahaList = (grahas: readonly LaidOutGraha[]) =>
  grahas.map((placement) => placement.graha).join(' ');

function NorthIndianChart({ chart }: { chart: ChartData }) {
  const houses = northIndianLayout(chart);
  return (
    <g>
      <rect
        x={1}
        y={1}
        width={chartSize - 2}
        height={chartSize - 2}
        className="fill-cream-50 stroke-maroon-700"
        strokeWidth={2}
      />
      {houses.map((house) => (
        <g
          key={house.house}
          data-house={house.house}
          data-sign={house.sign}
          data-grahas={grahaList(house.grahas)}
          data-ascendant={house.isAscendant || undefined}
        >
          <polygon
            points={house.polygon.map((point) => point.join(',')).join(' ')}
            className={house.isAscendant ? 'fill-saffron-100' : 'fill-transparent'}
          />
          <text
            x={house.signAt[0]}
            y={house.signAt[1]}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={13}
            className="fill-maroon-600"
          >
            {house.sign}
          </text>
          {house.ascendantAt ? <AscendantLabel at={house.ascendantAt} /> : null}
          {house.grahas.map((placement) => (
            <GrahaLabel key={placement.graha} placement={placement} />
          ))}
        </g>
      ))}
      {northChartLines.map(([from, to]) => (
        <line
          key={`${from.join(',')}-${to.join(',')}`}
          x1={from[0]}
          y1={from[1]}
          x2={to[0]}
          y2={to[1]}
          className="stroke-maroon-700"
          strokeWidth={1.5}
        />
      ))}
    </g>
  );
}

function SouthIndianChart({
  chart,
  centreLines,
}: {
  chart: ChartData;
  centreLines: readonly string[];
}) {
  const { language } = useLanguage();
  const boxes = southIndianLayout(chart);
  const cell = southCellSize;
  return (
    <g>
      <rect
        x={cell}
        y={cell}
        width={cell * 2}
        height={cell * 2}
        className="fill-cream-100 stroke-maroon-700"
        strokeWidth={1.5}
      />
      {centreLines.slice(0, 3).map((line, index) => (
        <text
          key={line}
          x={chartSize / 2}
          y={chartSize / 2 + (index - (Math.min(centreLines.length, 3) - 1) / 2) * 24}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={index === 0 ? 20 : 14}
          className={index === 0 ? 'fill-maroon-800 font-display' : 'fill-ink-700'}
        >
          {line}
        </text>
      ))}
      {boxes.map((box) => (
        <g
          key={box.sign}
          data-sign={box.sign}
          data-house={box.house}
          data-grahas={grahaList(box.grahas)}
          data-ascendant={box.isAscendant || undefined}
        >
          <rect
            x={box.x}
            y={box.y}
            width={cell}
            height={cell}
            className={`${box.isAscendant ? 'fill-saffron-100' : 'fill-cream-50'} stroke-maroon-700`}
            strokeWidth={1.5}
          />
          {box.isAscendant ? (
            <line
              x1={box.x + cell - 24}
              y1={box.y}
              x2={box.x + cell}
              y2={box.y + 24}
              className="stroke-saffron-700"
              strokeWidth={2}
            />
          ) : null}
          <text x={box.x + 7} y={box.y + 16} fontSize={11.5} className="fill-maroon-600">
            {shortSignName(box.sign, language)}
          </text>
          {box.ascendantAt ? <AscendantLabel at={box.ascendantAt} /> : null}
          {box.grahas.map((placement) => (
            <GrahaLabel key={placement.graha} placement={placement} />
          ))}
        </g>
      ))}
    </g>
  );
}
