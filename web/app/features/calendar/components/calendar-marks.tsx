import type { CalendarMark } from '@app/astro/calendar-month';
import { SunIcon } from 'lucide-react';
import { useTranslation } from '~/lib/i18n';

/**
 * The marks of the month grid: Purnima a gold full disc, Amavasya a dark disc, Ekadashi a
 * saffron diamond, Sankranti the Sun. Drawn with CSS and one icon (no picture to load); the
 * words travel beside them (visible, or for screen readers), and the key explains them.
 */
export const calendarMarks: readonly CalendarMark[] = [
  'purnima',
  'amavasya',
  'ekadashi',
  'sankranti',
];

export function MarkIcon({ mark, className = '' }: { mark: CalendarMark; className?: string }) {
  switch (mark) {
    case 'purnima':
      return (
        <span
          aria-hidden="true"
          className={`inline-block size-3.5 shrink-0 rounded-full border border-gold-600 bg-gold-300 ${className}`}
        />
      );
    case 'amavasya':
      return (
        <span
          aria-hidden="true"
          className={`inline-block size-3.5 shrink-0 rounded-full border border-ink-900 bg-ink-700 ${className}`}
        />
      );
    case 'ekadashi':
      return (
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 shrink-0 rotate-45 rounded-[2px] bg-saffron-600 ${className}`}
        />
      );
    case 'sankranti':
      return (
        <SunIcon
          aria-hidden="true"
          strokeWidth={2.25}
          className={`size-4 shrink-0 text-saffron-700 ${className}`}
        />
      );
  }
}

/** "How to read it": the marks, the paksha letters, festivals and today, under the grid. */
export function CalendarKey({ id }: { id: string }) {
  const { t } = useTranslation('calendar');
  return (
    <section aria-labelledby={id} className="rounded-xl bg-cream-50 px-4 py-4 sm:px-5">
      <h3 id={id} className="font-sans font-semibold text-base text-ink-900">
        {t('month.key.title')}
      </h3>
      <ul className="mt-3 grid gap-x-6 gap-y-2 text-ink-700 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {calendarMarks.map((mark) => (
          <li key={mark} className="flex items-center gap-2.5">
            <span className="flex w-4 justify-center">
              <MarkIcon mark={mark} />
            </span>
            {t(`month.key.${mark}`)}
          </li>
        ))}
        <li className="flex items-center gap-2.5">
          <span aria-hidden="true" className="flex w-4 justify-center">
            <span className="h-3.5 w-0.5 bg-saffron-500" />
          </span>
          {t('month.key.festival')}
        </li>
        <li className="flex items-center gap-2.5">
          <span aria-hidden="true" className="flex w-4 justify-center">
            <span className="size-3.5 rounded-[4px] ring-2 ring-saffron-500" />
          </span>
          {t('month.today')}
        </li>
        <li className="sm:col-span-2 lg:col-span-3">{t('month.key.paksha')}</li>
      </ul>
    </section>
  );
}
