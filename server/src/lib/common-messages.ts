import { defineMessages } from './messages.ts';

/** The replies every part of the API shares: refusals of a request as such, and sign-in. */
export const commonMessages = defineMessages('common', {
  malformedJson: {
    en: 'Malformed JSON body.',
    hi: 'अनुरोध में भेजा गया JSON सही नहीं है।',
  },
  bodyTooLarge: {
    en: 'The request body is too large.',
    hi: 'अनुरोध में भेजी गई जानकारी बहुत बड़ी है।',
  },
  jsonOnly: {
    en: 'Send the request body as JSON (Content-Type: application/json).',
    hi: 'अनुरोध की जानकारी JSON में भेजें (Content-Type: application/json)।',
  },
  /** Another refusal by Fastify itself (its own English is more precise, and kept). */
  requestRefused: {
    en: 'The request could not be handled.',
    hi: 'यह अनुरोध स्वीकार नहीं किया जा सका।',
  },
  unstorableData: {
    en: 'Some of the data sent cannot be stored. Check it for unusual characters.',
    hi: 'भेजी गई जानकारी का कुछ हिस्सा सहेजा नहीं जा सकता। देखें कि उसमें कोई असामान्य अक्षर तो नहीं है।',
  },
  unexpected: {
    en: 'Something went wrong on our side. Please try again later.',
    hi: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  notFound: { en: 'Not found.', hi: 'यहाँ कुछ नहीं मिला।' },
  malformedAddress: { en: 'Malformed address.', hi: 'यह पता (URL) सही नहीं है।' },
  noSuchEndpoint: {
    en: 'No such endpoint: {method} {path}',
    hi: 'ऐसा कोई एंडपॉइंट नहीं है: {method} {path}',
  },
  tooManyRequests: {
    en: 'Too many requests. Please try again in {wait:duration}.',
    hi: 'बहुत ज़्यादा अनुरोध आए हैं। कृपया {wait:duration} बाद फिर से कोशिश करें।',
  },
  invalidCursor: {
    en: 'That page cursor is not valid.',
    hi: 'यह पेज कर्सर (cursor) मान्य नहीं है।',
  },
  loginRequired: {
    en: 'Please log in to continue.',
    hi: 'आगे बढ़ने के लिए कृपया लॉगिन करें।',
  },
  sessionExpired: {
    en: 'Your session has expired. Please log in again.',
    hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉगिन करें।',
  },
  adminOnly: {
    en: 'This needs an administrator account.',
    hi: 'इसके लिए एडमिन खाता चाहिए।',
  },
});
