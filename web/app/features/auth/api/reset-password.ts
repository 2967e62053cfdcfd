import { accountMessageReplySchema, type ResetPasswordBody } from '@app/contract/account';
import { apiRequest } from '~/lib/api-client';

/** POST /auth/reset-password: the mailed link's token and the new password; ends every session. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('auth/reset-password', accountMessageReplySchema, { body });
}
