import type { Manglik } from '@app/astro/manglik';
import { CheckCircle2Icon, CircleAlertIcon, ShieldIcon } from 'lucide-react';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('calculators');

export type ManglikVerdict = 'yes' | 'no' | 'cancelled';

/**
 * The manglik rules that count for a chart: all three references with the birth time, the Moon
 * and Venus only without it (the ascendant then is unknown).
 */
export function manglikView(manglik: Manglik, timeKnown: boolean) {
  const rules = timeKnown
    ? manglik.rules
    : manglik.rules.filter((rule) => !rule.rule.endsWith('-from-ascendant'));
  const cancellations = rules.length > 0 ? manglik.cancellations : [];
  const verdict: ManglikVerdict =
    rules.length === 0 ? 'no' : cancellations.length > 0 ? 'cancelled' : 'yes';
  return { rules, cancellations, verdict };
}

/**
 * Manglik status: the verdict, the house of Mars from the ascendant, the Moon and Venus, each
 * rule that matched and each cancellation that applies, with their names in the page's language;
 * and, unless `showRule` is false (a page showing two people says it once), how the rule is read.
 */
export function ManglikStatus({
  manglik,
  timeKnown,
  showRule = true,
  showVerdict = true,
}: {
  manglik: Manglik;
  timeKnown: boolean;
  showRule?: boolean;
  /** Whether to open with the verdict and its explanation (a page that heads with them does not). */
  showVerdict?: boolean;
}) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const { rules, cancellations, verdict } = manglikView(manglik, timeKnown);
  const references = (['ascendant', 'moon', 'venus'] as const).filter(
    (reference) => timeKnown || reference !== 'ascendant',
  );
  const Icon =
    verdict === 'yes' ? CircleAlertIcon : verdict === 'cancelled' ? ShieldIcon : CheckCircle2Icon;
  return (
    <div data-manglik={verdict}>
      {showVerdict ? (
        <>
          <p
            className={`flex items-center gap-2.5 font-display text-2xl ${verdict === 'yes' ? 'text-danger-600' : verdict === 'cancelled' ? 'text-warning-700' : 'text-success-600'}`}
          >
            <Icon aria-hidden="true" className="size-7 shrink-0" />
            {t(`manglik.${verdict}`)}
          </p>
          <p className="mt-2 text-ink-700 leading-relaxed">
            {verdict === 'yes'
              ? t('manglik.explainYes')
              : verdict === 'cancelled'
                ? t('manglik.explainCancelled')
                : t('manglik.explainNo')}
          </p>
        </>
      ) : null}
      <p className={`font-semibold text-ink-900 text-sm ${showVerdict ? 'mt-4' : ''}`}>
        {t('manglik.marsFrom')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {references.map((reference) => (
          <li
            key={reference}
            className="rounded-full border border-gold-300 bg-cream-100 px-3 py-1 text-sm"
          >
            {t(`manglik.from.${reference}`)}:{' '}
            <span className="font-semibold">
              {t('manglik.houseNumber', { house: manglik.marsHouse[reference] })}
            </span>
          </li>
        ))}
      </ul>
      {rules.length > 0 ? (
        <>
          <p className="mt-4 font-semibold text-ink-900 text-sm">{t('manglik.rules')}</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-ink-700">
            {rules.map((rule) => (
              <li key={rule.rule} data-rule={rule.rule}>
                {rule.name[language]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {cancellations.length > 0 ? (
        <>
          <p className="mt-4 font-semibold text-ink-900 text-sm">{t('manglik.cancellations')}</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-ink-700">
            {cancellations.map((cancellation) => (
              <li key={cancellation.rule} data-cancellation={cancellation.rule}>
                {cancellation.name[language]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {timeKnown ? null : <p className="mt-4 text-sm text-warning-700">{t('manglik.noTime')}</p>}
      {showRule ? (
        <p className="mt-4 text-ink-500 text-sm leading-relaxed print:text-xs">
          {t('manglik.rule')}
        </p>
      ) : null}
    </div>
  );
}
