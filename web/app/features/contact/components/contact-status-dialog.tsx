import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { StatusMark } from '~/components/ui/status-mark';
import { useTranslation } from '~/lib/i18n';

export type ContactStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * The three dialogs of a contact form (specification section 8, "Contact"): loading while the
 * message is sent (it cannot be dismissed), then success or failure with an OK button.
 */
export function ContactStatusDialog({
  status,
  onClose,
}: {
  status: ContactStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = status === 'idle' ? 'loading' : status;
  return (
    <Dialog open={status !== 'idle'} onClose={onClose} dismissible={status !== 'loading'} size="sm">
      <div
        className="flex flex-col items-center px-6 pt-10 pb-7 text-center"
        data-contact-status={shown}
      >
        <StatusMark status={shown} size="large" />
        <DialogTitle className="mt-5">{t(`contactForm.status.${shown}.title`)}</DialogTitle>
        <DialogDescription className="mt-2 text-ink-700">
          {t(`contactForm.status.${shown}.text`)}
        </DialogDescription>
        {status === 'loading' ? null : (
          <Button className="mt-6 min-w-32" onClick={onClose}>
            {t('contactForm.status.ok')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
