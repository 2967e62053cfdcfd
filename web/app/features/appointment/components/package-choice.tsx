import {
  type ConsultationPackageId,
  consultationPackages,
  packageImageWidths,
} from '@app/contract/consultation-packages';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';

const choiceClasses =
  'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-white p-2.5 pr-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-500';

/**
 * The four packages of the call-consultation page as a choice (a package chosen there arrives
 * as `?package=` and is selected), each with its picture and what it is. The price does not
 * depend on it (the location decides); the length of the call does.
 */
export function PackageChoice({
  value,
  onChange,
}: {
  value: ConsultationPackageId;
  onChange: (id: ConsultationPackageId) => void;
}) {
  const { t } = useTranslation('consultation');
  const width = packageImageWidths[0];
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-ink-700 text-sm">
        {t('appointment.package.legend')}
      </legend>
      <div className="grid gap-2.5 @lg:grid-cols-2">
        {consultationPackages.map((item) => {
          const checked = item.id === value;
          return (
            <label
              key={item.id}
              data-package={item.id}
              className={`${choiceClasses} ${checked ? 'border-maroon-700 bg-maroon-50' : 'border-ink-500/20 hover:border-ink-500/60'}`}
            >
              <input
                type="radio"
                name="package"
                value={item.id}
                checked={checked}
                onChange={() => onChange(item.id)}
                className="sr-only"
              />
              <picture>
                <source type="image/avif" srcSet={`${item.image}-${width}.avif`} />
                <img
                  src={`${item.image}-${width}.webp`}
                  width={width}
                  height={width}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg object-cover"
                />
              </picture>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink-900 leading-snug">
                  {t(`packages.items.${item.key}.title`)}
                </span>
                <span className="block text-ink-700 text-sm leading-snug">
                  {t(`packages.items.${item.key}.subtitle`)}
                </span>
              </span>
              <span
                aria-hidden="true"
                className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${checked ? 'border-maroon-700' : 'border-ink-500/40'}`}
              >
                {checked ? <span className="size-2.5 rounded-full bg-maroon-700" /> : null}
              </span>
            </label>
          );
        })}
      </div>
      <Link
        to="/call-consultation#packages"
        className="mt-2 inline-block font-semibold text-maroon-700 text-sm underline decoration-gold-400 underline-offset-2 hover:text-maroon-900"
      >
        {t('appointment.package.compare')}
      </Link>
    </fieldset>
  );
}
