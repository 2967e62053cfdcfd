import { defineMessages } from '../../lib/messages.ts';

/**
 * What the payment calls answer (lib/messages.ts). A "payment order" is the gateway's order that
 * a payment is made against (Razorpay's `order_…`), not the shop's order.
 */
export const paymentMessages = defineMessages('payments', {
  purposeUnavailable: {
    en: 'Payments for {purpose} are not available.',
    hi: 'इस तरह की ख़रीद ({purpose}) के लिए अभी भुगतान नहीं लिया जा सकता।',
  },
  amountNotPrice: {
    en: 'The amount ({amount:money}) does not match the price ({price:money}).',
    hi: 'भुगतान राशि ({amount:money}) कीमत ({price:money}) से मेल नहीं खाती।',
  },
  notStarted: {
    en: 'The payment could not be started. Please try again in a moment.',
    hi: 'भुगतान शुरू नहीं हो सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
  },
  unknownPaymentOrder: {
    en: 'This payment order was not created by this shop.',
    hi: 'यह भुगतान ऑर्डर हमारी दुकान का नहीं है।',
  },
  paymentNotOrderAmount: {
    en: 'The payment ({paid:money}) does not match its order ({due:money}).',
    hi: 'भुगतान की राशि ({paid:money}) भुगतान ऑर्डर की राशि ({due:money}) से मेल नहीं खाती।',
  },
  otherKindOfPurchase: {
    en: 'This payment order was made for another kind of purchase.',
    hi: 'यह भुगतान ऑर्डर किसी दूसरी तरह की ख़रीद के लिए बनाया गया था।',
  },
  alreadyPaid: {
    en: 'This payment order has already been paid.',
    hi: 'इस भुगतान ऑर्डर का भुगतान पहले ही हो चुका है।',
  },
  usedByAnotherCustomer: {
    en: 'This payment has already been used by another customer.',
    hi: 'इस भुगतान का उपयोग पहले ही किसी दूसरे ग्राहक के लिए हो चुका है।',
  },
  usedForAnotherPurchase: {
    en: 'This payment has already been used for another purchase.',
    hi: 'इस भुगतान का उपयोग पहले ही किसी दूसरी ख़रीद के लिए हो चुका है।',
  },
  madeForDifferentPurchase: {
    en: 'This payment order was made for a different purchase.',
    hi: 'यह भुगतान ऑर्डर किसी दूसरी ख़रीद के लिए बनाया गया था।',
  },
  paidNotPrice: {
    en: 'The amount paid ({paid:money}) does not match the price of the purchase ({price:money}).',
    hi: 'चुकाई गई राशि ({paid:money}) इस ख़रीद की कीमत ({price:money}) से मेल नहीं खाती।',
  },
  anotherCustomers: {
    en: 'This payment belongs to another customer.',
    hi: 'यह भुगतान किसी दूसरे ग्राहक का है।',
  },
  badSignature: {
    en: 'Payment verification failed: the payment signature is not valid.',
    hi: 'भुगतान की पुष्टि नहीं हो सकी: भुगतान का हस्ताक्षर (signature) मान्य नहीं है।',
  },
  notRecorded: {
    en: 'Your payment was received, but we could not record it. Our team has been told and will contact you; please do not pay again.',
    hi: 'आपका भुगतान मिल गया है, लेकिन हम उसे दर्ज नहीं कर सके। हमारी टीम को इसकी सूचना दे दी गई है और वह आपसे संपर्क करेगी; कृपया दोबारा भुगतान न करें।',
  },
  gatewayUnreachable: {
    en: 'We could not confirm your payment with the payment gateway just now. If money was taken, your order will be placed within minutes: please check again shortly, and do not pay again.',
    hi: 'अभी हम पेमेंट गेटवे से आपके भुगतान की पुष्टि नहीं कर सके। अगर आपके खाते से पैसा कटा है, तो आपका ऑर्डर कुछ ही मिनटों में दर्ज हो जाएगा: थोड़ी देर बाद फिर से देखें, और दोबारा भुगतान न करें।',
  },
  notForThisOrder: {
    en: 'Payment verification failed: the payment is not for this order.',
    hi: 'भुगतान की पुष्टि नहीं हो सकी: यह भुगतान इस भुगतान ऑर्डर के लिए नहीं है।',
  },
  notAmountDue: {
    en: 'Payment verification failed: the amount paid is not the amount due.',
    hi: 'भुगतान की पुष्टि नहीं हो सकी: चुकाई गई राशि देय राशि के बराबर नहीं है।',
  },
  notCaptured: {
    en: 'Payment verification failed: the payment gateway has not completed this payment.',
    hi: 'भुगतान की पुष्टि नहीं हो सकी: पेमेंट गेटवे ने यह भुगतान अभी पूरा नहीं किया है।',
  },
  loginToPay: {
    en: 'Please log in to pay for this order.',
    hi: 'इस ऑर्डर का भुगतान करने के लिए कृपया लॉगिन करें।',
  },
  anotherAccounts: {
    en: 'This payment order belongs to another account.',
    hi: 'यह भुगतान ऑर्डर किसी दूसरे खाते का है।',
  },
  expired: {
    en: 'This payment order has expired. Please start again.',
    hi: 'इस भुगतान ऑर्डर की समय-सीमा ख़त्म हो गई है। कृपया फिर से शुरू करें।',
  },
  webhooksOff: {
    en: 'Webhooks are not configured on this server.',
    hi: 'इस सर्वर पर वेबहुक सेट नहीं किए गए हैं।',
  },
  badWebhookSignature: {
    en: 'Invalid webhook signature.',
    hi: 'वेबहुक का हस्ताक्षर (signature) मान्य नहीं है।',
  },
  unreadableWebhook: {
    en: 'Unreadable webhook event.',
    hi: 'वेबहुक का इवेंट पढ़ा नहीं जा सका।',
  },
});
