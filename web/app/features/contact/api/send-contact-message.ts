import type { ContactBody } from '@app/contract/contact';
import { isContactReply } from '@app/contract/contact-check';
import { apiRequestChecked } from '~/lib/api-client';

/**
 * POST /contact/create: stores the message and queues the e-mail to the business. The reply is
 * checked by hand (contract/src/contact-check.ts) so the popup loads no zod (decision 010).
 */
export function sendContactMessage(body: ContactBody) {
  return apiRequestChecked('contact/create', isContactReply, { body });
}
