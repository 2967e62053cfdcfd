import type { Chart } from '@app/astro/chart';
import { howComputed } from '@app/astro/how-computed';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { ComputationList, ComputedWhere } from './how-computed-lines';

registerNamespace('calculators');

/**
 * "How this was calculated": the engine's own account of each chart (birth time with the offset
 * and UTC, coordinates, Julian day, ayanamsa, node, houses, dasha year, ephemeris), so a reader
 * can check it against an almanac or another program; and that it was all done on the device
 * (`kept`: where the details stay, the device's recent charts or only the page's address).
 * Two charts (a match) each get a titled list.
 */
export function HowComputedPanel({
  charts,
  kept = 'recent',
}: {
  charts: readonly { key: string; title?: string; chart: Chart }[];
  kept?: 'recent' | 'link';
}) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[repeat(auto-fit,minmax(22rem,1fr))]">
        {charts.map(({ key, title, chart }) => (
          <div key={key} data-computed-for={key}>
            {title ? <h3 className="mb-3 font-display text-maroon-800 text-xl">{title}</h3> : null}
            <ComputationList
              lines={howComputed(chart).map(({ key, label, value }) => ({
                key,
                label: label[language],
                value: value[language],
              }))}
            />
          </div>
        ))}
      </div>
      <ComputedWhere>
        {kept === 'recent' ? t('howComputed.device') : t('howComputed.deviceLink')}
      </ComputedWhere>
    </>
  );
}
