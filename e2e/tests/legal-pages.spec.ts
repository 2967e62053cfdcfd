import type { Page } from '@playwright/test';
import { closeContactPopup, expect, type Language, test } from '../support/fixtures';

/**
 * The legal pages of issue 33: /privacy, /terms and /refund-policy with their Hindi twins. Each
 * is reached from the footer's legal links, has its heading and its contents, and is written in
 * its language; the registration form links to the terms and the privacy policy (in a new tab,
 * so nothing typed is lost), and the forms that take money or a message link to theirs.
 */

type LegalCase = {
  path: string;
  /** The footer link's name, the page's h1 and one section the contents jump to, per language. */
  words: Record<Language, { footer: string; title: string; section: string }>;
  sectionId: string;
};

const legalCases: LegalCase[] = [
  {
    path: '/privacy',
    sectionId: 'retention',
    words: {
      en: { footer: 'Privacy policy', title: 'Privacy policy', section: 'How long we keep it' },
      hi: { footer: 'गोपनीयता नीति', title: 'गोपनीयता नीति', section: 'हम इसे कब तक रखते हैं' },
    },
  },
  {
    path: '/terms',
    sectionId: 'guidance',
    words: {
      en: {
        footer: 'Terms of use',
        title: 'Terms of use',
        section: 'Astrology is guidance, not professional advice',
      },
      hi: {
        footer: 'उपयोग की शर्तें',
        title: 'उपयोग की शर्तें',
        section: 'ज्योतिष मार्गदर्शन है, पेशेवर सलाह नहीं',
      },
    },
  },
  {
    path: '/refund-policy',
    sectionId: 'consultations',
    words: {
      en: {
        footer: 'Refunds and cancellations',
        title: 'Refund and cancellation policy',
        section: 'Consultations',
      },
      hi: {
        footer: 'रिफ़ंड और रद्द करना',
        title: 'रिफ़ंड और रद्द करने की नीति',
        section: 'परामर्श',
      },
    },
  },
];

const legalNavName: Record<Language, string> = { en: 'Legal', hi: 'नीतियाँ और शर्तें' };
const contentsName: Record<Language, string> = { en: 'On this page', hi: 'इस पेज पर' };
const inLanguage = (path: string, language: Language) => (language === 'hi' ? `/hi${path}` : path);

async function open(page: Page, path: string) {
  await page.goto(path);
  await closeContactPopup(page);
}

for (const legal of legalCases) {
  for (const language of ['en', 'hi'] as const) {
    const words = legal.words[language];
    const address = inLanguage(legal.path, language);

    test(`${address}: reached from the footer, with its heading and contents`, async ({ page }) => {
      await open(page, inLanguage('/contact', language));
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: legalNavName[language] })
        .getByRole('link', { name: words.footer, exact: true })
        .click();
      await expect(page).toHaveURL(address);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The date of the last change, machine-readable too.
      await expect(page.locator('#main-content time')).toHaveAttribute('datetime', '2026-11-28');

      await page
        .getByRole('navigation', { name: contentsName[language] })
        .getByRole('link', { name: words.section, exact: true })
        .click();
      await expect(page).toHaveURL(`${address}#${legal.sectionId}`);
      await expect(
        page.getByRole('heading', { level: 2, name: words.section, exact: true }),
      ).toBeInViewport();
    });
  }
}

test('the Hindi pages are written in Hindi', async ({ page }) => {
  for (const legal of legalCases) {
    await page.goto(inLanguage(legal.path, 'hi'));
    const text = await page.locator('#main-content article').innerText();
    const latinWords = text.match(/\b[A-Za-z]{4,}\b/g) ?? [];
    const devanagari = text.match(/[\u0900-\u097F]+/g) ?? [];
    // English stays only for names (Razorpay, JSON, HTTPS, the storage keys, the Act's terms).
    expect(devanagari.length, legal.path).toBeGreaterThan(20 * latinWords.length);
    await expect(page.getByText('In short')).toHaveCount(0);
  }
});

for (const language of ['en', 'hi'] as const) {
  test(`the registration form links to the terms and the privacy policy (${language})`, async ({
    page,
    context,
  }) => {
    await open(page, inLanguage('/register', language));
    const note = page.getByRole('main').getByTestId('legal-note');
    const names =
      language === 'en'
        ? { terms: 'Terms of use', privacy: 'Privacy policy' }
        : { terms: 'उपयोग की शर्तें', privacy: 'गोपनीयता नीति' };
    for (const [target, path] of [
      ['terms', '/terms'],
      ['privacy', '/privacy'],
    ] as const) {
      const link = note.getByRole('link', { name: new RegExp(`^${names[target]}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(opened).toHaveURL(inLanguage(path, language));
      await expect(
        opened.getByRole('heading', { level: 1, name: legal(language, target) }),
      ).toBeVisible();
      await opened.close();
    }
    // The form itself is untouched and still there.
    await expect(page).toHaveURL(inLanguage('/register', language));
  });
}

function legal(language: Language, page: 'terms' | 'privacy') {
  const found = legalCases.find((item) => item.path === `/${page}`);
  return found?.words[language].title ?? '';
}

test('the forms that take money or a message link to their policies', async ({ page, buyer }) => {
  expect(buyer.email).toBeTruthy();
  const hrefs = async () =>
    page
      .getByRole('main')
      .getByTestId('legal-note')
      .first()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  await open(page, '/appointment');
  expect(await hrefs()).toEqual(['/terms', '/refund-policy', '/privacy']);

  await open(page, '/reports/love/order');
  expect(await hrefs()).toEqual(['/terms', '/refund-policy', '/privacy']);

  await open(page, '/hi/contact');
  expect(await hrefs()).toEqual(['/hi/privacy']);

  // The rudraksha checkout: the buy dialog's form.
  await open(page, '/gemstone');
  await page
    .getByRole('main')
    .getByTestId('product-2')
    .getByRole('button', { name: 'Buy Now: 5 Mukhi Rudraksha' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your order details' });
  await expect(
    dialog.getByTestId('legal-note').getByRole('link', { name: /^Refund and cancellation policy/ }),
  ).toHaveAttribute('href', '/refund-policy');
});

test('a legal page passes the accessibility scan', async ({ page, scanA11y }) => {
  await open(page, '/privacy');
  expect(await scanA11y()).toEqual([]);
  await open(page, '/hi/refund-policy');
  expect(await scanA11y()).toEqual([]);
});
