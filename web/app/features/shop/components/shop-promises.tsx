import { useTranslation } from 'react-i18next';

const promises = ['authentic', 'activation', 'delivery', 'secure'] as const;

const icons: Record<(typeof promises)[number], string> = {
  authentic: 'M10 2l2.2 4.6 5 .7-3.6 3.5.9 5L10 13.4 5.5 15.8l.9-5L2.8 7.3l5-.7z',
  activation: 'M10 2c1.5 3 4 4.2 4 7.5A4 4 0 016 9.5C6 7.4 7.4 6 8 4.5c.6 1.6 1.3 2.3 2 2.5z',
  delivery:
    'M2 6h9v7H2zM11 9h4l3 3v1h-7zM5 16a1.5 1.5 0 100-3 1.5 1.5 0 000 3zm10 0a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  secure: 'M6 9V6.5a4 4 0 118 0V9M5 9h10v8H5z',
};

/** The shop's four promises, as a row of small badges. */
export function ShopPromises({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('shop');
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {promises.map((promise) => (
        <li
          key={promise}
          className={`flex items-center gap-3 rounded-xl px-3 py-3 text-sm ${tone === 'dark' ? 'bg-white/10 text-cream-100' : 'bg-white text-ink-700 shadow-card'}`}
        >
          <span
            aria-hidden="true"
            className={`grid size-9 shrink-0 place-items-center rounded-full ${tone === 'dark' ? 'bg-gold-400 text-maroon-950' : 'bg-saffron-100 text-saffron-700'}`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
              <path
                d={icons[promise]}
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <span className="font-semibold leading-snug">{t(`gemstone.promises.${promise}`)}</span>
        </li>
      ))}
    </ul>
  );
}
