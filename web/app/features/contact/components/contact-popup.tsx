import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** How long after the page has loaded the popup waits, so it does not compete with the first paint. */
const contactPopupDelayMs = 1500;

/** Once per full page load: moving between pages inside the app does not bring it back. */
let shownThisPageLoad = false;

const ContactPopupDialog = lazy(() => import('./contact-popup-dialog'));

/**
 * The contact popup (specification "Contact popup"): opens by itself on each full load of the
 * public site, never on /admin paths. It closes when the form is submitted; the form's
 * status dialogs then take over. The dialog's code is fetched when the popup first opens.
 */
export function ContactPopup() {
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, on the page the visitor landed on
  useEffect(() => {
    if (shownThisPageLoad || pathname.startsWith('/admin')) return;
    const timer = window.setTimeout(() => {
      shownThisPageLoad = true;
      setMounted(true);
      setOpen(true);
    }, contactPopupDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ContactPopupDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
