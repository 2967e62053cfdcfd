import { type Crumb, Breadcrumb as Trail } from '~/components/ui/breadcrumb';
import { useTranslation } from '~/lib/i18n';
import { horoscopeListPath } from '../paths';

/**
 * Home / Horoscope / `items` on the dark hero; the last crumb is the current page.
 *
 *   <Breadcrumb items={[{ label: 'Weekly', to: '/horoscope/weekly-horoscope' }, { label: 'Leo' }]} />
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('horoscope');
  return (
    <Trail
      label={t('breadcrumb.label')}
      items={[
        { label: t('breadcrumb.home'), to: '/' },
        { label: t('breadcrumb.horoscope'), to: horoscopeListPath('weekly') },
        ...items,
      ]}
    />
  );
}
