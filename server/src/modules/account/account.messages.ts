import { defineMessages } from '../../lib/messages.ts';

/** What the account's own calls answer (lib/messages.ts; docs/decisions/038). */
export const accountMessages = defineMessages('account', {
  /** The one reply to "forgot password", whether or not the address has an account. */
  resetLinkSent: {
    en: 'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
    hi: 'अगर इस ईमेल पते से कोई खाता है, तो उस पर नया पासवर्ड चुनने का लिंक भेज दिया गया है। यह लिंक एक ही बार और 30 मिनट तक काम करता है।',
  },
  tooManyResetRequests: {
    en: 'Too many password reset requests. Please try again in {wait:duration}.',
    hi: 'पासवर्ड रीसेट के बहुत ज़्यादा अनुरोध आए हैं। कृपया {wait:duration} बाद फिर से कोशिश करें।',
  },
  passwordReset: {
    en: 'Your password has been changed. Please log in with the new password.',
    hi: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉगिन करें।',
  },
  linkInvalid: {
    en: 'This link is not valid. Please ask for a new one.',
    hi: 'यह लिंक मान्य नहीं है। कृपया नया लिंक मँगवाएँ।',
  },
  linkUsed: {
    en: 'This link has already been used. Please ask for a new one if you need it.',
    hi: 'यह लिंक पहले ही इस्तेमाल हो चुका है। ज़रूरत हो तो नया लिंक मँगवाएँ।',
  },
  linkExpired: {
    en: 'This link has expired. Please ask for a new one.',
    hi: 'इस लिंक का समय ख़त्म हो गया है। कृपया नया लिंक मँगवाएँ।',
  },
  wrongPassword: {
    en: 'The password is not correct.',
    hi: 'पासवर्ड सही नहीं है।',
  },
  passwordChanged: {
    en: 'Your password has been changed. You have been logged out on every other device.',
    hi: 'आपका पासवर्ड बदल दिया गया है। बाकी सभी डिवाइस पर आप लॉग आउट हो गए हैं।',
  },
  sameEmail: {
    en: 'This is already the e-mail address of your account.',
    hi: 'यही पहले से आपके खाते का ईमेल पता है।',
  },
  emailChangeRequested: {
    en: 'We have sent a link to {email}. Open it within 24 hours to confirm the new address; until then your account keeps its present address.',
    hi: 'हमने {email} पर एक लिंक भेजा है। नए पते की पुष्टि के लिए इसे 24 घंटे के अंदर खोलें; तब तक आपका खाता मौजूदा पते पर ही रहेगा।',
  },
  tooManyEmailChanges: {
    en: 'You have asked to change your e-mail address too often. Please try again in {wait:duration}.',
    hi: 'आपने ईमेल पता बदलने का अनुरोध बहुत बार किया है। कृपया {wait:duration} बाद फिर से कोशिश करें।',
  },
  emailChanged: {
    en: 'The e-mail address of your account is now {email}.',
    hi: 'अब आपके खाते का ईमेल पता {email} है।',
  },
  emailTaken: {
    en: 'Another account already uses this e-mail address.',
    hi: 'यह ईमेल पता पहले से किसी दूसरे खाते में इस्तेमाल हो रहा है।',
  },
  loggedOutEverywhere: {
    en: 'You have been logged out on every device, this one included.',
    hi: 'आप इस डिवाइस समेत सभी डिवाइस पर लॉग आउट हो गए हैं।',
  },
  profileSaved: {
    en: 'Your profile has been saved.',
    hi: 'आपकी प्रोफ़ाइल सहेज दी गई है।',
  },
  personSaved: {
    en: 'The birth details of {name} have been saved.',
    hi: '{name} के जन्म विवरण सहेज दिए गए हैं।',
  },
  personAlreadySaved: {
    en: 'The birth details of {name} were already saved.',
    hi: '{name} के जन्म विवरण पहले से सहेजे हुए हैं।',
  },
  personUpdated: {
    en: 'The birth details of {name} have been updated.',
    hi: '{name} के जन्म विवरण बदल दिए गए हैं।',
  },
  personRemoved: {
    en: 'The birth details of {name} have been deleted.',
    hi: '{name} के जन्म विवरण मिटा दिए गए हैं।',
  },
  personNotFound: {
    en: 'No such saved person.',
    hi: 'ऐसा कोई सहेजा हुआ व्यक्ति नहीं मिला।',
  },
  tooManyPeople: {
    en: 'An account can keep the birth details of at most {max} people. Delete one to add another.',
    hi: 'एक खाते में ज़्यादा से ज़्यादा {max} लोगों के जन्म विवरण रखे जा सकते हैं। नया जोड़ने के लिए कोई एक मिटाएँ।',
  },
  consentNotFound: {
    en: 'No such consent.',
    hi: 'ऐसी कोई सहमति नहीं मिली।',
  },
  consentWithdrawn: {
    en: 'Your consent has been withdrawn and the birth details it covered have been deleted.',
    hi: 'आपकी सहमति वापस ले ली गई है और उसके तहत रखे जन्म विवरण मिटा दिए गए हैं।',
  },
  consentAlreadyEnded: {
    en: 'This consent had already ended; nothing it covered is kept.',
    hi: 'यह सहमति पहले ही समाप्त हो चुकी थी; उसके तहत कुछ भी नहीं रखा गया है।',
  },
  accountDeleted: {
    en: 'Your account and your personal data have been deleted. Paid orders are kept for the tax records, without your name, contact or birth details.',
    hi: 'आपका खाता और आपकी निजी जानकारी मिटा दी गई है। भुगतान किए गए ऑर्डर टैक्स के रिकॉर्ड के लिए रखे गए हैं, पर आपके नाम, संपर्क और जन्म विवरण के बिना।',
  },
  deletionWaitsForOrders: {
    en: 'Your account cannot be deleted yet: {count} of your orders, reports or consultations are still in progress, and we need your details to complete them. Please try again once they are delivered, held or cancelled.',
    hi: 'आपका खाता अभी मिटाया नहीं जा सकता: आपके {count} ऑर्डर, रिपोर्ट या परामर्श अभी पूरे नहीं हुए हैं और उन्हें पूरा करने के लिए आपकी जानकारी चाहिए। उनके डिलीवर, पूरे या रद्द होने के बाद फिर से कोशिश करें।',
  },
  customerNotFound: {
    en: 'No such customer.',
    hi: 'ऐसा कोई ग्राहक नहीं मिला।',
  },
});
