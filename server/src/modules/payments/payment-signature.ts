import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's signatures, made and checked in one place for every gateway, the webhook and any
 * module that takes payments: hex(HMAC-SHA256(message, secret)). The check compares in constant
 * time, so an attacker cannot learn a valid signature byte by byte from response times.
 */

function hmacSha256Hex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Whether `signature` is hex(HMAC-SHA256(message, secret)). Never throws. */
export function signatureMatches(
  message: string | Buffer,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(hmacSha256Hex(message, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a hex HMAC is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The message Razorpay signs for a completed Checkout payment. */
function paymentMessage(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}

/** The signature Razorpay Checkout returns for `paymentId` on `orderId` (the simulator signs so). */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(paymentMessage(orderId, paymentId), keySecret);
}

/**
 * Checks the `razorpay_signature` of a Checkout result: hex(HMAC-SHA256(order_id + "|" +
 * payment_id, key_secret)), in constant time.
 */
export function verifyPaymentSignature(
  result: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return signatureMatches(
    paymentMessage(result.orderId, result.paymentId),
    result.signature,
    keySecret,
  );
}

/** Checks `X-Razorpay-Signature`: hex(HMAC-SHA256(raw body, webhook secret)), in constant time. */
export function verifyWebhookSignature(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): boolean {
  return signatureMatches(rawBody, signature, webhookSecret);
}
