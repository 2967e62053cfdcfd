import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/plugins/language.ts';
import { createTestApp, json, newUser, type TestApp } from '../helpers/test-app.ts';
import {
  type Buyer,
  paymentEnvironment,
  paymentKit,
} from '../modules/payments/payment-test-kit.ts';

describe('preferredLanguage', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-US,hi;q=0.5', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['fr-FR, hi;q=0.3', 'hi'],
    ['fr-FR, de;q=0.9', 'en'],
    ['hi;q=0, en;q=0.1', 'en'],
    ['hi;q=0', 'en'],
    ['hi;q=2', 'en'],
    ['hi;q=abc', 'en'],
    ['*', 'en'],
    ['*;q=0.1, hi;q=0.2', 'hi'],
    ['en, hi', 'en'],
    ['hi, en', 'hi'],
    ['hindi', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j is %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

/**
 * Every kind of reply a person reads, asked for in English and in Hindi (shared/API.md "Language
 * of replies"): the same status, headers of note, fields and `errors[].path`; only the texts
 * differ, English without the header and Hindi (Devanagari) with it.
 */
describe('the language of replies', () => {
  let context: TestApp;
  const kit = paymentKit(() => context);
  let buyer: Buyer;
  let admin: Buyer;
  beforeAll(async () => {
    context = await createTestApp({ environment: paymentEnvironment });
    [buyer, admin] = await Promise.all([kit.buyer(), kit.admin()]);
  });
  afterAll(() => context.close());

  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
  const devanagari = /[\u0900-\u097F]/;
  let addressCounter = 0;
  /** A client address of its own, so the per-address limits of other cases do not interfere. */
  const freshAddress = () =>
    `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  type Body = {
    success: boolean;
    message: string;
    errors?: { path: string; message: string }[];
    [field: string]: unknown;
  };

  type Request = {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    token?: string;
    payload?: unknown;
    remoteAddress?: string;
    headers?: Record<string, string>;
  };
  const send = (request: Request, language: Record<string, string>) =>
    context.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...request.headers,
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...language,
      },
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      remoteAddress: request.remoteAddress ?? freshAddress(),
    });

  /** The English and the Hindi reply must agree in everything but their texts. */
  function expectSameReplyInTwoLanguages(
    english: LightMyRequestResponse,
    inHindi: LightMyRequestResponse,
  ): { en: Body; hi: Body } {
    expect(inHindi.statusCode).toBe(english.statusCode);
    const [en, hi] = [json<Body>(english), json<Body>(inHindi)];
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(hi.success).toBe(en.success);
    expect(en.message).not.toMatch(devanagari);
    expect(hi.message).toMatch(devanagari);
    expect(hi.message).not.toBe(en.message);
    expect(hi.errors?.map((error) => error.path)).toEqual(en.errors?.map((error) => error.path));
    for (const error of en.errors ?? []) expect(error.message).not.toMatch(devanagari);
    for (const error of hi.errors ?? []) expect(error.message).toMatch(devanagari);
    if (!en.success) {
      expect(english.headers.vary).toMatch(/Accept-Language/i);
      expect(inHindi.headers.vary).toMatch(/Accept-Language/i);
    }
    return { en, hi };
  }

  /** The same request twice, without and with `Accept-Language: hi`. */
  async function askInBoth(request: Request) {
    const english = await send(request, {});
    const inHindi = await send(request, hindi);
    const replies = expectSameReplyInTwoLanguages(english, inHindi);
    // Everything but the texts is the same.
    const { message: _en, errors: _enErrors, ...enRest } = replies.en;
    const { message: _hi, errors: _hiErrors, ...hiRest } = replies.hi;
    expect(hiRest).toEqual(enRest);
    return { ...replies, statusCode: english.statusCode, english, inHindi };
  }

  it('answers English to a request that prefers English, and to one that names no language', async () => {
    const request = { method: 'GET', url: '/api/v1/auth/me' } as const;
    for (const header of ['en-US,hi;q=0.5', 'fr', '']) {
      const response = await send(request, { 'accept-language': header });
      expect(json<Body>(response).message).toBe('Please log in to continue.');
    }
    expect(json<Body>(await send(request, hindi)).message).toBe('आगे बढ़ने के लिए कृपया लॉगिन करें।');
  });

  it('sign-up: the result and an e-mail already taken (409)', async () => {
    const first = newUser();
    const second = newUser();
    const address = freshAddress();
    const en = await send({ method: 'POST', url: '/api/v1/auth/register', payload: first }, {});
    const hi = await send({ method: 'POST', url: '/api/v1/auth/register', payload: second }, hindi);
    expect(en.statusCode).toBe(201);
    expect(json<Body>(en).message).toBe('Signup successful');
    expect(json<Body>(hi).message).toBe('साइन अप सफल रहा');
    expectSameReplyInTwoLanguages(en, hi);

    const taken = await askInBoth({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: first,
      remoteAddress: address,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.hi.message).toBe('इस ईमेल से पहले ही एक खाता बना हुआ है।');
  });

  it('login: the result, a wrong password (401) and the throttle (429 with Retry-After)', async () => {
    const user = newUser();
    await send({ method: 'POST', url: '/api/v1/auth/register', payload: user }, {});
    const right = { email: user.email, password: user.password };
    const en = await send({ method: 'POST', url: '/api/v1/auth/login', payload: right }, {});
    const hi = await send({ method: 'POST', url: '/api/v1/auth/login', payload: right }, hindi);
    const loggedIn = expectSameReplyInTwoLanguages(en, hi);
    expect(loggedIn.hi.message).toBe('लॉगिन सफल रहा');
    expect(loggedIn.hi.user).toEqual(loggedIn.en.user);

    const address = freshAddress();
    const wrong = await askInBoth({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'not the password' },
      remoteAddress: address,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.hi.message).toBe('ईमेल या पासवर्ड ग़लत है।');

    // Five failures from that address lock the e-mail there (decision 017).
    for (let attempt = 2; attempt < 5; attempt += 1) {
      const response = await send(
        {
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: user.email, password: 'still not it' },
          remoteAddress: address,
        },
        {},
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await askInBoth({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: right,
      remoteAddress: address,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.en.message).toMatch(/try again in 15 minutes\.$/);
    expect(locked.hi.message).toBe(
      'लॉगिन की बहुत ज़्यादा कोशिशें नाकाम रहीं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
    expect(Number(locked.inHindi.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validation (400): each field named by the same path, its message in Hindi', async () => {
    const invalid = await askInBoth({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: '  ', email: 'not-an-address', password: 'short', location: 'a\nb' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.en.errors?.map((error) => error.path)).toEqual([
      'name',
      'email',
      'password',
      'location',
    ]);
    expect(invalid.en.errors?.map((error) => error.message)).toEqual([
      'Name is required.',
      'Enter a valid e-mail address.',
      'Password must be at least 8 characters.',
      'Location must be one line of text, without control characters.',
    ]);
    expect(invalid.hi.errors?.map((error) => error.message)).toEqual([
      'नाम भरना ज़रूरी है।',
      'कृपया सही ईमेल पता लिखें (जैसे name@example.com)।',
      'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।',
      'स्थान में केवल एक पंक्ति का सादा टेक्स्ट हो सकता है, कोई नियंत्रण अक्षर (control character) नहीं।',
    ]);
    // The reply's message is its fields' messages together.
    expect(invalid.hi.message).toBe(invalid.hi.errors?.map((error) => error.message).join(' '));

    const missing = await askInBoth({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
    expect(missing.en.errors).toEqual([
      { path: 'email', message: 'email is required.' },
      { path: 'password', message: 'password is required.' },
    ]);
    expect(missing.hi.errors).toEqual([
      { path: 'email', message: 'ईमेल भरना ज़रूरी है।' },
      { path: 'password', message: 'पासवर्ड भरना ज़रूरी है।' },
    ]);

    // A field's name takes its oblique form before a postposition: "पता", but "पते में".
    const longAddress = await askInBoth({
      method: 'POST',
      url: '/api/v1/razorpay/capturePayment',
      payload: {
        amount: 1500,
        purpose: 'appointment',
        addressData: { ...kit.verifyBody({}).addressData, address: 'x'.repeat(501) },
      },
    });
    expect(longAddress.hi.message).toBe('पते में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं।');

    const noBody = await askInBoth({ method: 'POST', url: '/api/v1/contact/create' });
    expect(noBody.en.errors).toEqual([{ path: '', message: 'A JSON request body is required.' }]);
  });

  it.each([
    [
      'a list too long, a number out of range, an unknown value',
      '/api/v1/razorpay/capturePayment',
      {
        amount: -5,
        purpose: 'jewellery',
        items: Array.from({ length: 11 }, () => ({ id: 1 })),
      },
    ],
    [
      'a wrong type, decimals of a paisa',
      '/api/v1/razorpay/capturePayment',
      { amount: 1.234, location: 7 },
    ],
    [
      'too many of one product, nested fields',
      '/api/v1/razorpay/capturePayment',
      {
        amount: 1,
        items: [
          { id: 1, quantity: 8 },
          { id: 1, quantity: 8 },
          { id: 9, quantity: 0 },
        ],
      },
    ],
    [
      'a pattern, a text too long, an unknown source',
      '/api/v1/contact/create',
      {
        name: 'Ravi',
        email: 'ravi@example.com',
        contact: 'call me maybe',
        message: 'm'.repeat(5001),
        source: 'billboard',
      },
    ],
    [
      'the appointment form',
      '/api/v1/razorpay/verifyPayment-appiment',
      {
        razorpay_payment_id: 'pay-1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'sig',
        addressData: {
          name: 'x',
          phone: 'abc',
          email: 'x@example.com',
          address: '',
          pin: '012345',
          location: 'moon',
        },
      },
    ],
  ])('validation (400) of %s: Hindi for every kind of issue', async (_, url, payload) => {
    const reply = await askInBoth({ method: 'POST', url, payload });
    expect(reply.statusCode).toBe(400);
    expect(reply.en.errors?.length).toBeGreaterThan(1);
  });

  it('a payment the gateway did not sign is refused (400) in both languages', async () => {
    const { id } = await kit.captureGemstones(buyer.token);
    const refused = await askInBoth({
      method: 'POST',
      url: '/api/v1/razorpay/verifyPayment',
      token: buyer.token,
      payload: kit.verifyBody({
        razorpay_payment_id: 'pay_forged123',
        razorpay_order_id: id,
        razorpay_signature: 'f'.repeat(64),
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.en.message).toBe(
      'Payment verification failed: the payment signature is not valid.',
    );
    expect(refused.hi.message).toBe(
      'भुगतान की पुष्टि नहीं हो सकी: भुगतान का हस्ताक्षर (signature) मान्य नहीं है।',
    );

    const wrongAmount = await askInBoth({
      method: 'POST',
      url: '/api/v1/razorpay/capturePayment',
      token: buyer.token,
      payload: {
        amount: 997,
        purpose: 'gemstone',
        items: [{ id: 2 }],
        addressData: kit.verifyBody({}).addressData,
      },
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.en.message).toBe('The amount (₹997) does not match the price (₹998).');
    expect(wrongAmount.hi.message).toBe('भुगतान राशि (₹997) कीमत (₹998) से मेल नहीं खाती।');
  });

  /** A paid order of `buyer`, placed in the given language; resolves with the reply. */
  async function placeOrder(language: Record<string, string>) {
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    return send(
      {
        method: 'POST',
        url: '/api/v1/razorpay/verifyPayment',
        token: buyer.token,
        payload: kit.verifyBody(result),
      },
      language,
    );
  }

  it('a verified payment places the order, and says so in Hindi', async () => {
    const placed = expectSameReplyInTwoLanguages(await placeOrder({}), await placeOrder(hindi));
    expect(placed.en.message).toBe('Payment verified. Your order has been placed.');
    expect(placed.hi.message).toBe('भुगतान की पुष्टि हो गई। आपका ऑर्डर दर्ज हो गया है।');
  });

  it('order status: a change (200) names the new status as a noun; a refused one (409) both', async () => {
    const orderIds = await Promise.all(
      [{}, hindi].map(async (language) => {
        const response = await placeOrder(language);
        return json<{ order: { _id: string } }>(response).order._id;
      }),
    );
    // Shipped needs the courier and the tracking number (issue 34); the other moves ignore them.
    const update = (orderId: string, newStatus: string, language: Record<string, string>) =>
      send(
        {
          method: 'PUT',
          url: `/api/v1/order/update/${orderId}`,
          token: admin.token,
          payload:
            newStatus === 'Shipped'
              ? { newStatus, courier: 'India Post', trackingNumber: 'EM123456789IN' }
              : { newStatus },
        },
        language,
      );
    const [enOrder = '', hiOrder = ''] = orderIds;
    const changed = expectSameReplyInTwoLanguages(
      await update(enOrder, 'Shipped', {}),
      await update(hiOrder, 'Shipped', hindi),
    );
    expect(changed.en.message).toBe('Order status updated to Shipped');
    expect(changed.hi.message).toBe("ऑर्डर की स्थिति बदलकर 'रवाना' कर दी गई");

    for (const orderId of orderIds) {
      expect((await update(orderId, 'Delivered', {})).statusCode).toBe(200);
      expect((await update(orderId, 'Cancel', {})).statusCode).toBe(200);
    }
    const returned = expectSameReplyInTwoLanguages(
      await update(enOrder, 'Return', {}),
      await update(hiOrder, 'Return', hindi),
    );
    expect(returned.hi.message).toBe("ऑर्डर की स्थिति बदलकर 'वापसी' कर दी गई");

    const refused = await askInBoth({
      method: 'PUT',
      url: `/api/v1/order/update/${enOrder}`,
      token: admin.token,
      payload: { newStatus: 'Processing' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.en.message).toBe('An order cannot move from Return to Processing.');
    expect(refused.hi.message).toBe("ऑर्डर की स्थिति 'वापसी' से बदलकर 'प्रोसेसिंग में' नहीं की जा सकती।");

    const again = await askInBoth({
      method: 'PUT',
      url: `/api/v1/order/update/${enOrder}`,
      token: admin.token,
      payload: { newStatus: 'Return' },
    });
    expect(again.hi.message).toBe("ऑर्डर की स्थिति पहले से ही 'वापसी' है।");
  });

  it("the customer's cancellation request, and asking again", async () => {
    const orderId = json<{ order: { _id: string } }>(await placeOrder({})).order._id;
    const url = `/api/v1/order/return/${orderId}`;
    const first = await send({ method: 'PUT', url, token: buyer.token }, hindi);
    expect(first.statusCode).toBe(200);
    expect(json<Body>(first).message).toBe(
      'ऑर्डर रद्द करने का आपका अनुरोध हमें मिल गया है। पुष्टि होते ही आपका रिफ़ंड भेज दिया जाएगा।',
    );
    const again = await askInBoth({ method: 'PUT', url, token: buyer.token });
    expect(again.hi.message).toBe('इस ऑर्डर के लिए आपका अनुरोध हमें पहले ही मिल चुका है।');
  });

  it('the admin list, and refusals for the signed-out (401) and the not allowed (403)', async () => {
    const list = await askInBoth({
      method: 'GET',
      url: '/api/v1/order/getAll',
      token: admin.token,
    });
    expect(list.hi.message).toBe('ऑर्डर लोड हो गए।');
    const signedOut = await askInBoth({ method: 'GET', url: '/api/v1/order/getAll' });
    expect(signedOut.statusCode).toBe(401);
    const notAdmin = await askInBoth({
      method: 'GET',
      url: '/api/v1/order/getAll',
      token: buyer.token,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.hi.message).toBe('इसके लिए एडमिन खाता चाहिए।');
  });

  it('not found (404): an unknown endpoint, an unknown order, an overlong address', async () => {
    const endpoint = await askInBoth({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(endpoint.statusCode).toBe(404);
    expect(endpoint.en.message).toBe('No such endpoint: GET /api/v1/no-such-thing');
    expect(endpoint.hi.message).toBe('ऐसा कोई एंडपॉइंट नहीं है: GET /api/v1/no-such-thing');

    const order = await askInBoth({
      method: 'PUT',
      url: '/api/v1/order/update/00000000-0000-4000-8000-000000000000',
      token: admin.token,
      payload: { newStatus: 'Shipped' },
    });
    expect(order.statusCode).toBe(404);
    expect(order.hi.message).toBe('यह ऑर्डर नहीं मिला।');

    const overlong = await askInBoth({
      method: 'GET',
      url: `/api/v1/order/get/${'x'.repeat(150)}`,
    });
    expect(overlong.statusCode).toBe(404);
  });

  it('the rate limit (429 with Retry-After)', async () => {
    const address = freshAddress();
    const message = { name: 'Ravi', email: 'ravi@example.com', message: 'Namaste' };
    const request = { method: 'POST', url: '/api/v1/contact/create', payload: message } as const;
    let last = await send({ ...request, remoteAddress: address }, hindi);
    expect(last.statusCode).toBe(201);
    expect(json<Body>(last).message).toBe('धन्यवाद! आपका संदेश भेज दिया गया है।');
    for (let sent = 1; last.statusCode === 201 && sent < 50; sent += 1) {
      last = await send({ ...request, remoteAddress: address }, {});
    }
    const limited = await askInBoth({ ...request, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.en.message).toMatch(
      /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
    );
    expect(limited.hi.message).toMatch(
      /^बहुत ज़्यादा अनुरोध आए हैं। कृपया \d+ (सेकंड|मिनट) बाद फिर से कोशिश करें।$/,
    );
    expect(Number(limited.inHindi.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('malformed JSON (400) and a body too large (413)', async () => {
    const headers = { 'content-type': 'application/json' };
    const malformed = await askInBoth({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers,
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    const large = await askInBoth({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers,
      payload: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
  });
});
