import { defineMessages } from '../../lib/messages.ts';

/** What the invoice calls answer (lib/messages.ts). */
export const invoiceMessages = defineMessages('invoices', {
  notFound: {
    en: 'No such order or booking.',
    hi: 'ऐसा कोई ऑर्डर या बुकिंग नहीं मिली।',
  },
  onlyOwnInvoices: {
    en: 'You can download only the invoices of your own orders and bookings.',
    hi: 'आप केवल अपने ही ऑर्डर और बुकिंग के इनवॉइस डाउनलोड कर सकते हैं।',
  },
  noInvoiceYet: {
    en: 'This order has no invoice: it was paid before invoices were issued here. Please write to us for one.',
    hi: 'इस ऑर्डर का कोई इनवॉइस नहीं है: इसका भुगतान यहाँ इनवॉइस बनने से पहले हुआ था। इनवॉइस के लिए कृपया हमें लिखें।',
  },
  notPrinted: {
    en: 'The invoice could not be printed just now. Please try again in a minute.',
    hi: 'इनवॉइस अभी प्रिंट नहीं हो सका। कृपया एक मिनट बाद फिर से कोशिश करें।',
  },
});
