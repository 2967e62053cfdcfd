import { defineMessages } from '../../lib/messages.ts';

/** The words of the festival calendar feed (lib/messages.ts), in the feed's language. */
export const festivalFeedMessages = defineMessages('festival-feed', {
  calendarName: { en: 'Festivals {year} · {place}', hi: 'त्योहार {year} · {place}' },
  calendarDescription: {
    en: 'Hindu festivals and vrats of {year} at {place} ({lat}, {lon}, {zone}), their dates and muhurat computed from the sky by {site}.',
    hi: '{place} ({lat}, {lon}, {zone}) में {year} के हिंदू त्योहार और व्रत; तारीख़ें और मुहूर्त {site} ने आकाश से गणना करके निकाले हैं।',
  },
  smarta: { en: 'Smarta', hi: 'स्मार्त' },
  vaishnava: { en: 'Vaishnava', hi: 'वैष्णव' },
  tithi: { en: '{tithi} tithi: {from} to {to}', hi: '{tithi} तिथि: {from} से {to} तक' },
});
