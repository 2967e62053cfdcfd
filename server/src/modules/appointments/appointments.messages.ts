import { defineMessages } from '../../lib/messages.ts';

/** What booking, reading, moving and cancelling a consultation answers (lib/messages.ts). */
export const appointmentMessages = defineMessages('appointments', {
  /** Shown to the customer when a booking is paid. */
  booked: {
    en: 'Payment successful! Your consultation is booked. We have e-mailed you the details and a calendar invite.',
    hi: 'भुगतान सफल रहा! आपका परामर्श बुक हो गया है। हमने पूरी जानकारी और कैलेंडर आमंत्रण आपको ईमेल कर दिया है।',
  },
  /** The same payment verified again. */
  bookedEarlier: {
    en: 'Payment already verified. Your consultation was booked earlier.',
    hi: 'इस भुगतान की पुष्टि पहले ही हो चुकी है। आपका परामर्श पहले ही बुक हो चुका है।',
  },
  notFound: { en: 'Appointment not found.', hi: 'यह अपॉइंटमेंट नहीं मिला।' },
  paidNotPrice: {
    en: 'The amount paid does not match the price of the appointment ({price:money}).',
    hi: 'चुकाई गई राशि अपॉइंटमेंट की कीमत ({price:money}) से मेल नहीं खाती।',
  },
  chooseTime: {
    en: 'Choose a time for your call.',
    hi: 'अपनी कॉल के लिए समय चुनें।',
  },
  notAFreeSlot: {
    en: 'That time is not free for booking any more. Please choose another time.',
    hi: 'यह समय अब बुकिंग के लिए ख़ाली नहीं है। कृपया कोई दूसरा समय चुनें।',
  },
  slotHeld: {
    en: 'Someone else is paying for that time right now. Please choose another time.',
    hi: 'इस समय के लिए अभी कोई और भुगतान कर रहा है। कृपया कोई दूसरा समय चुनें।',
  },
  slotTakenWhilePaying: {
    en: 'Your payment arrived after the hold on that time ran out, and someone else booked it meanwhile. The full amount is being refunded; please choose another time.',
    hi: 'आपका भुगतान उस समय का आरक्षण ख़त्म होने के बाद पहुँचा, और इस बीच वह समय किसी और ने बुक कर लिया। पूरी राशि वापस भेजी जा रही है; कृपया कोई दूसरा समय चुनें।',
  },
  signInOrLink: {
    en: 'Sign in, or open the link from your booking e-mail, to see this booking.',
    hi: 'यह बुकिंग देखने के लिए लॉगिन करें, या बुकिंग वाले ईमेल का लिंक खोलें।',
  },
  notYours: {
    en: 'This booking is not yours, or the link has expired.',
    hi: 'यह बुकिंग आपकी नहीं है, या लिंक की अवधि ख़त्म हो चुकी है।',
  },
  tooLateToMove: {
    en: 'A booking can be moved up to {hours} hours before the call, once.',
    hi: 'बुकिंग का समय कॉल से {hours} घंटे पहले तक, एक ही बार बदला जा सकता है।',
  },
  onlyAdminChoosesRefund: {
    en: 'Only the astrologer can choose how much is refunded; the cancellation policy decides for you.',
    hi: 'कितना रिफ़ंड होगा, यह केवल ज्योतिषी चुन सकते हैं; आपके लिए यह रद्द करने की नीति से तय होता है।',
  },
  refundMoreThanPaid: {
    en: 'A refund can be at most what was paid ({paid:money}).',
    hi: 'रिफ़ंड ज़्यादा से ज़्यादा भुगतान की गई राशि ({paid:money}) जितना हो सकता है।',
  },
  notBooked: {
    en: 'This consultation is {status}: it cannot be changed.',
    hi: 'यह परामर्श {status} है: इसे बदला नहीं जा सकता।',
  },
  noTime: {
    en: 'This booking has no time to move; we will call you to fix one.',
    hi: 'इस बुकिंग का कोई समय तय नहीं है, जिसे बदला जा सके; समय तय करने के लिए हम आपको फ़ोन करेंगे।',
  },
  moved: {
    en: 'Your consultation has been moved. We have e-mailed you a new calendar invite.',
    hi: 'आपके परामर्श का समय बदल दिया गया है। नया कैलेंडर आमंत्रण हमने आपको ईमेल कर दिया है।',
  },
  cancelledWithRefund: {
    en: 'Your consultation is cancelled. {amount:money} is being refunded to the way you paid.',
    hi: 'आपका परामर्श रद्द हो गया है। {amount:money} उसी तरीके से वापस भेजे जा रहे हैं जिससे आपने भुगतान किया था।',
  },
  cancelledWithoutRefund: {
    en: 'Your consultation is cancelled. Less than {hours} hours before the call, nothing is refunded.',
    hi: 'आपका परामर्श रद्द हो गया है। कॉल से {hours} घंटे से कम समय पहले रद्द करने पर पैसा वापस नहीं होता।',
  },
  updated: { en: 'The booking is updated.', hi: 'बुकिंग अपडेट हो गई है।' },
  summarySent: {
    en: 'The summary has been e-mailed to the client.',
    hi: 'सारांश ग्राहक को ईमेल कर दिया गया है।',
  },
  availabilitySaved: {
    en: 'The consultation hours are saved. Bookings already made keep their times.',
    hi: 'परामर्श के घंटे सहेज लिए गए हैं। पहले से बनी बुकिंग के समय नहीं बदलते।',
  },
});

/** The statuses as the messages name them, in each language. */
export const appointmentStatusNames = {
  Booked: { en: 'booked', hi: 'बुक' },
  Completed: { en: 'completed', hi: 'पूरा हो चुका' },
  Missed: { en: 'missed', hi: 'छूट चुका' },
  Cancelled: { en: 'cancelled', hi: 'रद्द' },
} as const;
