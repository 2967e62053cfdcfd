import { formatPaise } from '@app/contract/money';
import { type Language, site } from '@app/contract/site';
import type { OutgoingMail } from '../mail/outbox.repository.ts';
import type { RefundRow } from '../payments/refunds.repository.ts';
import type { AppointmentRow } from './appointments.repository.ts';

/**
 * The client's mail when the gateway settles a booking's refund (docs/decisions/040), in the
 * language they booked in: the money went back, or it did not and we are putting it right. Once
 * per refund and state (its dedupe key), however often the gateway says so.
 */
export function bookingRefundSettledMail(
  booking: Pick<AppointmentRow, 'id' | 'name' | 'email' | 'language' | 'userId'>,
  refund: Pick<RefundRow, 'id' | 'amountPaise'> & { status: 'processed' | 'failed' },
): OutgoingMail {
  const language: Language = booking.language === 'hi' ? 'hi' : 'en';
  const amount = formatPaise(refund.amountPaise);
  const name = booking.name.replace(/\s+/g, ' ').trim();
  const processed = refund.status === 'processed';
  const lines =
    language === 'hi'
      ? [
          `नमस्ते ${name} जी,`,
          '',
          processed
            ? `आपकी परामर्श बुकिंग के ${amount} उसी तरीके से वापस भेज दिए गए हैं जिससे आपने भुगतान किया था। बैंक को इसे आपके खाते में दिखाने में कुछ कार्य-दिवस लग सकते हैं।`
            : `आपकी परामर्श बुकिंग के ${amount} का रिफ़ंड पेमेंट गेटवे से नहीं हो पाया। हमें इसकी सूचना मिल गई है और हम इसे ठीक कर रहे हैं: पैसा आप तक पहुँचाने के बाद हम आपको लिखेंगे। आपको कुछ करने की ज़रूरत नहीं है।`,
          '',
          `बुकिंग: ${booking.id}`,
          '',
          `कोई सवाल हो तो इस ईमेल का जवाब दें, ${site.email} पर लिखें या ${site.phones[0]} पर फ़ोन करें।`,
          '',
          '--',
          site.name.hi,
        ]
      : [
          `Dear ${name},`,
          '',
          processed
            ? `${amount} for your consultation booking has been refunded the way you paid. Your bank may take a few working days to show it.`
            : `The payment gateway could not refund ${amount} for your consultation booking. We have been told and are putting it right: we will write once the money is on its way to you. There is nothing you need to do.`,
          '',
          `Booking: ${booking.id}`,
          '',
          `Questions? Reply to this e-mail, write to ${site.email} or call ${site.phones[0]}.`,
          '',
          '--',
          site.name.en,
        ];
  return {
    kind: processed ? 'booking-refund-processed' : 'booking-refund-failed',
    to: booking.email,
    replyTo: site.email,
    subject:
      language === 'hi'
        ? processed
          ? `${site.name.hi}: ${amount} का आपका रिफ़ंड हो गया है`
          : `${site.name.hi}: ${amount} का आपका रिफ़ंड अभी नहीं हो पाया है`
        : processed
          ? `${site.name.en}: your refund of ${amount} has gone through`
          : `${site.name.en}: your refund of ${amount} has not gone through yet`,
    text: lines.join('\n'),
    dedupeKey: `booking-refund:${refund.id}:${refund.status}`,
    userId: booking.userId,
  };
}
