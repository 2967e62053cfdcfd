import { site } from '@app/contract/site';
import { MailIcon, PhoneIcon } from 'lucide-react';
import { Link } from '~/components/ui/localized-link';
import { formatClockTime, telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { footerLegalLinks, footerQuickLinks } from '../nav-items';
import { Logo } from './logo';
import { SocialLinks } from './social-links';

/**
 * Footer: brand and social links, quick links, the contact block with hours, and the copyright
 * with the legal pages beside it.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const year = new Date().getFullYear();

  return (
    // Below the first screen on every page: its style, layout and paint (a hundred elements, in
    // Hindi much text to shape) wait until it comes near the viewport, like <Section belowFold>;
    // the estimates are its measured heights (phone, tablet, desktop).
    <footer className="mt-auto bg-maroon-950 text-cream-100 [contain-intrinsic-size:auto_1050px] [content-visibility:auto] md:[contain-intrinsic-size:auto_780px] lg:[contain-intrinsic-size:auto_480px] print:hidden">
      <div
        aria-hidden="true"
        className="h-1 bg-gradient-to-r from-saffron-500 via-gold-400 to-saffron-500"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.3fr] lg:py-14">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-cream-200 leading-relaxed">{t('footer.about')}</p>
          <h2 className="mt-6 mb-3 font-sans font-semibold text-base text-gold-300">
            {t('shell.followUs')}
          </h2>
          <SocialLinks />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="mb-4 font-sans font-semibold text-base text-gold-300"
          >
            {t('footer.quickLinks')}
          </h2>
          <ul className="grid gap-2.5">
            {footerQuickLinks.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-flex min-h-6 items-center text-cream-100 hover:text-gold-300 hover:underline"
                >
                  {t(item.labelKey, item.values)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-4 font-sans font-semibold text-base text-gold-300">
            {t('footer.contactUs')}
          </h2>
          <ul className="grid gap-2.5">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 hover:text-gold-300 hover:underline"
              >
                <MailIcon className="size-4 shrink-0" />
                {site.email}
              </a>
            </li>
            {site.phones.map((phone) => (
              <li key={phone}>
                <a
                  href={telHref(phone)}
                  className="inline-flex items-center gap-2 hover:text-gold-300 hover:underline"
                >
                  <PhoneIcon className="size-4 shrink-0" />
                  {phone}
                </a>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 mb-2 font-sans font-semibold text-base text-gold-300">
            {t('footer.hours')}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-cream-200 text-sm">
            {site.businessHours.map((slot) => (
              <div key={slot.days} className="contents">
                <dt>{t(`hours.${slot.days}`)}</dt>
                <dd>
                  {slot.open && slot.close
                    ? t('hours.range', {
                        open: formatClockTime(slot.open, language),
                        close: formatClockTime(slot.close, language),
                      })
                    : t('hours.closed')}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-cream-100/15 border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-5 text-sm sm:px-6 md:flex-row-reverse md:justify-between">
          <nav aria-label={t('legal.label')}>
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
              {footerLegalLinks.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="inline-flex min-h-8 items-center text-cream-100 underline-offset-4 hover:text-gold-300 hover:underline"
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-center text-cream-200" suppressHydrationWarning>
            {t('footer.copyright', { year, brand: site.name[language] })}
          </p>
        </div>
      </div>
    </footer>
  );
}
