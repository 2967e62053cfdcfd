import { defineMessages } from '../../lib/messages.ts';

/** What the accountant's files answer when the range cannot be given (lib/messages.ts). */
export const exportMessages = defineMessages('exports', {
  rangeReversed: {
    en: 'The last day (to) cannot be before the first day (from).',
    hi: 'आख़िरी दिन (to) पहले दिन (from) से पहले नहीं हो सकता।',
  },
  rangeTooLong: {
    en: 'Choose at most {max} days at a time (this range has {days}).',
    hi: 'एक बार में ज़्यादा से ज़्यादा {max} दिन चुनें (इस अवधि में {days} दिन हैं)।',
  },
});
