import { BookingConfirmation } from '~/features/appointment/components/booking-confirmation';
import { PaymentSuccessPage } from '~/features/orders/components/payment-success-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('shop');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.paymentSuccess', 'shop', { noindex: true });

/**
 * /payment-success: signed-in, or a guest right after paying (see the page component); a
 * consultation's confirmation shows the booking itself.
 */
export default function PaymentSuccessRoute() {
  return (
    <PaymentSuccessPage
      appointment={({ id, manageKey }) => <BookingConfirmation id={id} manageKey={manageKey} />}
    />
  );
}
