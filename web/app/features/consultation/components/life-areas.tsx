import { IconDisc } from '~/components/ui/icon-disc';
import { HeadedSection } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';
import { lifeAreas } from '../consultation-content';

/** The six areas of life a call can be about (spec section 2). */
export function LifeAreas() {
  const { t } = useTranslation('consultation');
  return (
    <HeadedSection id="areas" heading={t('areas', { returnObjects: true })}>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {lifeAreas.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className="flex gap-4 rounded-card border border-gold-200 bg-white p-5 shadow-card md:p-6"
          >
            <IconDisc tone="pale">
              <Icon className="size-6" />
            </IconDisc>
            <div>
              <h3 className="font-sans text-lg font-semibold text-maroon-800">
                {t(`areas.items.${id}.title`)}
              </h3>
              <p className="mt-1 leading-relaxed text-ink-700">{t(`areas.items.${id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
