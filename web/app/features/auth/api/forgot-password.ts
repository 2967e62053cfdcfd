import { accountMessageReplySchema, type ForgotPasswordBody } from '@app/contract/account';
import { apiRequest } from '~/lib/api-client';

/**
 * POST /auth/forgot-password: mails a reset link if an account uses the address. The reply is
 * the same either way (it never says whether the address has an account); 429 when asked too often.
 */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiRequest('auth/forgot-password', accountMessageReplySchema, { body });
}
