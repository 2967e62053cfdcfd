import { passwordSchema } from '@app/contract/auth';
import type { TFunction } from 'i18next';

/**
 * What is wrong with a new password (sign-up, reset), if anything: the contract's rules (8 to 128
 * characters, not blank or one character repeated). The server also refuses the most common
 * passwords; that refusal comes back on the `password` field.
 */
export function passwordError(t: TFunction, password: string) {
  if (!password) return t('validation.passwordRequired');
  if (password.length < 8 || password.length > 128) return t('validation.passwordLength');
  return passwordSchema.safeParse(password).success ? undefined : t('validation.passwordWeak');
}
