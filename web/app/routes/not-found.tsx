import { ButtonLink } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { LogoMark } from '~/features/shell/components/logo';
import type { NavItem } from '~/features/shell/nav-items';
import { useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta.notFound', 'common', { noindex: true });
}

const suggestions: readonly NavItem[] = [
  { to: '/horoscope/weekly-horoscope', labelKey: 'nav.weeklyHoroscope' },
  { to: '/reports/sade-sati', labelKey: 'nav.sadeSati' },
  { to: '/call-consultation', labelKey: 'nav.callConsultation' },
  { to: '/contact', labelKey: 'nav.contact' },
];

/** Any unknown path (prerendered at /404; the server answers unknown paths with it and status 404). */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="px-4 py-16 sm:px-6 md:py-24">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <div
          className="flex items-center gap-3 font-display text-7xl text-maroon-700 sm:text-8xl"
          aria-hidden="true"
        >
          <span>4</span>
          <LogoMark className="size-16 sm:size-20" />
          <span>4</span>
        </div>
        <h1 className="mt-6 text-3xl sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-3 max-w-lg text-ink-700 text-lg">{t('notFound.text')}</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          {t('notFound.home')}
        </ButtonLink>
        <div className="mt-12 w-full rounded-card border border-cream-200 bg-white p-6 shadow-card">
          <h2 className="font-sans font-semibold text-ink-900 text-lg">
            {t('notFound.suggestionsTitle')}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {suggestions.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="flex min-h-11 items-center justify-between rounded-xl border border-cream-200 px-4 font-semibold text-maroon-700 transition-colors hover:border-gold-400 hover:bg-cream-50"
                >
                  {t(item.labelKey)}
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
