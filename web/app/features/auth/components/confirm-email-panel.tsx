import { useState } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { confirmEmail } from '../api/confirm-email';
import { useLinkToken } from '../hooks/use-link-token';
import { FormNotice, failureMessage } from './form-notice';
import { SubmitButton } from './submit-button';

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * Confirms a new e-mail address from its mailed link (`?token=`). Only a press of the button
 * sends it, never the page load: mail scanners that open links must not use the token up.
 */
export function ConfirmEmailPanel() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (token === undefined) {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-gold-200 border-t-saffron-600"
        />
        {t('auth.confirmEmail.reading')}
      </p>
    );
  }
  if (token === null) {
    return <FormNotice tone="error">{t('auth.confirmEmail.noToken')}</FormNotice>;
  }
  if (outcome) {
    return (
      <FormNotice
        tone={outcome.tone}
        actions={
          outcome.tone === 'success' ? (
            <Link to="/" className={buttonClasses('primary', 'md')}>
              {t('auth.confirmEmail.toHome')}
            </Link>
          ) : null
        }
      >
        {outcome.message}
      </FormNotice>
    );
  }

  const confirm = async () => {
    setBusy(true);
    try {
      const reply = await confirmEmail({ token });
      setOutcome({ tone: 'success', message: reply.message });
    } catch (error) {
      setOutcome({ tone: 'error', message: failureMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <SubmitButton busy={busy}>
        {busy ? t('auth.busy') : t('auth.confirmEmail.submit')}
      </SubmitButton>
    </form>
  );
}
