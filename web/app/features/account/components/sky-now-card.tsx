import type { SavedPerson } from '@app/contract/account';
import type { ZodiacSignName } from '@app/contract/zodiac';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSavedPeople } from '~/components/birth-details/saved-people';
import { Button } from '~/components/ui/button';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useAstroEngine } from '~/lib/astro-engine';
import { useTranslation } from '~/lib/i18n';

/** The facts need the engine's modules: loaded with the engine, never with the page. */
const SkyNowFacts = lazy(() => import('./sky-now-facts'));

/**
 * "Your sky now" (issue 33): for the account's own saved birth ("Me"), computed on this device
 * by the engine: the Moon sign and nakshatra, the dasha and antardasha running today, whether
 * Sade Sati is on, and today's reading for the Moon sign (`reading`, given by the route). Without
 * "Me" among the saved people, a button opens the form to add them.
 */
export function SkyNowCard({
  reading,
  onAddSelf,
}: {
  reading: (sign: ZodiacSignName) => ReactNode;
  onAddSelf: () => void;
}) {
  const { t } = useTranslation('account');
  const { people } = useSavedPeople();
  const self: SavedPerson | undefined = people?.find((person) => person.relation === 'self');
  const astro = useAstroEngine();
  const { load } = astro;
  useEffect(() => {
    if (self) void load();
  }, [self, load]);

  const loading = (
    <SkeletonGroup label={t('sky.loading')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-16" />
      ))}
    </SkeletonGroup>
  );
  if (!people) return loading;
  if (!self) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-cream-50 p-5">
        <p className="max-w-xl text-ink-700">{t('sky.none')}</p>
        <Button onClick={onAddSelf}>{t('sky.addSelf')}</Button>
      </div>
    );
  }
  if (astro.failed) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-ink-700">{t('sky.engineFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void load()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!astro.engine) return loading;
  return (
    <Suspense fallback={loading}>
      <SkyNowFacts engine={astro.engine} person={self} reading={reading} />
    </Suspense>
  );
}
