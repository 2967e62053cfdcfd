import { randomUUID } from 'node:crypto';
import { site } from '@app/contract/site';
import type { Locator, Page } from '@playwright/test';
import { closeContactPopup, expect, startInLanguage, test } from '../support/fixtures';

/**
 * The content pages of issue 9: /collaborations, /about, /support and /contact. Their three
 * forms are the site's one contact form with other sources; each is sent to the real server, and
 * made to fail by a 500 and by an unreachable server. Plus the collaborations page's anchor jumps
 * (with the kind chosen), the support links, the contact details, Hindi and accessibility.
 */

async function open(page: Page, pathname: string) {
  await page.goto(pathname);
  await closeContactPopup(page);
}

type FormCase = {
  page: string;
  path: string;
  /** The id of the section that holds the form. */
  formId: string;
  submit: string;
  /** How the business e-mail names the form. */
  mailName: string;
  fill: (form: Locator, message: string) => Promise<void>;
  /** Lines the extra fields add to the e-mail. */
  mailLines: string[];
};

const formCases: FormCase[] = [
  {
    page: 'contact',
    path: '/contact',
    formId: 'contact-form',
    submit: 'Send Message',
    mailName: 'contact page',
    // The phone is optional on the contact page: left empty.
    fill: async (form, message) => {
      await form.getByLabel('Name').fill('Sunita Iyer');
      await form.getByLabel('Email').fill('sunita@e2e.test');
      await form.getByLabel('Message').fill(message);
    },
    mailLines: ['Phone:   (not given)'],
  },
  {
    page: 'support',
    path: '/support',
    formId: 'support-form',
    submit: 'Send Request',
    mailName: 'support form',
    fill: async (form, message) => {
      await form.getByLabel('Name').fill('Arjun Mehta');
      await form.getByLabel('Email').fill('arjun@e2e.test');
      await form.getByLabel('Contact number').fill('+91 98100 44444');
      await form.getByLabel('What is it about?').selectOption('delivery');
      await form.getByLabel('Order number (if you have one)').fill('SJ-1042');
      await form.getByLabel('Message').fill(message);
    },
    mailLines: ['What is it about?: Report delivery', 'Order number (if you have one): SJ-1042'],
  },
  {
    page: 'collaborations',
    path: '/collaborations',
    formId: 'collaboration-form',
    submit: 'Send Request',
    mailName: 'collaboration form',
    fill: async (form, message) => {
      await form.getByLabel('Name').fill('Neha Kapoor');
      await form.getByLabel('Email').fill('neha@e2e.test');
      await form.getByLabel('Contact number').fill('+91 98100 66666');
      await form.getByLabel('Kind of collaboration').selectOption('keynote');
      await form.getByLabel('Message').fill(message);
    },
    mailLines: ['Kind of collaboration: Keynote talk', '+91 98100 66666'],
  },
];

const formOf = (page: Page, formId: string) => page.locator(`#${formId} form`);

async function expectCleared(form: Locator) {
  const fields = form.locator('input, select, textarea');
  const count = await fields.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i += 1) await expect(fields.nth(i)).toHaveValue('');
}

