import type { ResetPasswordBody } from '@app/contract/account';
import { isAccountMessageReply } from '@app/contract/auth-checks';
import { apiRequestChecked } from '~/lib/api-client';

/** POST /auth/reset-password: the mailed link's token and the new password; ends every session. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequestChecked('auth/reset-password', isAccountMessageReply, { body });
}
