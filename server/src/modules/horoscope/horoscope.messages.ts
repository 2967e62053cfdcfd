import { defineMessages } from '../../lib/messages.ts';

/** What the horoscope call answers when it cannot (lib/messages.ts). */
export const horoscopeMessages = defineMessages('horoscope', {
  unknownKind: {
    en: 'Unknown horoscope kind. Use one of: {kinds}.',
    hi: 'राशिफल का ऐसा कोई प्रकार नहीं है। इनमें से कोई एक चुनें: {kinds}।',
  },
  unknownSign: {
    en: 'Unknown zodiac sign. Use one of: {signs}.',
    hi: 'ऐसी कोई राशि नहीं है। इनमें से कोई एक चुनें: {signs}।',
  },
  dateOutOfRange: {
    en: 'date must be a day written YYYY-MM-DD, within {days} days of today, and only for the daily horoscope.',
    hi: 'date में आज से {days} दिनों के भीतर का कोई दिन YYYY-MM-DD के रूप में लिखें; यह केवल दैनिक राशिफल के लिए है।',
  },
  /** The specification's words for a reading that cannot be had. */
  failed: {
    en: 'Failed to get your horoscope. Please try again later.',
    hi: 'आपका राशिफल नहीं मिल सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
});
