import { type Stat, StatsBand } from '~/components/ui/stats-band';
import { useTranslation } from '~/lib/i18n';

/** Four figures from spec section 9, counting up when they come into view. */
export function ConsultationStats() {
  const { t } = useTranslation('consultation');
  const stats = t('stats.items', { returnObjects: true }) as Stat[];
  return <StatsBand id="consultation-stats" title={t('stats.title')} stats={stats} />;
}
