import { FlameIcon, LockIcon, type LucideIcon, StarIcon, TruckIcon } from 'lucide-react';
import { useTranslation } from '~/lib/i18n';

const promises = ['authentic', 'activation', 'delivery', 'secure'] as const;

const icons: Record<(typeof promises)[number], LucideIcon> = {
  authentic: StarIcon,
  activation: FlameIcon,
  delivery: TruckIcon,
  secure: LockIcon,
};

/** The shop's four promises, as a row of small badges. */
export function ShopPromises({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('shop');
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {promises.map((promise) => {
        const PromiseIcon = icons[promise];
        return (
          <li
            key={promise}
            className={`flex items-center gap-3 rounded-xl px-3 py-3 text-sm ${tone === 'dark' ? 'bg-white/10 text-cream-100' : 'bg-white text-ink-700 shadow-card'}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-9 shrink-0 place-items-center rounded-full ${tone === 'dark' ? 'bg-gold-400 text-maroon-950' : 'bg-saffron-100 text-saffron-700'}`}
            >
              <PromiseIcon className="size-5" />
            </span>
            <span className="font-semibold leading-snug">{t(`gemstone.promises.${promise}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
