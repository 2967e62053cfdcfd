import { useTranslation } from 'react-i18next';
import { Picture } from '~/components/ui/picture';
import { type Stat, StatsBand } from '~/components/ui/stats-band';
import { statsBackgroundArt } from '~/features/home/home-art';
import { useWindowLoaded } from '~/features/home/hooks/use-window-loaded';

/** The six figures of spec section 2, counting up over a night sky when they come into view. */
export function HomeStats() {
  const { t } = useTranslation('home');
  const stats = t('stats.items', { returnObjects: true }) as Stat[];
  const loaded = useWindowLoaded();
  return (
    <StatsBand
      id="stats"
      title={t('stats.title')}
      stats={stats}
      background={
        loaded ? (
          <Picture
            file={statsBackgroundArt.small}
            wide={statsBackgroundArt.wide}
            sizes="100vw"
            alt=""
            className="size-full object-cover"
          />
        ) : null
      }
    />
  );
}
