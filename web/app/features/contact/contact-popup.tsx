import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog, DialogTitle } from '~/components/ui/dialog';
import { ContactForm } from './contact-form';

/** How long after the page has loaded the popup waits, so it does not compete with the first paint. */
export const contactPopupDelayMs = 1500;

/** Once per full page load: moving between pages inside the app does not bring it back. */
let shownThisPageLoad = false;

/**
 * The contact popup (specification "Contact popup"): opens by itself on each full load of the
 * public site, never on /admin paths. It closes when the form is submitted; the form's
 * status dialogs then take over.
 */
export function ContactPopup() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, on the page the visitor landed on
  useEffect(() => {
    if (shownThisPageLoad || pathname.startsWith('/admin')) return;
    const timer = window.setTimeout(() => {
      shownThisPageLoad = true;
      setOpen(true);
    }, contactPopupDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} size="lg" initialFocus="dialog">
      <div className="grid md:grid-cols-[5fr_6fr]" data-testid="contact-popup">
        <img
          src="/images/contact-popup.svg"
          alt={t('contactPopup.imageAlt')}
          width={480}
          height={600}
          className="h-32 w-full object-cover object-[50%_42%] sm:h-40 md:h-full"
        />
        <div className="px-5 pt-5 pb-6 sm:px-7 sm:pt-7">
          <p className="font-semibold text-saffron-700 text-sm uppercase tracking-[0.12em] [:lang(hi)_&]:tracking-normal">
            {t('contactPopup.eyebrow')}
          </p>
          <DialogTitle className="mt-1 pr-10 text-[1.7rem] leading-tight">
            {t('contactPopup.title')}
          </DialogTitle>
          <p className="mt-2 mb-5 text-ink-700">{t('contactPopup.intro')}</p>
          <ContactForm source="popup" requirePhone onSubmitted={() => setOpen(false)} />
        </div>
      </div>
    </Dialog>
  );
}
