import { consultationPackages, packageImageWidths } from '@app/contract/consultation-packages';
import { ExternalLinkIcon } from 'lucide-react';
import { buttonClasses } from '~/components/ui/button';
import { Picture } from '~/components/ui/picture';
import { HeadedSection } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';
import { appointmentPath } from '../consultation-content';

/**
 * "Book Your Call Now": the four packages (spec section 3) with title, subtitle, picture and
 * note. The large audio and video price strings stay in the data, not on the cards. Each "Book
 * Call" opens the booking page in a new tab with the package in the link.
 */
export function PackageCards() {
  const { t } = useTranslation('consultation');
  return (
    <HeadedSection
      id="packages"
      heading={t('packages', { returnObjects: true })}
      className="bg-maroon-50"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {consultationPackages.map((item) => {
          const title = t(`packages.items.${item.key}.title`);
          return (
            <li
              key={item.id}
              data-package={item.id}
              className="flex flex-col overflow-hidden rounded-card border border-gold-200 bg-white shadow-card"
            >
              <Picture
                file={{ path: item.image, widths: packageImageWidths, width: 560, height: 560 }}
                alt={t('packages.imageAlt', { title })}
                sizes="(min-width: 1024px) 270px, (min-width: 640px) 45vw, 90vw"
                className="aspect-[16/10] w-full object-cover sm:aspect-square"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-sans text-xl font-semibold text-maroon-800">{title}</h3>
                <p className="mt-1 font-semibold text-saffron-700">
                  {t(`packages.items.${item.key}.subtitle`)}
                </p>
                <p className="mt-3 flex-1 leading-relaxed text-ink-700">
                  {t(`packages.items.${item.key}.note`)}
                </p>
                <a
                  href={appointmentPath(item.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('packages.bookCallLabel', { title })}
                  className={buttonClasses('primary', 'md', 'mt-5 w-full')}
                >
                  {t('packages.bookCall')}
                  <ExternalLinkIcon className="size-4" strokeWidth={2} />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
