import { defineMessages } from '../../lib/messages.ts';

/** What sign-up and login answer (lib/messages.ts). */
export const authMessages = defineMessages('auth', {
  signedUp: { en: 'Signup successful', hi: 'साइन अप सफल रहा' },
  loggedIn: { en: 'Login successful', hi: 'लॉगिन सफल रहा' },
  emailTaken: {
    en: 'An account with this e-mail already exists.',
    hi: 'इस ईमेल से पहले ही एक खाता बना हुआ है।',
  },
  /** One message for a wrong password and an unknown e-mail (API.md "Auth"). */
  wrongEmailOrPassword: {
    en: 'Incorrect e-mail or password.',
    hi: 'ईमेल या पासवर्ड ग़लत है।',
  },
  tooManyLoginAttempts: {
    en: 'Too many failed login attempts. Please try again in {wait:duration}.',
    hi: 'लॉगिन की बहुत ज़्यादा कोशिशें नाकाम रहीं। कृपया {wait:duration} बाद फिर से कोशिश करें।',
  },
  commonPassword: {
    en: 'This password is one of the most commonly used ones. Choose one that is harder to guess.',
    hi: 'यह पासवर्ड सबसे ज़्यादा इस्तेमाल होने वाले पासवर्डों में से है। ऐसा पासवर्ड चुनें जिसका अनुमान लगाना कठिन हो।',
  },
});
