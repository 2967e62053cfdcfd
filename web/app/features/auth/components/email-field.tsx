import { isEmailAddress } from '@app/contract/email-address';
import type { TFunction } from 'i18next';
import { FormField, type FormFieldProps, personFields } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/i18n';

/** What is wrong with the e-mail of the login and register forms, if anything. */
export function emailError(t: TFunction, email: string) {
  if (!email.trim()) return t('validation.emailRequired');
  // emailSchema's rule without zod (email-address.test.ts keeps them equal; decision 046).
  return isEmailAddress(email) ? undefined : t('validation.emailInvalid');
}

/** The login and register forms' required e-mail field; `field` is `form.fieldProps('email')`. */
export function EmailField({
  className,
  ...field
}: Omit<FormFieldProps & { as?: 'input' }, 'label'>) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('auth.fields.email')}
      required
      className={className}
      {...personFields.email}
      {...field}
    />
  );
}
