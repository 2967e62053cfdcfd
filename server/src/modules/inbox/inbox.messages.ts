import type { ContactMessageStatus } from '@app/contract/contact';
import { defineMessages, type Message } from '../../lib/messages.ts';

/** What the inbox's calls answer (lib/messages.ts). */
export const inboxMessages = defineMessages('inbox', {
  notFound: {
    en: 'There is no message with this id.',
    hi: 'इस आईडी का कोई संदेश नहीं है।',
  },
  replyQueued: {
    en: 'Your answer is on its way to {email}.',
    hi: 'आपका जवाब {email} पर भेजा जा रहा है।',
  },
  statusChanged: {
    en: "The message is now '{status}'.",
    hi: "संदेश की स्थिति अब '{status}' है।",
  },
  statusNew: { en: 'New', hi: 'नया' },
  statusAnswered: { en: 'Answered', hi: 'जवाब दिया गया' },
  statusClosed: { en: 'Closed', hi: 'बंद' },
});

/** The inbox's states as the back office names them. */
export function inboxStatusName(status: ContactMessageStatus): Message {
  const names = {
    new: inboxMessages.statusNew,
    answered: inboxMessages.statusAnswered,
    closed: inboxMessages.statusClosed,
  } as const;
  return names[status]();
}
