import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { useFormState } from '~/lib/use-form-state';
import { requestPasswordReset } from '../api/forgot-password';
import { EmailField, emailError } from './email-field';
import { FormNotice, failureMessage } from './form-notice';
import { SubmitButton } from './submit-button';

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * The e-mail address to send a reset link to. The server's reply is the same whether or not an
 * account uses the address, and is shown as it comes; a refusal (too many requests, 429) is shown
 * above the form, which stays for another try.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useFormState({
    initialValues: { email: '' },
    idPrefix: useId(),
    validate: (values) => ({ email: emailError(t, values.email) }),
    onValid: async (values) => {
      setBusy(true);
      setOutcome(null);
      try {
        const reply = await requestPasswordReset({ email: values.email.trim() });
        setOutcome({ tone: 'success', message: reply.message });
      } catch (error) {
        setOutcome({ tone: 'error', message: failureMessage(t, error) });
      } finally {
        setBusy(false);
      }
    },
  });

  if (outcome?.tone === 'success') {
    return (
      <div className="grid gap-4">
        <h2 className="font-display text-2xl">{t('auth.forgot.sentTitle')}</h2>
        <FormNotice
          tone="success"
          actions={
            <Button
              variant="outline"
              onClick={() => {
                form.reset();
                setOutcome(null);
              }}
            >
              {t('auth.forgot.otherAddress')}
            </Button>
          }
        >
          {outcome.message}
        </FormNotice>
      </div>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-5">
      {outcome ? <FormNotice tone="error">{outcome.message}</FormNotice> : null}
      <EmailField {...form.fieldProps('email')} />
      <SubmitButton busy={busy}>{busy ? t('auth.busy') : t('auth.forgot.submit')}</SubmitButton>
    </form>
  );
}
