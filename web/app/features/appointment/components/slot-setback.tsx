import type { Slot } from '@app/contract/consultation-slots';
import { site } from '@app/contract/site';
import { formatZonedDateTime, formatZonedTime, indiaTimeZone } from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

/**
 * A time lost on the way to booking it, told where the visitor is (beside Pay, or under the
 * move's calendar): why, and the next free times the server offered, each a button that
 * chooses it. `children` is the explanation.
 */
export function SlotSetback({
  title,
  children,
  slots,
  zone,
  onChoose,
}: {
  title: string;
  children?: string;
  slots: Slot[];
  zone: string;
  onChoose: (slot: Slot) => void;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <div
      role="alert"
      data-testid="slot-setback"
      className="rounded-xl border border-warning-700/40 bg-warning-100 px-4 py-3.5 text-ink-900"
    >
      <p className="font-semibold text-warning-700">{title}</p>
      {children ? <p className="mt-1 text-sm leading-relaxed">{children}</p> : null}
      {slots.length === 0 ? (
        <p className="mt-2 text-sm">{t('picker.none', { phone: site.phones[0] })}</p>
      ) : (
        <ul className="mt-3 grid gap-2 @md:grid-cols-2">
          {slots.map((slot) => (
            <li key={slot.start}>
              <button
                type="button"
                data-testid="offered-slot"
                data-start={slot.start}
                onClick={() => onChoose(slot)}
                className="w-full rounded-xl border-2 border-maroon-700/30 bg-white px-3 py-2 text-left transition-colors hover:border-maroon-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
              >
                <span className="block font-semibold text-maroon-800 text-sm">
                  {formatZonedDateTime(slot.start, zone, language)}
                </span>
                {zone === indiaTimeZone ? null : (
                  <span className="block text-ink-500 text-xs tabular-nums">
                    {t('picker.ist', {
                      time: formatZonedTime(slot.start, indiaTimeZone, language),
                    })}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
