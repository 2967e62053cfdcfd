import type { ContactBody } from '@app/contract/contact';
import { contactReplySchema } from '@app/contract/contact';
import { apiRequest } from '~/lib/api-client';

/** POST /contact/create: stores the message and queues the e-mail to the business. */
export function sendContactMessage(body: ContactBody) {
  return apiRequest('contact/create', contactReplySchema, { body });
}
