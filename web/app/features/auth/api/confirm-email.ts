import type { ConfirmEmailBody } from '@app/contract/account';
import { isAccountMessageReply } from '@app/contract/auth-checks';
import { apiRequestChecked } from '~/lib/api-client';

/** POST /auth/confirm-email: the token of the link mailed to the new address. */
export function confirmEmail(body: ConfirmEmailBody) {
  return apiRequestChecked('auth/confirm-email', isAccountMessageReply, { body });
}
