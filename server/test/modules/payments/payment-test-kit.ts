import { createHmac, randomInt } from 'node:crypto';
import { json, newUser, setRoleAndLogIn, type TestApp } from '../../helpers/test-app.ts';

/** Known secrets, so tests can sign as Razorpay would (and forge with the wrong one). */
export const keySecret = 'test-razorpay-key-secret-0123456789';
export const webhookSecret = 'test-razorpay-webhook-secret-9876543210';
export const paymentEnvironment = {
  RAZORPAY_KEY_SECRET: keySecret,
  RAZORPAY_WEBHOOK_SECRET: webhookSecret,
};

export const hmac = (message: string, secret: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

export const address = {
  name: 'Meera Joshi',
  phone: '+91 98100 12345',
  email: 'meera.joshi@example.com',
  address: '12 Assi Ghat\nVaranasi, Uttar Pradesh',
  pin: '221005',
};

/**
 * Each request comes from its own address, so the per-address rate limits (sign-up, payments)
 * do not trip over a test file that makes many purchases; the limits have their own tests.
 */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type Buyer = { id: string; token: string; email: string; name: string };

export function paymentKit(context: () => TestApp) {
  const app = () => context().app;
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

  async function signUp(overrides: Record<string, string> = {}): Promise<Buyer> {
    const user = newUser(overrides);
    const remoteAddress = someAddress();
    const registered = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: user,
      remoteAddress,
    });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const loggedIn = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress,
    });
    const body = json<{ token: string; user: { _id: string } }>(loggedIn);
    return { id: body.user._id, token: body.token, email: user.email, name: user.name };
  }

  /** Who captured each payment order, so that `pay` pays as that buyer. */
  const captureTokens = new Map<string, string>();

  return {
    auth,
    buyer: () => signUp(),
    /** A new account with some fields given (an e-mail address someone else used, say). */
    signUp,
    async admin() {
      const password = 'owner-password-1';
      const admin = await signUp({ name: 'Shop Owner', password });
      // The change of role ends the session signUp opened: the helper logs in again.
      return { ...admin, token: await setRoleAndLogIn(context(), { ...admin, password }, 'admin') };
    },
    async capture(payload: unknown, token?: string, headers: Record<string, string> = {}) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/razorpay/capturePayment',
        headers: { ...auth(token), ...headers },
        payload: payload as object,
        remoteAddress: someAddress(),
      });
      const id = (response.json() as { order?: { id?: unknown } }).order?.id;
      if (token && typeof id === 'string') captureTokens.set(id, token);
      return response;
    },
    /** capturePayment for gemstones; resolves with the payment order id. */
    async captureGemstones(
      token: string,
      items: { id: number; quantity?: number; size?: string }[] = [{ id: 2 }],
      amount?: number,
      /** The language the buyer pays in: the order's mails and invoice speak it. */
      language: 'en' | 'hi' = 'en',
    ) {
      const prices: Record<number, number> = { 1: 791, 2: 998 };
      const total =
        amount ??
        items.reduce((sum, item) => sum + (prices[item.id] ?? 0) * (item.quantity ?? 1), 0);
      const response = await this.capture(
        { amount: total, purpose: 'gemstone', items, addressData: address },
        token,
        { 'accept-language': language },
      );
      if (response.statusCode !== 200) throw new Error(`capture failed: ${response.body}`);
      return json<{ order: { id: string; amount: number } }>(response).order;
    },
    /** The simulated Checkout's Pay: what Checkout hands the page. */
    async pay(orderId: string) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/razorpay/simulated/pay',
        // The buyer who captured it pays (the simulated gateway refuses anyone else).
        headers: auth(captureTokens.get(orderId)),
        payload: { order_id: orderId },
        remoteAddress: someAddress(),
      });
      if (response.statusCode !== 200) throw new Error(`pay failed: ${response.body}`);
      const { success: _success, ...result } = json<{
        success: true;
        razorpay_payment_id: string;
        razorpay_order_id: string;
        razorpay_signature: string;
      }>(response);
      return result;
    },
    verify: (payload: unknown, token?: string) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/razorpay/verifyPayment',
        headers: auth(token),
        payload: payload as object,
        remoteAddress: someAddress(),
      }),
    verifyBody(
      result: object,
      product: unknown = { id: 2 },
      overrides: Record<string, unknown> = {},
    ) {
      return {
        ...result,
        product,
        addressData: address,
        user: { _id: 'ignored' },
        total: 998,
        paymentInfo: { type: 'Razorpay', status: 'Paid' },
        ...overrides,
      };
    },
    webhook: (body: string, signature: string) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: body,
      }),
    /** A Razorpay webhook event body for a captured payment. */
    event(
      kind: 'payment.captured' | 'order.paid',
      payment: { id: string; orderId: string; amount: number; currency?: string },
    ) {
      const entity = {
        id: payment.id,
        entity: 'payment',
        amount: payment.amount,
        currency: payment.currency ?? 'INR',
        status: 'captured',
        order_id: payment.orderId,
        method: 'upi',
        captured: true,
      };
      return JSON.stringify({
        entity: 'event',
        account_id: 'acc_test',
        event: kind,
        contains: kind === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity },
          ...(kind === 'order.paid'
            ? { order: { entity: { id: payment.orderId, amount: payment.amount, status: 'paid' } } }
            : {}),
        },
        created_at: 1_700_000_000,
      });
    },
    ordersOf: (userId: string, token?: string) =>
      app().inject({ method: 'GET', url: `/api/v1/order/get/${userId}`, headers: auth(token) }),
  };
}