for (const formCase of formCases) {
  test.describe(`${formCase.page} form`, () => {
    test('sends to the server, shows success and clears the form', async ({ page, mailbox }) => {
      await open(page, formCase.path);
      const form = formOf(page, formCase.formId);
      const token = randomUUID();
      await formCase.fill(form, `Please help me with my order. ${token}`);
      await form.getByRole('button', { name: formCase.submit }).click();

      const success = page.getByRole('dialog', { name: 'Good job!' });
      await expect(success).toBeVisible();
      await expect(success).toContainText('Your message has been sent successfully!');
      await success.getByRole('button', { name: 'OK' }).click();
      await expect(success).toBeHidden();
      await expectCleared(form);

      // Stored and mailed to the business, naming the form it came from.
      const mail = await mailbox.waitForMailWith(token);
      expect(mail).toContain(`A visitor sent a message through the ${formCase.mailName}.`);
      for (const line of formCase.mailLines) expect(mail).toContain(line);
    });

    test('shows the loading dialog, then the error dialog when the server answers 500', async ({
      page,
    }) => {
      let release: () => void = () => {};
      const replyMayGo = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v1/contact/create', async (route) => {
        await replyMayGo;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Internal Server Error' }),
        });
      });
      await open(page, formCase.path);
      const form = formOf(page, formCase.formId);
      await formCase.fill(form, 'This one will fail.');
      await form.getByRole('button', { name: formCase.submit }).click();

      const loading = page.getByRole('dialog', { name: 'Loading...' });
      await expect(loading).toBeVisible();
      await expect(loading).toContainText('Please wait while we process your request.');
      release();

      const failure = page.getByRole('dialog', { name: 'Error!' });
      await expect(failure).toBeVisible();
      await expect(failure).toContainText(
        'There was a problem sending your message. Please try again later.',
      );
      await failure.getByRole('button', { name: 'OK' }).click();
      await expect(failure).toBeHidden();
      await expectCleared(form);
    });

    test('shows the error dialog when the server cannot be reached', async ({ page }) => {
      await page.route('**/api/v1/contact/create', (route) => route.abort('connectionrefused'));
      await open(page, formCase.path);
      const form = formOf(page, formCase.formId);
      await formCase.fill(form, 'Nobody is listening.');
      await form.getByRole('button', { name: formCase.submit }).click();

      const failure = page.getByRole('dialog', { name: 'Error!' });
      await expect(failure).toBeVisible();
      await expect(failure).toContainText(
        'There was a problem sending your message. Please try again later.',
      );
      await page.keyboard.press('Escape');
      await expect(failure).toBeHidden();
      await expectCleared(form);
    });
  });
}

test('contact form: name, e-mail and message are required, the e-mail is checked, the phone is not', async ({
  page,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/contact/create')) sent += 1;
  });
  await open(page, '/contact');
  const form = formOf(page, 'contact-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(form.getByText('Please write your message.')).toBeVisible();
  await expect(form.getByText('Please enter your contact number.')).toHaveCount(0);
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Email').fill('sunita@');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, like name@example.com.',
  );
  expect(sent).toBe(0);
});

