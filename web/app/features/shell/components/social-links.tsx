import { site } from '@app/contract/site';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';

/**
 * The four social links of `site.social` (video channel, photo sharing, social network,
 * short-text network), each with an accessible name and a simple icon of our own drawing.
 */
type SocialNetwork = keyof typeof site.social;

const socialNetworks: SocialNetwork[] = ['youtube', 'instagram', 'facebook', 'x'];

const icons: Record<SocialNetwork, ReactNode> = {
  // A screen with a play triangle.
  youtube: (
    <>
      <path
        fillRule="evenodd"
        fill="currentColor"
        d="M6.5 5h11a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-11a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 9.2v5.6l4.8-2.8z"
      />
    </>
  ),
  // A camera: rounded frame, lens and a small flash dot.
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.8" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  // A lower-case "f" drawn with strokes.
  facebook: (
    <path
      d="M14.5 4.5h-1.8A3.2 3.2 0 0 0 9.5 7.7V20M7 11h7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
    />
  ),
  // A cross of one bold and one fine stroke.
  x: (
    <>
      <path d="M5 4.5l14 15" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M19 4.5L5 19.5" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
};

const toneClasses = {
  // On the maroon header bar and the dark footer.
  onDark: 'text-gold-300 hover:bg-gold-400 hover:text-maroon-900 border-gold-400/40',
  // On white (the mobile menu).
  onLight: 'text-maroon-700 hover:bg-maroon-700 hover:text-gold-300 border-maroon-700/25',
} as const;

export function SocialLinks({
  tone = 'onDark',
  size = 'md',
}: {
  tone?: keyof typeof toneClasses;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex items-center gap-2">
      {socialNetworks.map((network) => (
        <li key={network}>
          <a
            href={site.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            title={t(`social.${network}`)}
            className={`grid place-items-center rounded-full border transition-colors ${size === 'sm' ? 'size-8' : 'size-10'} ${toneClasses[tone]}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={size === 'sm' ? 'size-4' : 'size-5'}
            >
              {icons[network]}
            </svg>
            <span className="sr-only">{`${t(`social.${network}`)} (${t('shell.opensInNewTab')})`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
