import { reportDelivery } from '@app/contract/catalogue-reports';
import { ButtonLink } from '~/components/ui/button';
import { IconDisc } from '~/components/ui/icon-disc';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { servicesBackgroundArt } from '~/features/home/home-art';
import { services } from '~/features/home/home-content';
import { useTranslation } from '~/lib/i18n';
import { BackgroundArt } from './background-art';

/**
 * The six services (spec section 2), each a card with an icon, name, description and an
 * order-now button to its page: 1 column on phones, 2 from sm, 3 from md, on a mandala background.
 * The heading is the translated "Our Services" unless the caller passes `title`.
 *
 *   <ServicesGrid />                      // home page, id="services" (linked as /#services)
 *   <ServicesGrid title={t('moreServices')} id="more-services" />
 */
export function ServicesGrid({ title, id = 'services' }: { title?: string; id?: string }) {
  const { t } = useTranslation('home');
  const headingId = `${id}-title`;
  return (
    <Section
      id={id}
      labelledBy={headingId}
      className="bg-cream-50"
      backdrop={
        // Phones: the mandalas only behind the heading, fading out; wider screens: everywhere.
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[44rem] mask-b-from-50% mask-b-to-100% md:inset-y-0 md:h-auto md:mask-none"
        >
          <BackgroundArt art={servicesBackgroundArt} />
        </div>
      }
    >
      <SectionHeading
        id={headingId}
        copy={title ? { title } : t('services', { returnObjects: true })}
      />
      <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 md:mt-12 md:grid-cols-3 lg:gap-7">
        {services.map(({ id: serviceId, to, icon: Icon }) => {
          const name = t(`services.items.${serviceId}.name`);
          return (
            <li key={serviceId} className="flex">
              <article className="group relative flex w-full flex-col rounded-card border border-gold-200 bg-white/95 p-6 shadow-card transition-shadow hover:shadow-lg md:p-7">
                <span
                  aria-hidden="true"
                  className="absolute inset-x-6 top-0 h-1 rounded-b-full bg-linear-to-r from-saffron-500 via-gold-400 to-maroon-600"
                />
                <div className="flex items-center gap-4">
                  <IconDisc size="lg">
                    <Icon className="size-7" />
                  </IconDisc>
                  <h3 className="text-xl text-maroon-800 md:text-[1.4rem]">{name}</h3>
                </div>
                <p className="mt-4 flex-1 leading-relaxed text-ink-700">
                  {t(`services.items.${serviceId}.description`, {
                    minutes: reportDelivery.emailedWithinMinutes,
                    years: reportDelivery.kundliPredictionYears,
                  })}
                </p>
                <ButtonLink
                  to={to}
                  variant="primary"
                  className="mt-6 self-start"
                  aria-label={t('services.orderNowLabel', { name })}
                >
                  {t('services.orderNow')}
                </ButtonLink>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
