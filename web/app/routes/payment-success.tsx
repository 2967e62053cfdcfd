import { site } from '@app/contract/site';
import { PaymentSuccessPage } from '~/features/orders/components/payment-success-page';
import { registerShopCopy, shopCopyEn } from '~/features/shop/shop-copy';

registerShopCopy();

export function meta() {
  return [
    { title: `${shopCopyEn.meta.paymentSuccess.title} | ${site.name.en}` },
    { name: 'description', content: shopCopyEn.meta.paymentSuccess.description },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /payment-success: signed-in, or a guest right after paying (see the page component). */
export default function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
