import { useId } from 'react';
import { LegalNote } from '~/components/legal/legal-note';
import { FormField, personFields } from '~/components/ui/form-field';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { useFormState } from '~/lib/use-form-state';
import { EmailField, emailError } from './email-field';
import { passwordError } from './password-rules';
import { SubmitButton } from './submit-button';

/** Name, e-mail, password and location, all required; the password needs 8 characters (API.md). */
export function RegisterForm() {
  const { t } = useTranslation();
  const { register, loading } = useAuth();
  const form = useFormState({
    initialValues: { name: '', email: '', password: '', location: '' },
    idPrefix: useId(),
    validate: (values) => ({
      name: values.name.trim() ? undefined : t('validation.nameRequired'),
      email: emailError(t, values.email),
      password: passwordError(t, values.password),
      location: values.location.trim() ? undefined : t('validation.locationRequired'),
    }),
    onValid: async (values) => {
      const outcome = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        location: values.location.trim(),
      });
      // The only field the server judges beyond these rules: a commonly used password.
      if (outcome !== true && outcome.refusedFields.includes('password')) {
        form.showFieldError('password', t('validation.passwordCommon'));
      }
    },
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormField
        label={t('auth.fields.name')}
        required
        className="sm:col-span-2"
        {...personFields.name}
        {...form.fieldProps('name')}
      />
      <EmailField className="sm:col-span-2" {...form.fieldProps('email')} />
      <FormField
        label={t('auth.fields.password')}
        type="password"
        required
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        hint={t('auth.fields.passwordHint')}
        {...form.fieldProps('password')}
      />
      <FormField
        label={t('auth.fields.location')}
        required
        autoComplete="address-level2"
        maxLength={100}
        hint={t('auth.fields.locationHint')}
        {...form.fieldProps('location')}
      />
      <div className="sm:col-span-2">
        <LegalNote kind="register" className="mb-4" />
        <SubmitButton busy={loading}>
          {loading ? t('auth.busy') : t('auth.register.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
