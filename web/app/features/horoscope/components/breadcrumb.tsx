import { useTranslation } from 'react-i18next';
import { Link } from '~/components/ui/localized-link';
import { horoscopeListPath } from '../paths';

type Crumb = { label: string; to?: string };

/**
 * Home / Horoscope / `items` on the dark hero; the last crumb is the current page.
 *
 *   <Breadcrumb items={[{ label: 'Weekly', to: '/horoscope/weekly-horoscope' }, { label: 'Leo' }]} />
 */
export function Breadcrumb({ items: trail }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('horoscope');
  const items = [
    { label: t('breadcrumb.home'), to: '/' },
    { label: t('breadcrumb.horoscope'), to: horoscopeListPath('weekly') },
    ...trail,
  ];
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-cream-200/80 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-gold-400/70">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="underline-offset-4 hover:text-gold-200 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-gold-200">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
