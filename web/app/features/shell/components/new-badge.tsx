import { useTranslation } from '~/lib/i18n';

/** The small "New" tag on recently added pages. */
export function NewBadge() {
  const { t } = useTranslation();
  return (
    <span className="ml-2 inline-block rounded-full bg-saffron-100 px-2 py-0.5 font-semibold text-[0.68rem] text-saffron-800 uppercase leading-none tracking-wide">
      {t('nav.new')}
    </span>
  );
}
