import { emailSchema } from '@app/contract/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, personFields } from '~/components/ui/form-field';
import { useAuth } from '~/lib/auth';
import { useFormState } from '~/lib/use-form-state';
import { SubmitButton } from './submit-button';

/** E-mail and password (specification "Register and login pages"); both required. */
export function LoginForm() {
  const { t } = useTranslation();
  const { login, loading } = useAuth();
  const form = useFormState({
    initialValues: { email: '', password: '' },
    idPrefix: useId(),
    validate: (values) => ({
      email: !values.email.trim()
        ? t('validation.emailRequired')
        : emailSchema.safeParse(values.email).success
          ? undefined
          : t('validation.emailInvalid'),
      password: values.password ? undefined : t('validation.passwordRequired'),
    }),
    onValid: async (values) => {
      await login(values.email.trim(), values.password);
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} className="grid gap-5">
      <FormField
        label={t('auth.fields.email')}
        required
        {...personFields.email}
        {...form.fieldProps('email')}
      />
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
