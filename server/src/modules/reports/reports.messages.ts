import { defineMessages } from '../../lib/messages.ts';

/** What the report calls answer (lib/messages.ts). */
export const reportMessages = defineMessages('reports', {
  ordered: {
    en: 'Thank you! Your report is being prepared and will be e-mailed to {email}.',
    hi: 'धन्यवाद! आपकी रिपोर्ट तैयार की जा रही है और {email} पर ईमेल से भेजी जाएगी।',
  },
  orderedEarlier: {
    en: 'This report was ordered earlier; it is e-mailed to {email}.',
    hi: 'यह रिपोर्ट पहले ही ऑर्डर हो चुकी है; यह {email} पर ईमेल से भेजी जाती है।',
  },
  birthsErased: {
    en: 'The buyer deleted their account, and the birth details of this report were erased with it: it cannot be generated again.',
    hi: 'ख़रीदार ने अपना खाता मिटा दिया है और इस रिपोर्ट के जन्म विवरण भी उसके साथ मिटा दिए गए: यह रिपोर्ट फिर से नहीं बनाई जा सकती।',
  },
  notAReport: {
    en: 'This order has no report.',
    hi: 'इस ऑर्डर में कोई रिपोर्ट नहीं है।',
  },
  onlyOwnReports: {
    en: 'You can download only the reports of your own orders.',
    hi: 'आप केवल अपने ही ऑर्डर की रिपोर्ट डाउनलोड कर सकते हैं।',
  },
  notReadyYet: {
    en: 'Your report is still being prepared. It will be e-mailed to you as soon as it is ready; please try again in a few minutes.',
    hi: 'आपकी रिपोर्ट अभी तैयार की जा रही है। तैयार होते ही वह आपको ईमेल से भेज दी जाएगी; कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  },
  regenerationQueued: {
    en: 'The report will be generated again and e-mailed once it is ready.',
    hi: 'रिपोर्ट फिर से बनाई जाएगी और तैयार होते ही ईमेल से भेज दी जाएगी।',
  },
  alreadyGenerating: {
    en: 'The report is already waiting to be generated; it will be e-mailed once it is ready.',
    hi: 'रिपोर्ट पहले से बनने की कतार में है; तैयार होते ही वह ईमेल से भेज दी जाएगी।',
  },
  resent: {
    en: 'The report will be e-mailed again to {email}.',
    hi: 'रिपोर्ट फिर से {email} पर ईमेल की जाएगी।',
  },
  resendWaiting: {
    en: 'An e-mail with this report is already waiting to be sent to {email}.',
    hi: 'इस रिपोर्ट वाला एक ईमेल पहले से {email} पर भेजे जाने की कतार में है।',
  },
  noPdfToResend: {
    en: 'This report has no PDF yet: regenerate it first.',
    hi: 'इस रिपोर्ट की PDF अभी नहीं बनी है: पहले उसे फिर से बनवाएँ।',
  },
});
