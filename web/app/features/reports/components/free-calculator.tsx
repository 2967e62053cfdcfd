import { CalculatorIcon } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { Section } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';

/**
 * "Try the free calculator first": a report page's link to the free calculator that previews
 * it (issue 17). `page` picks the words (`reports` namespace, `freeCalculator`); `to` is the
 * calculator's English address.
 */
export function FreeCalculator({
  page,
  to,
}: {
  page: 'sadeSati' | 'love' | 'kundli' | 'matching';
  to: string;
}) {
  const { t } = useTranslation('reports');
  const titleId = `free-calculator-${page}`;
  return (
    <Section
      labelledBy={titleId}
      padding="px-4 py-10 sm:px-6 md:py-12"
      width="4xl"
      belowFold="[contain-intrinsic-size:auto_260px]"
    >
      <div
        data-free-calculator=""
        className="flex flex-col gap-5 rounded-card border border-gold-200 bg-cream-100 p-6 sm:flex-row sm:items-center sm:p-8"
      >
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-maroon-800 text-gold-300">
          <CalculatorIcon aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id={titleId} className="text-2xl text-maroon-800">
            {t(`freeCalculator.${page}.title`)}
          </h2>
          <p className="mt-1.5 text-ink-700 leading-relaxed">{t(`freeCalculator.${page}.text`)}</p>
        </div>
        <ButtonLink to={to} variant="outline" className="shrink-0 self-start sm:self-center">
          {t(`freeCalculator.${page}.link`)}
        </ButtonLink>
      </div>
    </Section>
  );
}
