import { HistoryIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { birthDate } from '~/components/birth-details/birth-details';
import { birthDetailsOfFragment } from '~/components/birth-details/birth-link';
import { placeName } from '~/components/birth-details/place-names';
import { formatCalendarDate } from '~/lib/astro-format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

/**
 * The charts this device remembers (newest first), each to open again or forget, and a way to
 * forget them all. Nothing is shown before hydration: the list lives in the browser.
 */
export function RecentCharts({
  links,
  onOpen,
  onForget,
  onForgetAll,
}: {
  links: readonly string[];
  onOpen: (fragment: string) => void;
  onForget: (fragment: string) => void;
  onForgetAll: () => void;
}) {
  const { t } = useTranslation('calculators-kundli');
  const { language } = useLanguage();
  const [notice, setNotice] = useState('');
  const charts = links.flatMap((fragment) => {
    const details = birthDetailsOfFragment(fragment);
    if (!details?.place) return [];
    const date = formatCalendarDate(birthDate(details), language);
    const name = details.name.trim() || t('recent.unnamed', { date });
    return [{ fragment, name, date, place: placeName(details.place, language), details }];
  });

  return (
    <section
      aria-labelledby="recent-charts-title"
      data-testid="recent-charts"
      className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="recent-charts-title" className="flex items-center gap-2 text-2xl text-maroon-800">
        <HistoryIcon aria-hidden="true" className="size-5 text-saffron-700" />
        {t('recent.title')}
      </h2>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {charts.length === 0 ? (
        <p className="mt-3 text-ink-700 text-sm leading-relaxed">{notice || t('recent.empty')}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-gold-200">
            {charts.map((chart) => (
              <li key={chart.fragment} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink-900">{chart.name}</p>
                  <p className="truncate text-ink-500 text-sm">
                    {chart.details.name.trim() ? `${chart.date} · ` : ''}
                    {chart.place}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onOpen(chart.fragment)}
                  aria-label={t('recent.openLabel', { name: chart.name })}
                  className="min-h-9 rounded-full border-2 border-maroon-700 px-3.5 font-semibold text-maroon-700 text-sm hover:bg-maroon-50"
                >
                  {t('recent.open')}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    onForget(chart.fragment);
                    setNotice(t('recent.forgotten'));
                  }}
                  aria-label={t('recent.forgetLabel', { name: chart.name })}
                  title={t('recent.forget')}
                  className="flex size-9 items-center justify-center rounded-full text-ink-500 hover:bg-danger-100 hover:text-danger-600"
                >
                  <Trash2Icon aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              onForgetAll();
              setNotice(t('recent.forgotten'));
            }}
            className="mt-2 font-semibold text-danger-600 text-sm underline decoration-danger-600/40 underline-offset-4 hover:decoration-danger-600"
          >
            {t('recent.forgetAll')}
          </button>
        </>
      )}
    </section>
  );
}