test.describe('collaborations page', () => {
  test('the hero call to action jumps to the form without a page load', async ({ page }) => {
    await open(page, '/collaborations');
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    await page.getByRole('link', { name: 'Send a collaboration request' }).click();
    await expect(page).toHaveURL(/\/collaborations#collaboration-form$/);
    await expect(page.locator('#collaboration-form-title')).toBeInViewport();
    await expect(page.locator('#collaboration-form-title')).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
    ).toBe(true);
  });

  test('each card jumps to the form with its kind of collaboration chosen', async ({ page }) => {
    await open(page, '/collaborations');
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    const kind = formOf(page, 'collaboration-form').getByLabel('Kind of collaboration');
    const cards = [
      { title: 'YouTube Podcast', button: 'Book Him', value: 'podcast' },
      { title: 'Keynote Speaker', button: 'Get In Touch', value: 'keynote' },
      { title: 'Instagram Live', button: 'Invite Him', value: 'instagram-live' },
    ];
    for (const card of cards) {
      await page.locator('#formats').scrollIntoViewIfNeeded();
      const article = page.locator('#formats article').filter({ hasText: card.title });
      await expect(article.getByRole('heading', { name: card.title })).toBeVisible();
      await article.getByRole('link', { name: new RegExp(`^${card.button}`, 'i') }).click();
      await expect(page).toHaveURL(
        new RegExp(`/collaborations\\?kind=${card.value}#collaboration-form$`),
      );
      await expect(kind).toHaveValue(card.value);
      await expect(page.locator('#collaboration-form-title')).toBeInViewport();
      await expect(kind).toBeInViewport();
    }
    // The visitor can still change it, and choosing the same card again chooses it again.
    await kind.selectOption('other');
    await page.locator('#formats').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Invite Him to an Instagram Live' }).click();
    await expect(kind).toHaveValue('instagram-live');
    expect(
      await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
    ).toBe(true);
  });

  test('a shared link with a kind opens the form with that kind chosen', async ({ page }) => {
    await open(page, '/collaborations?kind=keynote#collaboration-form');
    await expect(
      formOf(page, 'collaboration-form').getByLabel('Kind of collaboration'),
    ).toHaveValue('keynote');
    await expect(page.locator('#collaboration-form-title')).toBeInViewport();
  });

  test('help call-out, portfolio on request, social links and five awards', async ({ page }) => {
    await open(page, '/collaborations');
    await expect(
      page.getByRole('heading', { name: 'Not sure which format suits you?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${site.phones[0]}` })).toHaveAttribute(
      'href',
      `tel:${site.phones[0].replace(/[^+0-9]/g, '')}`,
    );
    await expect(page.getByRole('link', { name: `Write to ${site.email}` })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );

    // No portfolio file yet (site.portfolioUrl is empty): no dead link, an honest offer instead.
    expect(site.portfolioUrl).toBe('');
    await expect(page.getByTestId('portfolio-note')).toContainText(
      'Our portfolio is being updated',
    );
    await page.getByRole('link', { name: 'Request the portfolio' }).click();
    const form = formOf(page, 'collaboration-form');
    await expect(form.getByLabel('Kind of collaboration')).toHaveValue('other');
    await expect(form.getByLabel('Message')).toHaveValue('Please e-mail me your latest portfolio.');

    const social = page.locator('#collaboration-form');
    for (const [network, url] of Object.entries(site.social)) {
      await expect(social.locator(`a[href="${url}"]`), network).toHaveAttribute('target', '_blank');
    }
    await expect(social).toContainText('2,80,000 subscribers on YouTube');

    const awards = page.locator('#awards');
    await expect(awards.getByRole('heading', { level: 2 })).toHaveText('Awards and honours');
    await expect(awards.getByRole('listitem')).toHaveCount(5);
    await expect(awards.getByRole('heading', { name: 'Jyotish Ratna' })).toBeVisible();
  });
});

test.describe('support page', () => {
  test('delivery times, consultation terms and returns are there', async ({ page }) => {
    await open(page, '/support');
    const delivery = page.locator('#delivery');
    // The reports are made by the software: every row names the contract's delivery time.
    for (const report of [
      /Love Report/,
      /Sade Sati report/,
      /Premium Janam Kundli/,
      /kundali matching/,
    ]) {
      await expect(delivery.getByRole('row', { name: report })).toContainText(
        'Within 15 minutes of payment',
      );
    }
    await expect(delivery).toContainText('English or Hindi');
    await expect(delivery).not.toContainText('working days');
    await expect(delivery.getByRole('row', { name: /kundali matching/ })).toBeVisible();
    const consultation = page.locator('#consultation');
    for (const term of ['30 minutes', '7 days', 'cancel it for a full refund', '5–7 days']) {
      await expect(consultation).toContainText(term);
    }
    await expect(page.locator('#returns')).toContainText('accepts or declines');
  });

  test('links to My Orders and to the contact page', async ({ page }) => {
    await open(page, '/support');
    const myOrders = page.getByRole('link', { name: /^My Orders/ });
    await expect(myOrders).toHaveAttribute('href', '/my-orders');
    await expect(page.getByRole('link', { name: 'Open My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    // A visitor is sent to log in first (My Orders is for signed-in customers).
    await myOrders.click();
    await expect(page).toHaveURL(/\/login$/);

    await open(page, '/support');
    await page
      .getByRole('link', { name: /^Contact us/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're here to help");
  });

  test('the footer links the contact and support pages', async ({ page }) => {
    await open(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(footer.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});

test('contact page: business hours, the three phones and the e-mail', async ({ page }) => {
  await open(page, '/contact');
  const hours = page.getByTestId('business-hours');
  await expect(hours.locator('div').nth(0)).toHaveText(/Monday – Friday\s*9:00 AM – 6:00 PM/);
  await expect(hours.locator('div').nth(1)).toHaveText(/Saturday\s*9:00 AM – 1:00 PM/);
  await expect(hours.locator('div').nth(2)).toHaveText(/Sunday\s*Closed/);

  const main = page.locator('main');
  const phones = page.getByRole('region', { name: 'Call us' });
  for (const phone of site.phones) {
    await expect(phones.getByRole('link', { name: `Call ${phone}`, exact: true })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^+0-9]/g, '')}`,
    );
  }
  await expect(main.getByRole('link', { name: `E-mail ${site.email}` })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(main.getByRole('link', { name: 'Visit Support' })).toHaveAttribute(
    'href',
    '/support',
  );
});

test('about page: services link, three videos that load on click, and the subscribe link', async ({
  page,
}) => {
  // No request may reach YouTube until a video is played (and none can here: no internet).
  const youtubeRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) youtubeRequests.push(request.url());
  });
  await page.route(/youtube/, (route) => route.abort());
  await open(page, '/about');

  const facades = page.locator('[data-video-facade]');
  await expect(facades).toHaveCount(3);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtubeRequests).toEqual([]);
  const play = page.getByRole('button', {
    name: 'Play the video: Your birth chart, explained step by step',
  });
  await play.click();
  const player = page.locator(`iframe[src*="youtube-nocookie.com/embed/${site.videos.about[0]}"]`);
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('title', 'Your birth chart, explained step by step');

  const subscribe = page.getByRole('link', { name: /Subscribe on YouTube/ });
  await expect(subscribe).toHaveAttribute('href', site.social.youtube);
  await expect(page.getByRole('heading', { name: 'Join 2,80,000 subscribers' })).toBeVisible();
  // GeoNames' CC BY 4.0 licence asks for this credit (the places behind the birth-chart tools).
  await expect(
    page.getByText(
      'Place names and coordinates: GeoNames (geonames.org), licensed under CC BY 4.0.',
    ),
  ).toHaveCount(1);

  const services = page.getByRole('link', { name: 'Explore our services' });
  await expect(services).toHaveAttribute('href', '/#services');
  await services.click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.locator('#services')).toBeInViewport();
});

const pages = [
  {
    path: '/collaborations',
    title: 'Collaborations: podcasts, keynotes and Instagram Lives | Shubh Jyotish',
    heading: 'Bring Vedic astrology to your audience',
    hindiHeading: 'वैदिक ज्योतिष को अपने दर्शकों तक पहुँचाएँ',
    hindiButton: 'अनुरोध भेजें',
  },
  {
    path: '/about',
    title: 'About us | Shubh Jyotish',
    heading: 'Astrology that helps you decide, not fear',
    hindiHeading: 'ऐसा ज्योतिष जो निर्णय में मदद करे, डराए नहीं',
    hindiButton: null,
  },
  {
    path: '/support',
    title: 'Support: orders, delivery, consultations and returns | Shubh Jyotish',
    heading: 'How can we help?',
    hindiHeading: 'हम आपकी क्या मदद करें?',
    hindiButton: 'अनुरोध भेजें',
  },
  {
    path: '/contact',
    title: 'Contact us | Shubh Jyotish',
    heading: "We're here to help",
    hindiHeading: 'हम आपकी मदद के लिए हैं',
    hindiButton: 'संदेश भेजें',
  },
];

for (const content of pages) {
  test(`${content.path}: prerendered with its own title and description`, async ({ request }) => {
    const response = await request.get(content.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${content.title.replace(/'/g, '&#x27;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    // The page's words are in the HTML itself, before any script runs.
    expect(html).toContain(content.heading.replace(/'/g, '&#x27;'));
  });

  test(`${content.path} speaks Hindi when Hindi is chosen`, async ({ page }) => {
    await startInLanguage(page, 'hi');
    await page.goto(content.path);
    await closeContactPopup(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hindiHeading);
    if (content.hindiButton) {
      await expect(
        page.locator('main form').getByRole('button', { name: content.hindiButton }),
      ).toBeVisible();
    }
  });
}

test('contact page in Hindi: the hours in Hindi', async ({ page }) => {
  await startInLanguage(page, 'hi');
  await open(page, '/contact');
  const hours = page.getByTestId('business-hours');
  await expect(hours.locator('div').nth(0)).toHaveText(/सोमवार – शुक्रवार\s*सुबह 9:00 – शाम 6:00/);
  await expect(hours.locator('div').nth(1)).toHaveText(/शनिवार\s*सुबह 9:00 – दोपहर 1:00/);
});

for (const language of ['en', 'hi'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.use({ language });
    for (const { path: pathname } of pages) {
      test(`${pathname} has no serious accessibility findings`, async ({ page, scanA11y }) => {
        await open(page, pathname);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await scanA11y()).toEqual([]);
      });
    }
  });
}
