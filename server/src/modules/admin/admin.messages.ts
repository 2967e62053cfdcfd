import { defineMessages } from '../../lib/messages.ts';

/** What the back office's own calls answer (lib/messages.ts). */
export const adminMessages = defineMessages('admin', {
  noFailedMail: {
    en: 'There is no failed e-mail with this id (it may have been sent).',
    hi: 'इस आईडी का ऐसा कोई ईमेल नहीं है जो न पहुँचा हो (हो सकता है वह भेजा जा चुका हो)।',
  },
  mailRetried: {
    en: 'The e-mail will be sent again.',
    hi: 'ईमेल फिर से भेजा जाएगा।',
  },
});
