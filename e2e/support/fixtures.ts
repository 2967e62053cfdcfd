import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { adminCredentials, ciTimeFactor } from '../playwright.config';

/**
 * The one set of fixtures every spec builds on (`import { test, expect } from '../support/fixtures'`):
 *
 * - `language` (option): `test.use({ language: 'hi' })` makes every page load start in Hindi, as if
 *   the visitor had chosen it before (localStorage `language`, the specification's key).
 * - `page`: Playwright's page with a fake clock installed (time still flows; tests jump it with
 *   `page.clock.fastForward` / `runFor` instead of waiting in real time), and the test fails on any
 *   uncaught error in the page, a React hydration error included.
 * - `openPage(path)`: goes to `path` and closes the contact popup, which opens by itself on every
 *   full load (specification "Contact popup"); the popup's delay is jumped over on the fake clock.
 * - `newUser`: a registered customer nobody else uses. `buyer`: the same, signed in on `page`.
 *   `admin`: `page` signed in as the shop owner.
 * - `shop`: real purchases through the API (capturePayment, the simulated Checkout's Pay, then the
 *   real verification): `shop.paidOrder(buyer)`, `shop.bookedAppointment()`.
 * - `mailbox`: the e-mails the server wrote to its outbox folder.
 * - `scanA11y()`: one axe scan (WCAG 2.1 A/AA and best practices) of the page's own content; the
 *   shell (header, footer, popup, menus) is scanned once by a11y.spec.ts and left out here.
 */

export { adminCredentials, expect };

export type Language = 'en' | 'hi';
export type Credentials = { email: string; password: string };
export type NewUser = Credentials & { name: string; location: string; id: string; token: string };
type AxeFinding = {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
};

/** The shipping address every test purchase uses. */
export const shippingAddress = {
  phone: '+91 98100 12345',
  address: '12 Assi Ghat, Varanasi, Uttar Pradesh',
  pin: '221005',
};

/** Prices in rupees, as the catalogue has them (specification section 5). */
const rudrakshaPrices = { 1: 791, 2: 998 } as const;

/** The open contact popup (it opens by itself about 1.5 s after each full page load). */
export const contactPopup = (page: Page) =>
  page.locator('dialog[open]:has([data-testid="contact-popup"])');

/**
 * Waits for the contact popup and returns it. The popup's timer starts once the page has
 * hydrated; jumping the fake clock forward until it shows takes no real time.
 */
export async function waitForContactPopup(page: Page) {
  // The popup's timer (1.5 s) starts once the page has hydrated: let that happen, then move the
  // clock past it, rather than waiting on the wall clock.
  await waitForHydration(page);
  await afterReactEffects(page);
  const popup = contactPopup(page);
  // On a busy machine the effect that starts the timer can come later still: move the clock
  // again until the popup is there.
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(popup).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [100, 250, 500], timeout: 15_000 });
  return popup;
}

/** Waits until React has taken over the prerendered page (its elements carry React's keys). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main-content');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    null,
    { polling: 50 },
  );
}

/**
 * Stops the page's clock from flowing: from now on its time moves only with `page.clock.runFor`,
 * so a test of a timer is exact however busy the machine is.
 */
