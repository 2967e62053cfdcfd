import { type Stat, StatsBand } from '~/components/ui/stats-band';
import { statsBackgroundArt } from '~/features/home/home-art';
import { useTranslation } from '~/lib/i18n';
import { BackgroundArt } from './background-art';

/** The six figures of spec section 2, counting up over a night sky when they come into view. */
export function HomeStats() {
  const { t } = useTranslation('home');
  const stats = t('stats.items', { returnObjects: true }) as Stat[];
  return (
    <StatsBand
      id="stats"
      title={t('stats.title')}
      stats={stats}
      background={<BackgroundArt art={statsBackgroundArt} />}
    />
  );
}
