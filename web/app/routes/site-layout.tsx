import { Outlet } from 'react-router';
import { SkipLink } from '~/components/ui/skip-link';
import { ContactPopup } from '~/features/contact/components/contact-popup';
import { SiteFooter } from '~/features/shell/components/site-footer';
import { SiteHeader } from '~/features/shell/components/site-header';

/** The public site's frame: fixed header, the page, footer, and the contact popup. */
export default function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink target="main-content" className="focus:left-3 print:hidden" />
      <SiteHeader />
      {/* The header is fixed: 4rem below lg, 2.5rem + 4.75rem above. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex-1 pt-16 outline-none lg:pt-[7.25rem] print:pt-0"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ContactPopup />
    </div>
  );
}