export async function pauseClock(page: Page) {
  // The clock flows while this call travels to the page: aim a little ahead, and again if the
  // moment has passed on a busy machine.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250 * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Waits until React has run the effects of what it last rendered. On a paused clock a test cannot
 * wait with timers; React's scheduler runs its work through MessageChannel tasks, so a few of
 * those round trips are enough (e.g. for a carousel to start its timer once it is on screen).
 */
export async function afterReactEffects(page: Page) {
  await page.evaluate(async () => {
    for (let hop = 0; hop < 3; hop += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Waits for the contact popup and closes it with its close button. */
export async function closeContactPopup(page: Page) {
  const popup = await waitForContactPopup(page);
  await popup.getByRole('button', { name: /^(Close|बंद करें)$/ }).click();
  await expect(popup).toBeHidden();
}

/** Logs in through the API: token and user as the login reply has them. */
export async function logIn(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/v1/auth/login', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { token: string; user: { _id: string; role: string } };
}

type UserDetails = Pick<NewUser, 'name' | 'email' | 'password' | 'location'>;

/** Sign-up details nobody has used (unique e-mail), not yet registered. */
export function newUserDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    name: 'Asha Verma',
    email: `asha.${randomUUID().slice(0, 8)}@e2e.test`,
    password: 'a-good-password-1',
    location: 'Varanasi',
    ...overrides,
  };
}

/** Registers a customer no other test uses (unique e-mail) through the API and logs them in. */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<UserDetails> = {},
): Promise<NewUser> {
  const details = newUserDetails(overrides);
  const response = await request.post('/api/v1/auth/register', { data: details });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = await logIn(request, details);
  return { ...details, id: user._id, token };
}

/**
 * Signs `page` in as `credentials` without the login form: logs in through the API and puts token
 * and user in localStorage before the next page load, exactly as the login page does. Only the
 * tab's first load is seeded, so logging out later stays logged out.
 */
export async function signIn(page: Page, credentials: Credentials) {
  const { token, user } = await logIn(page.request, credentials);
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', 'yes');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
  return { token, user };
}

/**
 * Makes every later page load of `page` start in `language`, as if the visitor had chosen it
 * before: the stored choice (localStorage `language`, the specification's key), and the cookie
 * the language switch sets beside it (a Hindi reader asking for an English address is sent to
 * its Hindi twin). For a whole describe block, prefer `test.use({ language })`.
 */
export async function startInLanguage(page: Page, language: Language) {
  await page.addInitScript((chosen) => {
    localStorage.setItem('language', chosen);
    // biome-ignore lint/suspicious/noDocumentCookie: the same plain cookie the site sets
    document.cookie = `language=${chosen}; Path=/; SameSite=Lax`;
  }, language);
}

/** The simulated Checkout's Pay: the signed result Checkout would hand the page. */
async function payOnSimulatedGateway(request: APIRequestContext, orderId: string, token?: string) {
  const response = await request.post('/api/v1/razorpay/simulated/pay', {
    data: { order_id: orderId },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { success: _success, ...result } = (await response.json()) as Record<string, string>;
  return result;
}

function purchases(request: APIRequestContext) {
  return {
    /**
     * A paid rudraksha order of `buyer` (product 1 = 3 Mukhi, 2 = 5 Mukhi), bought in
     * `language` (its mails and invoice speak it); returns its id.
     */
    async paidOrder(
      buyer: NewUser,
      productId: 1 | 2 = 2,
      language: Language = 'en',
    ): Promise<string> {
      const headers = { authorization: `Bearer ${buyer.token}`, 'accept-language': language };
      const addressData = { name: buyer.name, email: buyer.email, ...shippingAddress };
      const total = rudrakshaPrices[productId];
      const capture = await request.post('/api/v1/razorpay/capturePayment', {
        headers,
        data: { amount: total, purpose: 'gemstone', items: [{ id: productId }], addressData },
      });
      expect(capture.ok(), await capture.text()).toBe(true);
      const { order } = (await capture.json()) as { order: { id: string } };
      const verify = await request.post('/api/v1/razorpay/verifyPayment', {
        headers,
        data: {
          ...(await payOnSimulatedGateway(request, order.id, buyer.token)),
          product: { id: productId },
          addressData,
          user: {},
          total,
          paymentInfo: { type: 'Razorpay', status: 'Paid' },
        },
      });
      expect(verify.ok(), await verify.text()).toBe(true);
      return ((await verify.json()) as { order: { _id: string } }).order._id;
    },

    /** The buyer asks to cancel or return an order: it goes to Cancel. */
    async requestReturn(buyer: NewUser, orderId: string) {
      const response = await request.put(`/api/v1/order/return/${orderId}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
    },

    /** A visitor books and pays a domestic consultation call (1500 rupees); returns the payment id. */
    async bookedAppointment(email = `ravi.${randomUUID().slice(0, 8)}@e2e.test`) {
      return (await this.booking({ email })).paymentId;
    },

    /**
     * A consultation booked and paid through the API (capturePayment holding a free slot, the
     * simulated Checkout's Pay, the real verification), in a free slot picked at random so that
     * tests running side by side rarely want the same one (a time taken meanwhile is retried
     * with the times the server offers instead). Returns the booking and its key.
     */
    async booking(
      options: {
        email?: string;
        name?: string;
        packageId?: 'urgent' | 'couple' | 'regular' | 'urgent-couple';
        mode?: 'audio' | 'video';
        language?: Language;
        timeZone?: string;
        /** Books as this signed-in customer (the booking is then theirs, in My Orders). */
        token?: string;
        /** A time that starts at this instant or later (one the client may still move). */
        startingFrom?: Date;
      } = {},
    ): Promise<BookedConsultation> {
      const packageId = options.packageId ?? 'regular';
      const mode = options.mode ?? 'audio';
      const headers = {
        'accept-language': options.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      };
      const addressData = {
        name: options.name ?? 'Ravi Kumar',
        phone: '+91 98100 55555',
        email: options.email ?? `ravi.${randomUUID().slice(0, 8)}@e2e.test`,
        address: '7 Park Street, Kolkata',
        pin: '700016',
        location: 'domestic',
        package: packageId,
        mode,
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      };
      let slots = await freeSlots(request, packageId, mode, options.startingFrom);
      for (let attempt = 1; ; attempt += 1) {
        const slot = slots[Math.floor(Math.random() * Math.min(slots.length, 200))];
        if (!slot) throw new Error('no free consultation slot to book');
        const capture = await request.post('/api/v1/razorpay/capturePayment', {
          headers,
          data: {
            amount: 1500,
            purpose: 'appointment',
            addressData,
            location: 'domestic',
            slot: { start: slot.start },
          },
        });
        if (capture.status() === 409 && attempt < 5) {
          const offered = ((await capture.json()) as { slots: Slot[] }).slots;
          slots = slotsStartingFrom(offered, options.startingFrom);
          continue;
        }
        expect(capture.ok(), await capture.text()).toBe(true);
        const { order } = (await capture.json()) as { order: { id: string } };
        const result = await payOnSimulatedGateway(request, order.id, options.token);
        const verify = await request.post('/api/v1/razorpay/verifyPayment-appiment', {
          headers,
          data: {
            ...result,
            addressData,
            total: 1500,
            paymentInfo: { id: result.razorpay_payment_id, type: 'Razorpay', status: 'Paid' },
          },
        });
        expect(verify.ok(), await verify.text()).toBe(true);
        const { appointment, manageKey } = (await verify.json()) as {
          appointment: BookedConsultation['appointment'];
          manageKey: string;
        };
        return { appointment, manageKey, paymentId: result.razorpay_payment_id as string };
      }
    },
  };
}

/** A free time as `GET /appointments/slots` gives it (UTC ISO instants). */
export type Slot = { start: string; end: string };

/** A consultation the `shop` fixture booked. */
export type BookedConsultation = {
  appointment: { _id: string; slot: Slot; status: string; addressData: { email: string } };
  manageKey: string;
  paymentId: string;
};

/** The free times of a package and mode, as the booking page asks for them. */
export async function freeSlots(
  request: APIRequestContext,
  packageId = 'regular',
  mode = 'audio',
  /** Only the times that start at this instant or later. */
  startingFrom?: Date,
): Promise<Slot[]> {
  const response = await request.get(
    `/api/v1/appointments/slots?days=62&package=${packageId}&mode=${mode}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return slotsStartingFrom(((await response.json()) as { slots: Slot[] }).slots, startingFrom);
}

/** The times that start at `from` or later (all of them without `from`). */
function slotsStartingFrom(slots: Slot[], from: Date | undefined): Slot[] {
  return from === undefined
    ? slots
    : slots.filter((slot) => Date.parse(slot.start) >= from.getTime());
}

/**
 * The readable text of an e-mail as the outbox wrote it (.eml): its text/plain part, decoded
 * from base64 or quoted-printable as UTF-8.
 */
export function mailText(eml: string): string {
  const part =
    /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      eml,
    );
  if (!part) return eml;
  const [, encoding = '', body = ''] = part;
  if (encoding.toLowerCase() === 'base64') {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The e-mails the server has written to its outbox folder (one .eml file each). */
function outboxFolder() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  return dataDir;
}

const mailbox = {
  /**
   * The text of every e-mail written so far, oldest first (a file's name starts with the time
   * its mail was queued): a search finds a confirmation before the invoice mail that follows it.
   */
  async all(): Promise<string[]> {
    const dataDir = outboxFolder();
    const files = await readdir(dataDir, { recursive: true }).catch(() => [] as string[]);
    return Promise.all(
      files
        .filter((file) => file.endsWith('.eml'))
        .sort((a, b) => path.basename(a).localeCompare(path.basename(b)))
        .map((file) => readFile(path.join(dataDir, file), 'utf8')),
    );
  },
  /** Waits for the e-mail that contains `token` (the outbox sends in the background). */
  async waitForMailWith(token: string): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          // Its raw text, or its decoded body (a Hindi body is base64 in the file).
          found = (await mailbox.all()).find(
            (text) => text.includes(token) || mailText(text).includes(token),
          );
          return found !== undefined;
        },
        // A purchase's confirmation waits for its invoice's PDF (a Chromium print: seconds).
        { message: `an e-mail containing ${token}`, timeout: 30_000 },
      )
      .toBe(true);
    return found as string;
  },
};

const instantAnimations =
  '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important}';

/** Errors in the page that fail a test: uncaught exceptions and React's hydration errors. */
function isHydrationError(text: string) {
  return /hydrat|Minified React error #(418|419|422|423|425)/i.test(text);
}

type Fixtures = {
  ciTime: undefined;
  language: Language;
  openPage: (pathname: string) => Promise<void>;
  newUser: NewUser;
  buyer: NewUser;
  admin: Credentials;
  shop: ReturnType<typeof purchases>;
  mailbox: typeof mailbox;
  scanA11y: (options?: { includeShell?: boolean }) => Promise<AxeFinding[]>;
};

export const test = base.extend<Fixtures>({
  // Every test's timeout, the default or its spec's own (`describe.configure`), stretched on CI's
  // slower machines (playwright.config.ts, ciTimeFactor). A `test.setTimeout` in a test's body
  // comes after this and stands as written.
  ciTime: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      testInfo.setTimeout(testInfo.timeout * ciTimeFactor);
      await use(undefined);
    },
    { auto: true },
  ],
  language: ['en', { option: true }],

  page: async ({ page, language }, use) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && isHydrationError(message.text())) {
        pageErrors.push(message.text());
      }
    });
    await page.clock.install();
    // CSS animations run to their end at once. The site's endless decorative ones (star fields,
    // hearts, marquees) otherwise keep two browsers busy painting on a 2-core machine, which made
    // every test about a quarter slower. Names and reduced-motion rules are unchanged, so tests of
    // them still see them; transitions (whose end events components wait for) are left alone.
    page.on('domcontentloaded', () => {
      page.addStyleTag({ content: instantAnimations }).catch(() => {
        // The page navigated on before the style went in: the next load gets it.
      });
    });
    if (language !== 'en') await startInLanguage(page, language);
    await use(page);
    expect(pageErrors, 'errors thrown in the page').toEqual([]);
  },

  openPage: async ({ page }, use) => {
    await use(async (pathname) => {
      await page.goto(pathname);
      await closeContactPopup(page);
    });
  },

  newUser: async ({ request }, use) => {
    await use(await registerUser(request));
  },

  buyer: async ({ page, newUser }, use) => {
    await signIn(page, newUser);
    await use(newUser);
  },

  admin: async ({ page }, use) => {
    await signIn(page, adminCredentials);
    await use(adminCredentials);
  },

  shop: async ({ request }, use) => {
    await use(purchases(request));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
  mailbox: async ({}, use) => {
    await use(mailbox);
  },

  scanA11y: async ({ page }, use) => {
    await use(async ({ includeShell = false } = {}) => {
      // Sections far below the fold are not laid out until needed (content-visibility: auto), and
      // axe cannot read the colours of content without layout: render everything first.
      await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
      // A dialog still fading in has half-transparent text, which axe would measure mid-way: wait
      // for the finite animations (not the endless decorative ones) to end.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      );
      let builder = new AxeBuilder({ page }).withTags([
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
        'best-practice',
      ]);
      // Only violations are read: axe then skips describing every passing node (a fifth to a
      // third of a scan's time).
      builder = builder.options({ resultTypes: ['violations'] });
      // The page's own content; the shell around it is scanned once, by a11y.spec.ts.
      if (!includeShell) builder = builder.include('#main-content');
      const results = await builder.analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
    });
  },
});
