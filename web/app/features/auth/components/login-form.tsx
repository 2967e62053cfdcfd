import { useId } from 'react';
import { FormField } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { useFormState } from '~/lib/use-form-state';
import { EmailField, emailError } from './email-field';
import { SubmitButton } from './submit-button';

/** E-mail and password (specification "Register and login pages"); both required. */
export function LoginForm() {
  const { t } = useTranslation();
  const { login, loading } = useAuth();
  const form = useFormState({
    initialValues: { email: '', password: '' },
    idPrefix: useId(),
    validate: (values) => ({
      email: emailError(t, values.email),
      password: values.password ? undefined : t('validation.passwordRequired'),
    }),
    onValid: async (values) => {
      await login(values.email.trim(), values.password);
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-5">
      <EmailField {...form.fieldProps('email')} />
      <FormField
        label={t('auth.fields.password')}
        type="password"
        required
        autoComplete="current-password"
        {...form.fieldProps('password')}
      />
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end font-semibold text-maroon-700 text-sm underline underline-offset-2 hover:text-maroon-900"
      >
        {t('auth.login.forgotPassword')}
      </Link>
      <SubmitButton busy={loading}>
        {loading ? t('auth.busy') : t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
