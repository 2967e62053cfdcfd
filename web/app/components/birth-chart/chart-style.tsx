import { useId, useSyncExternalStore } from 'react';
import { registerNamespace, useTranslation } from '~/lib/i18n';

registerNamespace('birth-chart');

/** The two traditional ways of drawing a chart (see chart-geometry.ts). */
export type ChartStyle = 'north' | 'south';
const chartStyles: readonly ChartStyle[] = ['north', 'south'];

/** The visitor's choice is remembered on the device (localStorage), for every chart of the site. */
const storageKey = 'chart-style';
const listeners = new Set<() => void>();
let chosen: ChartStyle | null = null;

function storedStyle(): ChartStyle {
  if (chosen) return chosen;
  try {
    chosen = window.localStorage.getItem(storageKey) === 'south' ? 'south' : 'north';
  } catch {
    chosen = 'north';
  }
  return chosen;
}

function chooseStyle(style: ChartStyle) {
  chosen = style;
  try {
    window.localStorage.setItem(storageKey, style);
  } catch {
    // Storage can be blocked (private mode): the choice then lasts for this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chart style the visitor chose last (North Indian until they choose), and the way to choose. */
export function useChartStyle(): [ChartStyle, (style: ChartStyle) => void] {
  const style = useSyncExternalStore(subscribe, storedStyle, () => 'north' as const);
  return [style, chooseStyle];
}

/**
 * The North/South Indian switch: a pair of radio buttons drawn as one segmented control. Every
 * chart that reads `useChartStyle` follows it, and the choice is remembered.
 */
export function ChartStyleToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation('birth-chart');
  const [style, setStyle] = useChartStyle();
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="sr-only">{t('style.label')}</legend>
      <div className="inline-flex rounded-full border border-maroon-700/30 bg-white p-1 shadow-xs">
        {chartStyles.map((option) => (
          <label
            key={option}
            className="relative cursor-pointer rounded-full px-4 py-1.5 font-semibold text-maroon-800 text-sm transition-colors has-checked:bg-maroon-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-600"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={style === option}
              onChange={() => setStyle(option)}
              className="sr-only"
            />
            {t(`style.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
