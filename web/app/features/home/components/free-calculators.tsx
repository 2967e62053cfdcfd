import { ArrowRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '~/components/ui/button';
import { HeadedSection } from '~/components/ui/section';
import { calculators, calculatorsLink } from '~/features/home/home-content';

/** The four free calculator cards; each Get it Now leads to the weekly horoscope (spec 1, 2). */
export function FreeCalculators() {
  const { t } = useTranslation('home');
  return (
    <HeadedSection
      id="free-calculators"
      heading={t('calculators', { returnObjects: true })}
      className="bg-cream-100"
    >
      <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 md:mt-12 lg:grid-cols-4">
        {calculators.map(({ id, icon: Icon }) => {
          const name = t(`calculators.items.${id}.name`);
          return (
            <li key={id} className="flex">
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
                  to={calculatorsLink}
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
