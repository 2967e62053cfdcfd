import { type ConsultationPackage, packageImageWidths } from '@app/contract/consultation-packages';
import { useTranslation } from 'react-i18next';
import { Link } from '~/components/ui/localized-link';

/** The package chosen on the consultation page, shown above the form. */
export function ChosenPackage({ item }: { item: ConsultationPackage }) {
  const { t } = useTranslation('consultation');
  const width = packageImageWidths[0];
  return (
    <div
      data-testid="chosen-package"
      className="flex items-center gap-4 rounded-card border border-gold-300 bg-cream-50 p-3 pr-4"
    >
      <picture>
        <source type="image/avif" srcSet={`${item.image}-${width}.avif`} />
        <img
          src={`${item.image}-${width}.webp`}
          width={width}
          height={width}
          alt=""
          className="size-16 shrink-0 rounded-xl object-cover"
        />
      </picture>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-saffron-700">{t('appointment.packageChosen')}</p>
        <p className="font-semibold text-maroon-800">{t(`packages.items.${item.key}.title`)}</p>
        <p className="text-sm text-ink-700">{t(`packages.items.${item.key}.subtitle`)}</p>
        <Link
          to="/call-consultation#packages"
          className="mt-1 inline-block text-sm font-semibold text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:text-maroon-900"
        >
          {t('appointment.packageChange')}
        </Link>
      </div>
    </div>
  );
}
