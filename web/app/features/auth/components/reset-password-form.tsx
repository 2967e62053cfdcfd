import { useId, useState } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { useFormState } from '~/lib/use-form-state';
import { resetPassword } from '../api/reset-password';
import { useLinkToken } from '../hooks/use-link-token';
import { FormNotice, failureMessage, refusedFields } from './form-notice';
import { passwordError } from './password-rules';
import { SubmitButton } from './submit-button';

type Outcome =
  | { kind: 'done'; message: string }
  | { kind: 'link-refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The new password (twice) for the account of a mailed reset link (`?token=`, read after
 * hydration and taken out of the address). Done: the server's message and a way to log in. A
 * link that is used, expired or unknown: the server's message and a way to ask for a new one.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useFormState({
    initialValues: { password: '', confirmPassword: '' },
    idPrefix: useId(),
    validate: (values) => ({
      password: passwordError(t, values.password),
      confirmPassword:
        values.confirmPassword === values.password
          ? undefined
          : values.confirmPassword
            ? t('validation.passwordMismatch')
            : t('validation.passwordRequired'),
    }),
    onValid: async (values) => {
      if (!token) return;
      setBusy(true);
      setOutcome(null);
      try {
        const reply = await resetPassword({ token, password: values.password });
        setOutcome({ kind: 'done', message: reply.message });
      } catch (error) {
        const fields = refusedFields(error);
        if (fields.includes('token')) {
          setOutcome({ kind: 'link-refused', message: failureMessage(t, error) });
        } else if (fields.includes('password')) {
          form.showFieldError('password', failureMessage(t, error));
        } else {
          setOutcome({ kind: 'failed', message: failureMessage(t, error) });
        }
      } finally {
        setBusy(false);
      }
    },
  });

  if (token === undefined) {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-gold-200 border-t-saffron-600"
        />
        {t('auth.reset.reading')}
      </p>
    );
  }

  const askAgain = (
    <Link to="/forgot-password" className={buttonClasses('primary', 'md')}>
      {t('auth.reset.askAgain')}
    </Link>
  );

  if (token === null || outcome?.kind === 'link-refused') {
    return (
      <FormNotice tone="error" actions={askAgain}>
        {outcome?.message ?? t('auth.reset.noToken')}
      </FormNotice>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <FormNotice
        tone="success"
        actions={
          <Link to="/login" className={buttonClasses('primary', 'md')}>
            {t('auth.reset.toLogin')}
          </Link>
        }
      >
        {outcome.message}
      </FormNotice>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-5">
      {outcome ? <FormNotice tone="error">{outcome.message}</FormNotice> : null}
      <FormField
        label={t('auth.fields.newPassword')}
        type="password"
        required
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        hint={t('auth.fields.passwordHint')}
        {...form.fieldProps('password')}
      />
      <FormField
        label={t('auth.fields.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        maxLength={128}
        {...form.fieldProps('confirmPassword')}
      />
      <SubmitButton busy={busy}>{busy ? t('auth.busy') : t('auth.reset.submit')}</SubmitButton>
    </form>
  );
}
