import { useTranslation } from 'react-i18next';
import { type Stat, StatsBand } from '~/components/ui/stats-band';
import { ArtPicture, statsBackgroundArt } from '~/features/home/components/art-picture';
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
          <ArtPicture
            small={statsBackgroundArt.small}
            wide={statsBackgroundArt.wide}
            alt=""
            className="size-full object-cover"
          />
        ) : null
      }
    />
  );
}
