import type { HoroscopeKind } from '@app/contract/horoscope';
import { compatibilityLabel } from '@app/contract/horoscope-page';
import type { Language } from '@app/contract/site';
import type { ZodiacSign } from '@app/contract/zodiac';
import { CalendarIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Skeleton, SkeletonGroup, SkeletonText } from '~/components/ui/skeleton';
import { ApiError } from '~/lib/api-client';
import { useTranslation } from '~/lib/i18n';
import type { ResourceState } from '~/lib/use-api-resource';
import type { HoroscopeResult } from '../api/get-horoscope';

const factKeys = ['mood', 'color', 'luckyNumber', 'luckyTime', 'compatibility'] as const;

function cardFrame(children: ReactNode, props: Record<string, string> = {}) {
  return (
    <article
      className="relative overflow-hidden rounded-card border border-gold-200 bg-white shadow-card"
      {...props}
    >
      <div
        aria-hidden="true"
        className="h-1.5 bg-gradient-to-r from-saffron-500 via-gold-400 to-maroon-600"
      />
      <div className="p-5 sm:p-8">{children}</div>
    </article>
  );
}

/**
 * Whether a reading failed because the device is offline (the service worker had no copy of
 * it, docs/decisions/045): the card then also says that it needs a connection.
 */
function isOffline(error: unknown) {
  return error instanceof ApiError && error.kind === 'unreachable' && !navigator.onLine;
}

/**
 * The result card (specification section 2): "{Type} Horoscope for {sign}", the date, the
 * description, Mood, Color, Lucky Number, Lucky Time and Compatible With; a skeleton while the
 * reading loads; the no-data texts when there is none (and, offline, that it needs a connection).
 */
export function ReadingCard({
  kind,
  sign,
  language,
  state,
  onRetry,
}: {
  kind: HoroscopeKind;
  sign: ZodiacSign;
  language: Language;
  state: ResourceState<HoroscopeResult>;
  onRetry: () => void;
}) {
  const { t } = useTranslation('horoscope');

  if (state.kind === 'loading') {
    return cardFrame(
      <SkeletonGroup
        label={t('reading.loading')}
        className="text-maroon-800"
        data-testid="reading-skeleton"
      >
        <Skeleton className="h-8 w-3/4 sm:w-1/2" />
        <Skeleton className="mt-3 h-4 w-40" />
        <SkeletonText lines={5} className="mt-6" />
        <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {factKeys.map((key) => (
            <div key={key} className="rounded-xl border border-gold-100 p-4">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="mt-2.5 h-5 w-24" />
            </div>
          ))}
        </div>
      </SkeletonGroup>,
    );
  }

  if (state.kind === 'failed') {
    return cardFrame(
      <div role="alert" className="py-6 text-center">
        <p className="font-display text-2xl text-maroon-800">{t('reading.noData')}</p>
        <p className="mx-auto mt-2 max-w-md text-ink-700">{t('reading.problem')}</p>
        {isOffline(state.error) ? (
          <p className="mx-auto mt-2 max-w-md text-ink-700">{t('reading.offline')}</p>
        ) : null}
        <Button variant="outline" size="sm" className="mt-5" onClick={onRetry}>
          {t('reading.retry')}
        </Button>
      </div>,
    );
  }

  const { reading, year } = state.data;
  const title = t(`kinds.${kind}.cardTitle`, { sign: sign.displayName[language], year });
  const values: Record<(typeof factKeys)[number], string> = {
    mood: reading.mood,
    color: reading.color,
    luckyNumber: reading.lucky_number,
    luckyTime: reading.lucky_time,
    compatibility: compatibilityLabel(reading.compatibility, language),
  };

  return cardFrame(
    <>
      <h2 className="text-2xl text-maroon-800 sm:text-3xl">{title}</h2>
      <p className="mt-2 flex items-center gap-2 font-semibold text-saffron-700 text-sm">
        <CalendarIcon className="size-4" strokeWidth={2} />
        <span className="sr-only">{t('reading.date')}: </span>
        <span data-testid="reading-date">{reading.current_date}</span>
      </p>
      {/* Paragraphs are a blank line apart in the reading (decision 036). */}
      <p
        className="mt-5 whitespace-pre-line text-ink-900 text-lg leading-relaxed"
        data-testid="reading-description"
      >
        {reading.description}
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {factKeys.map((key) => (
          <div
            key={key}
            className={`rounded-xl border border-gold-200 bg-cream-50 p-4 ${key === 'compatibility' ? 'col-span-2' : ''}`}
          >
            <dt className="font-semibold text-gold-700 text-sm">{t(`reading.${key}`)}</dt>
            <dd className="mt-1 font-semibold text-maroon-800 text-lg leading-snug">
              {values[key]}
            </dd>
          </div>
        ))}
      </dl>
    </>,
    { 'data-testid': 'reading-card' },
  );
}
