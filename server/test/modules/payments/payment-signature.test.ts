import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signatureMatches,
  signPayment,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '../../../src/modules/payments/payment-signature.ts';

const secret = 'key-secret';

describe('payment signatures', () => {
  it('signs as Razorpay documents: hex HMAC-SHA256 of "order_id|payment_id"', () => {
    const expected = createHmac('sha256', secret).update('order_A|pay_B').digest('hex');
    expect(signPayment('order_A', 'pay_B', secret)).toBe(expected);
    expect(
      verifyPaymentSignature(
        { orderId: 'order_A', paymentId: 'pay_B', signature: expected },
        secret,
      ),
    ).toBe(true);
  });

  it('refuses anything else without throwing, whatever its length', () => {
    const good = signPayment('order_A', 'pay_B', secret);
    for (const signature of [
      '',
      'x',
      good.slice(1),
      `${good}0`,
      good.toUpperCase(),
      `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`,
      'é'.repeat(32),
    ]) {
      expect(
        verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature }, secret),
      ).toBe(false);
    }
    expect(
      verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_C', signature: good }, secret),
    ).toBe(false);
    expect(
      verifyPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: good }, 'other'),
    ).toBe(false);
  });

  it('checks a webhook over the exact bytes received', () => {
    const body = Buffer.from('{"event":"payment.captured","amount":99800}');
    const signature = createHmac('sha256', 'hook').update(body).digest('hex');
    expect(verifyWebhookSignature(body, signature, 'hook')).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(`${body} `), signature, 'hook')).toBe(false);
    expect(signatureMatches('{"event":"payment.captured","amount":99800}', signature, 'hook')).toBe(
      true,
    );
  });
});
