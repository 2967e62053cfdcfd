import { defineMessages } from '../../lib/messages.ts';

/** What booking an appointment answers (lib/messages.ts). */
export const appointmentMessages = defineMessages('appointments', {
  /** Shown to the customer as a toast when a booking is paid. */
  booked: {
    en: 'Payment successful! Your appointment is booked. We have e-mailed you the details and will call you soon.',
    hi: 'भुगतान सफल रहा! आपका अपॉइंटमेंट बुक हो गया है। हमने पूरी जानकारी आपको ईमेल कर दी है और जल्द ही आपको फ़ोन करेंगे।',
  },
  /** The same payment verified again. */
  bookedEarlier: {
    en: 'Payment already verified. Your appointment was booked earlier.',
    hi: 'इस भुगतान की पुष्टि पहले ही हो चुकी है। आपका अपॉइंटमेंट पहले ही बुक हो चुका है।',
  },
  notFound: { en: 'Appointment not found.', hi: 'यह अपॉइंटमेंट नहीं मिला।' },
  paidNotPrice: {
    en: 'The amount paid does not match the price of the appointment ({price:money}).',
    hi: 'चुकाई गई राशि अपॉइंटमेंट की कीमत ({price:money}) से मेल नहीं खाती।',
  },
});
