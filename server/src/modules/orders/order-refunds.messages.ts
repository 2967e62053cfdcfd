import { defineMessages } from '../../lib/messages.ts';

/**
 * What the admin's refunds of orders and the shipping of an order answer (docs/decisions/040);
 * `{status}` is an order status name (orders.messages.ts), `{…:money}` paise.
 */
export const orderRefundMessages = defineMessages('order-refunds', {
  refunded: {
    en: 'A refund of {amount:money} has been sent to the payment gateway.',
    hi: '{amount:money} का रिफ़ंड पेमेंट गेटवे को भेज दिया गया है।',
  },
  refundedEarlier: {
    en: 'This refund of {amount:money} was already made; nothing more has been refunded.',
    hi: '{amount:money} का यह रिफ़ंड पहले ही हो चुका है; इससे ज़्यादा कुछ रिफ़ंड नहीं किया गया।',
  },
  refundedAndReturned: {
    en: "A refund of {amount:money} has been sent to the payment gateway and the order is now '{status}'.",
    hi: "{amount:money} का रिफ़ंड पेमेंट गेटवे को भेज दिया गया है और ऑर्डर की स्थिति बदलकर '{status}' कर दी गई है।",
  },
  nothingLeft: {
    en: 'Everything paid for this order has already been refunded.',
    hi: 'इस ऑर्डर का पूरा भुगतान पहले ही रिफ़ंड हो चुका है।',
  },
  moreThanLeft: {
    en: 'At most {left:money} can still be refunded for this order, not {amount:money}.',
    hi: 'इस ऑर्डर के लिए अब अधिकतम {left:money} रिफ़ंड किए जा सकते हैं, {amount:money} नहीं।',
  },
  notReturnRequested: {
    en: "Only a return or cancellation the customer asked for can be accepted; this order is '{status}'.",
    hi: "केवल ग्राहक के रद्द/वापसी के अनुरोध को ही स्वीकार किया जा सकता है; इस ऑर्डर की स्थिति '{status}' है।",
  },
  notCancellable: {
    en: "Only an order that is still '{processing}' can be cancelled; this order is '{status}'.",
    hi: "केवल '{processing}' वाला ऑर्डर ही रद्द किया जा सकता है; इस ऑर्डर की स्थिति '{status}' है।",
  },
  keyNeeded: {
    en: 'Send an idempotency key (the Idempotency-Key header or the idempotencyKey field) so that a repeated request does not refund twice.',
    hi: 'एक idempotency key भेजें (Idempotency-Key हेडर या idempotencyKey फ़ील्ड), ताकि दोबारा भेजा गया अनुरोध दो बार रिफ़ंड न करे।',
  },
  keyInvalid: {
    en: 'The idempotency key must be 8 to 100 letters, digits, - or _.',
    hi: 'Idempotency key में 8 से 100 तक अक्षर, अंक, - या _ होने चाहिए।',
  },
  shipmentNeeded: {
    en: 'To mark the order Shipped, give the courier and the tracking number.',
    hi: "ऑर्डर को 'रवाना' करने के लिए कूरियर का नाम और ट्रैकिंग नंबर दें।",
  },
  shipmentUpdated: {
    en: 'The courier and tracking number have been updated.',
    hi: 'कूरियर और ट्रैकिंग नंबर बदल दिए गए हैं।',
  },
  noShippingForReports: {
    en: 'A report is sent by e-mail: it has no parcel to ship.',
    hi: 'रिपोर्ट ईमेल से भेजी जाती है: उसका कोई पार्सल नहीं भेजा जाता।',
  },
  noReturnOfReports: {
    en: 'A report cannot be returned once it has been made. Please write to us if something is wrong with it.',
    hi: 'बन जाने के बाद रिपोर्ट वापस नहीं की जा सकती। उसमें कोई कमी हो तो कृपया हमें लिखें।',
  },
});
