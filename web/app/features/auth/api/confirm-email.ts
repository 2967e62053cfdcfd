import { accountMessageReplySchema, type ConfirmEmailBody } from '@app/contract/account';
import { apiRequest } from '~/lib/api-client';

/** POST /auth/confirm-email: the token of the link mailed to the new address. */
export function confirmEmail(body: ConfirmEmailBody) {
  return apiRequest('auth/confirm-email', accountMessageReplySchema, { body });
}
