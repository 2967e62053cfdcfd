import type { ReportPage } from '@app/contract/catalogue-reports';
import { useEffect, useState } from 'react';
import { repeatedRun } from './long-keyframes';
import { OrderLink } from './order-link';

/**
 * The Love Report's fixed bottom bar ("Hurry!! Offer Ends Soon" and Order Now). It slides away
 * while the site footer is on screen, so it never covers the footer's links, and the page's last
 * section ends with `orderBarSpace` of bottom padding (the bar's height and some air), so the bar
 * never hides the page's own last words either. Modal dialogs (the contact popup) sit in the
 * browser's top layer, above it.
 */
export const orderBarSpace = 'pb-36 md:pb-40';

/** The dot's ping: ten 1.5 s pings in one 15 s iteration (see long-keyframes.ts). */
const pingCss = `@media (prefers-reduced-motion:no-preference){.rp-ping{animation:rp-ping 15s cubic-bezier(0,0,.2,1) infinite}
${repeatedRun('rp-ping', 'transform:scale(1);opacity:.75', 'transform:scale(2.2);opacity:0', 10)}}`;

export function OrderBar({
  page,
  label,
  message,
  cta,
  ctaLabel,
}: {
  /** The report the bar orders. */
  page: ReportPage;
  /** Accessible name of the bar. */
  label: string;
  message: string;
  cta: string;
  ctaLabel?: string;
}) {
  const [footerVisible, setFooterVisible] = useState(false);

  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setFooterVisible(entry.isIntersecting);
    });
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      aria-label={label}
      data-order-bar=""
      data-hidden={footerVisible ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-300/40 bg-maroon-900 px-4 py-3 text-cream-50 shadow-[0_-8px_24px_-12px_rgb(38_5_12/0.6)] transition-[translate,visibility] duration-300 data-hidden:invisible data-hidden:translate-y-full sm:px-6"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold leading-tight text-gold-200 sm:text-lg">
          <span aria-hidden="true" className="relative flex size-2.5 shrink-0">
            <style>{pingCss}</style>
            <span className="rp-ping absolute inline-flex size-full rounded-full bg-saffron-400 opacity-0" />
            <span className="relative inline-flex size-2.5 rounded-full bg-saffron-400" />
          </span>
          {message}
        </p>
        <OrderLink page={page} label={ctaLabel} size="md" className="shrink-0">
          {cta}
        </OrderLink>
      </div>
    </section>
  );
}
