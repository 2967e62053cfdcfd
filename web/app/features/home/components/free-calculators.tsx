import { ArrowRightIcon } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { HeadedSection } from '~/components/ui/section';
import { calculators } from '~/features/home/home-content';
import { useTranslation } from '~/lib/i18n';

/** The free calculator cards, each Get it Now leading to its page (home-content.ts says which). */
export function FreeCalculators() {
  const { t } = useTranslation('home');
  return (
    <HeadedSection
      id="free-calculators"
      heading={t('calculators', { returnObjects: true })}
      className="bg-cream-100"
    >
      {/* Rows of up to four, the last row centred, whatever the number of calculators. */}
      <ul className="mt-10 flex flex-wrap justify-center gap-5 md:mt-12">
        {calculators.map(({ id, icon: Icon, to }) => {
          const name = t(`calculators.items.${id}.name`);
          return (
            <li
              key={id}
              className="flex w-full sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-3.75rem)/4)]"
            >
              {/* Phones: icon beside the text; from sm: a centred card. */}
              <article className="grid w-full grid-cols-[auto_1fr] gap-x-4 rounded-card border border-gold-200 bg-white p-5 shadow-card sm:flex sm:flex-col sm:items-center sm:p-6 sm:text-center">
                <span className="row-span-3 flex size-14 items-center justify-center rounded-full bg-maroon-800 text-gold-300 ring-4 ring-gold-200 ring-offset-2 ring-offset-white sm:size-20">
                  <Icon className="size-7 sm:size-9" />
                </span>
                <h3 className="text-xl text-maroon-800 sm:mt-5">{name}</h3>
                <p className="mt-1 flex-1 text-[0.95rem] leading-relaxed text-ink-700 sm:mt-2">
                  {t(`calculators.items.${id}.description`)}
                </p>
                <ButtonLink
                  to={to}
                  variant="outline"
                  size="sm"
                  className="mt-4 justify-self-start sm:mt-5 sm:min-h-11 sm:px-6 sm:text-base"
                  aria-label={t('calculators.ctaLabel', { name })}
                >
                  {t('calculators.cta')}
                  <ArrowRightIcon className="size-4" />
                </ButtonLink>
              </article>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
