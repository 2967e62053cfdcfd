import type { OrderStatus } from '@app/contract/orders';
import { defineMessages, type Message } from '../../lib/messages.ts';

/**
 * Each order status as a noun, to name it inside a sentence ("...बदलकर 'वापसी' कर दी गई"). The
 * English is the API's own value, as the English replies have always named it.
 */
export const orderStatusNames: Readonly<Record<OrderStatus, Message>> = {
  Processing: { en: 'Processing', hi: 'प्रोसेसिंग में' },
  Shipped: { en: 'Shipped', hi: 'रवाना' },
  Delivered: { en: 'Delivered', hi: 'डिलीवर' },
  Cancel: { en: 'Cancel', hi: 'रद्द/वापसी का अनुरोध' },
  Return: { en: 'Return', hi: 'वापसी' },
};

/** What the order calls answer (lib/messages.ts); `{status}`, `{from}`, `{to}`: a status name. */
export const orderMessages = defineMessages('orders', {
  notFound: { en: 'No such order.', hi: 'यह ऑर्डर नहीं मिला।' },
  onlyOwnOrders: {
    en: 'You can see only your own orders.',
    hi: 'आप केवल अपने ही ऑर्डर देख सकते हैं।',
  },
  onlyOwnChanges: {
    en: 'You can change only your own orders.',
    hi: 'आप केवल अपने ही ऑर्डर में बदलाव कर सकते हैं।',
  },
  transitionRefused: {
    en: 'An order cannot move from {from} to {to}.',
    hi: "ऑर्डर की स्थिति '{from}' से बदलकर '{to}' नहीं की जा सकती।",
  },
  changedMeanwhile: {
    en: 'The order was changed by someone else meanwhile. Please try again.',
    hi: 'इसी बीच किसी और ने यह ऑर्डर बदल दिया। कृपया फिर से कोशिश करें।',
  },
  statusUpdated: {
    en: 'Order status updated to {status}',
    hi: "ऑर्डर की स्थिति बदलकर '{status}' कर दी गई",
  },
  statusUnchanged: {
    en: 'The order is already {status}.',
    hi: "ऑर्डर की स्थिति पहले से ही '{status}' है।",
  },
  requestAlreadyReceived: {
    en: 'Your request for this order has already been received.',
    hi: 'इस ऑर्डर के लिए आपका अनुरोध हमें पहले ही मिल चुका है।',
  },
  returnRequested: {
    en: 'Your return request has been received. We will contact you about the pickup.',
    hi: 'आपका वापसी का अनुरोध हमें मिल गया है। पिकअप के लिए हम आपसे संपर्क करेंगे।',
  },
  cancellationRequested: {
    en: 'Your cancellation request has been received. Your refund will follow once it is confirmed.',
    hi: 'ऑर्डर रद्द करने का आपका अनुरोध हमें मिल गया है। पुष्टि होते ही आपका रिफ़ंड भेज दिया जाएगा।',
  },
  listed: { en: 'Orders fetched.', hi: 'ऑर्डर लोड हो गए।' },
  placed: {
    en: 'Payment verified. Your order has been placed.',
    hi: 'भुगतान की पुष्टि हो गई। आपका ऑर्डर दर्ज हो गया है।',
  },
  placedEarlier: {
    en: 'Payment already verified. Your order was placed earlier.',
    hi: 'इस भुगतान की पुष्टि पहले ही हो चुकी है। आपका ऑर्डर पहले ही दर्ज हो चुका है।',
  },
});
