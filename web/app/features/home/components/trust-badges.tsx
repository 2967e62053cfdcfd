import { IconDisc } from '~/components/ui/icon-disc';
import { HeadedSection } from '~/components/ui/section';
import { trustBadges } from '~/features/home/home-content';
import { useTranslation } from '~/lib/i18n';

/** The six trust badges of spec section 2, each with its icon and a short line. */
export function TrustBadges() {
  const { t } = useTranslation('home');
  return (
    <HeadedSection
      id="trust"
      heading={t('trust', { returnObjects: true })}
      className="border-y border-gold-200 bg-white"
      padding="px-4 py-14 sm:px-6 md:py-16"
    >
      <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
        {trustBadges.map(({ id, icon: Icon }) => (
          <li key={id} className="flex flex-col items-center text-center">
            <IconDisc size="2xl" tone="deep" ringed>
              <Icon className="size-7" />
            </IconDisc>
            <h3 className="mt-4 font-sans text-base font-semibold leading-snug text-maroon-800">
              {t(`trust.items.${id}.name`)}
            </h3>
            <p className="mt-1 max-w-[13rem] text-sm leading-snug text-ink-500">
              {t(`trust.items.${id}.description`)}
            </p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
