import { defineMessages } from '../../lib/messages.ts';

/** What the contact form's call answers (lib/messages.ts). */
export const contactMessages = defineMessages('contact', {
  sent: {
    en: 'Thank you! Your message has been sent.',
    hi: 'धन्यवाद! आपका संदेश भेज दिया गया है।',
  },
});
