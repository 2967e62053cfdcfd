import {
  isAcceptablePassword,
  passwordMaxLength,
  passwordMinLength,
} from '@app/contract/auth-checks';
import type { TFunction } from 'i18next';

/**
 * What is wrong with a new password (sign-up, reset), if anything: the contract's rules (8 to 128
 * characters, not blank or one character repeated). The server also refuses the most common
 * passwords; that refusal comes back on the `password` field.
 */
export function passwordError(t: TFunction, password: string) {
  if (!password) return t('validation.passwordRequired');
  const length = [...password].length;
  if (length < passwordMinLength || length > passwordMaxLength)
    return t('validation.passwordLength');
  // The schema's rules without zod, which the sign-up and reset pages do not load (decision 046).
  return isAcceptablePassword(password) ? undefined : t('validation.passwordWeak');
}
