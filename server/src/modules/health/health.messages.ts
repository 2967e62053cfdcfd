import { defineMessages } from '../../lib/messages.ts';

/** What the readiness check says when it fails (lib/messages.ts). */
export const healthMessages = defineMessages('health', {
  databaseDown: { en: 'The database is not answering.', hi: 'डेटाबेस जवाब नहीं दे रहा है।' },
});
