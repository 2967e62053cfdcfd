import type { ForgotPasswordBody } from '@app/contract/account';
import { isAccountMessageReply } from '@app/contract/auth-checks';
import { apiRequestChecked } from '~/lib/api-client';

/**
 * POST /auth/forgot-password: mails a reset link if an account uses the address. The reply is
 * the same either way (it never says whether the address has an account); 429 when asked too often.
 */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiRequestChecked('auth/forgot-password', isAccountMessageReply, { body });
}
