import { Dialog, DialogTitle } from '~/components/ui/dialog';
import { useTranslation } from '~/lib/i18n';
import { ContactForm } from './contact-form';

/**
 * The contact popup's dialog and form. Its own module, loaded by ContactPopup only when the
 * popup opens, so the form code (and the schema library it validates with) stays out of the
 * first load of every page.
 */
export default function ContactPopupDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} size="lg" initialFocus="dialog">
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
          <ContactForm source="popup" requirePhone onSubmitted={onClose} />
        </div>
      </div>
    </Dialog>
  );
}
