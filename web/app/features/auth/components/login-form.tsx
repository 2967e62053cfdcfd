import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '~/components/ui/form-field';
import { useAuth } from '~/lib/auth';
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
      <SubmitButton busy={loading}>
        {loading ? t('auth.busy') : t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
