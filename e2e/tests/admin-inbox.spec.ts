import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  adminCredentials,
  closeContactPopup,
  expect,
  mailText,
  signIn,
  test,
} from '../support/fixtures';

/**
 * The back office's inbox and the accountant's files (issue 34, docs/decisions/043) on the real
 * server: a visitor writes through the contact page; the admin finds the message in the inbox by
 * a word of it, opens it, answers it by e-mail (the mail is written by the outbox, the answer
 * stays with the message, the message shows as answered) and closes it. A real purchase is in
 * the orders file downloaded from /admin/exports and in the dashboard's revenue. The pages are
 * checked in Hindi and scanned for accessibility. Other tests share the server, so each test
 * works with its own words.
 */

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Admin navigation' });

/**
 * The text of a mail without attachments as the outbox wrote it: one text/plain part, its
 * quoted-printable decoded as UTF-8 (`mailText` reads the multipart ones).
 */
function plainMailText(eml: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(eml)) return mailText(eml);
  const body = eml.slice(eml.search(/\r?\n\r?\n/)).trimStart();
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

/** Sends a message through the contact page's form, as a visitor. */
async function writeThroughContactPage(page: Page, name: string, email: string, text: string) {
  await page.goto('/contact');
  await closeContactPopup(page);
  const form = page.locator('#contact-form form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const success = page.getByRole('dialog', { name: 'Good job!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
}

test.describe('guards', () => {
  test('a visitor who opens /admin/inbox or /admin/exports is sent to /login', async ({ page }) => {
    await page.goto('/admin/inbox');
    await expect(page).toHaveURL('/login');
    await page.goto('/admin/exports');
    await expect(page).toHaveURL('/login');
  });
});

test('a message from the contact page is found in the inbox, answered by e-mail and closed', async ({
  page,
  mailbox,
  scanA11y,
}) => {
  const tag = randomUUID().slice(0, 8);
  const name = `Kavya Rao ${tag}`;
  const email = `kavya.${tag}@e2e.test`;
  const text = `My Sade Sati report ${tag} has not arrived yet.\nCould you send it again?`;
  await writeThroughContactPage(page, name, email, text);

  await signIn(page, adminCredentials);
  await page.goto('/admin/dashboard');
  const inboxLink = sidebar(page).getByRole('link', { name: /^Inbox/ });
  // The sidebar counts the new messages.
  await expect(inboxLink.getByTestId('inbox-new-count')).toContainText(/\d+ new messages?/);
  await inboxLink.click();
  await expect(page).toHaveURL('/admin/inbox');
  await expect(page).toHaveTitle('Inbox – Admin');
  await expect(main(page).getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

  // Found by a word of the message (the server searches).
  await main(page).getByLabel('Name, e-mail or words of the message').fill(`report ${tag}`);
  await expect(page).toHaveURL(`/admin/inbox?q=report+${tag}`);
  const card = main(page).getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(1);
  await expect(card.locator('[data-source]')).toHaveText('Contact page');
  await expect(card.locator('[data-inbox-status]')).toHaveText('New');
  await expect(card.locator('[data-field="replies"]')).toHaveText('Not answered');
  expect(await scanA11y({ includeShell: true })).toEqual([]);
  await card.getByRole('link', { name }).click();

  // The message: who, from where, the text.
  await expect(page).toHaveURL(/\/admin\/inbox\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(main(page).locator('[data-field="email"] dd')).toHaveText(email);
  await expect(main(page).locator('[data-field="phone"] dd')).toHaveText('Not given');
  await expect(main(page).locator('[data-field="form"] dd')).toHaveText('Contact page');
  await expect(main(page).locator('[data-field="account"] dd')).toHaveText(
    'Sent without an account',
  );
  await expect(main(page).locator('[data-field="message"]')).toHaveText(text);
  await expect(main(page).getByText('Not answered yet.')).toBeVisible();
  expect(await scanA11y({ includeShell: true })).toEqual([]);

  // An empty answer is stopped on the page.
  await main(page).getByRole('button', { name: 'Send answer' }).click();
  await expect(main(page).getByText('Write the answer first.')).toBeVisible();

  const answer = `Namaste Kavya, your report ${tag} was sent again just now. Please check spam too.`;
  await main(page).getByLabel('Your answer').fill(answer);
  await expect(main(page).getByRole('radio', { name: 'English' })).toBeChecked();
  await main(page).getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(`Your answer is on its way to ${email}.`)).toBeVisible();
  await expect(main(page).getByLabel('Your answer')).toHaveValue('');
  const kept = main(page).locator('[data-reply-id]');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText(answer);
  await expect(kept).toContainText('Re: Your message to Shubh Jyotish');
  await expect(main(page).locator('header [data-inbox-status]')).toHaveText('Answered');

  // The outbox wrote the mail: to the visitor, with the answer and their message quoted.
  // (The business's notification of the message names the visitor too: this is the answer.)
  let mail = '';
  await expect
    .poll(
      async () => {
        const answers = (await mailbox.all()).filter(
          (eml) => /^Subject: Re: /m.test(eml) && eml.includes(`To: ${email}`),
        );
        mail = answers[0] ?? '';
        return answers.length;
      },
      { message: 'the answer in the outbox', timeout: 15_000 },
    )
    .toBe(1);
  expect(mail).toMatch(/^Subject: Re: Your message to Shubh Jyotish/m);
  expect(mail).toMatch(/^Reply-To: /m);
  const body = plainMailText(mail);
  expect(body).toContain(answer);
  expect(body).toContain(`> My Sade Sati report ${tag} has not arrived yet.`);
  // The page, opened again, says the mail went.
  await page.reload();
  await expect(main(page).locator('[data-reply-id] [data-mail]')).toHaveText('E-mail sent', {
    timeout: 15_000,
  });

  // Listed as answered, then closed.
  await page.goto(`/admin/inbox?status=answered&q=${tag}`);
  await expect(main(page).getByRole('article', { name })).toBeVisible();
  await expect(
    main(page)
      .getByRole('navigation', { name: 'Messages by state' })
      .getByRole('link', {
        name: /^Answered/,
      }),
  ).toHaveAttribute('aria-current', 'page');
  await main(page).getByRole('article', { name }).getByRole('link', { name }).click();
  await main(page).getByRole('button', { name: 'Close the message' }).click();
  await expect(page.getByText("The message is now 'Closed'.")).toBeVisible();
  await expect(main(page).locator('header [data-inbox-status]')).toHaveText('Closed');
  await page.goto(`/admin/inbox?status=closed&q=${tag}`);
  await expect(main(page).getByRole('article', { name })).toBeVisible();
});

test.describe('in Hindi', () => {
  test.use({ language: 'hi' });

  test('the inbox and a message speak Hindi', async ({ page, request }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `सुनीता ${tag}`;
    const sent = await request.post('/api/v1/contact/create', {
      data: {
        name,
        email: `sunita.${tag}@e2e.test`,
        message: `नमस्ते, मुझे कुंडली ${tag} के बारे में पूछना है।`,
        source: 'support',
      },
    });
    expect(sent.status()).toBe(201);
    await signIn(page, adminCredentials);
    await page.goto(`/admin/inbox?q=${tag}`);
    await expect(main(page).getByRole('heading', { name: 'इनबॉक्स', level: 1 })).toBeVisible();
    const card = main(page).getByRole('article', { name });
    await expect(card.locator('[data-source]')).toHaveText('सहायता फ़ॉर्म');
    await expect(card.locator('[data-inbox-status]')).toHaveText('नया');
    await card.getByRole('link', { name }).click();
    await expect(main(page).getByRole('heading', { name: 'ईमेल से जवाब दें' })).toBeVisible();
    // Written in Devanagari: the e-mail's own lines are preset to Hindi.
    await expect(main(page).getByRole('radio', { name: 'हिंदी' })).toBeChecked();
  });
});

test('the orders file holds a real purchase, and the dashboard counts it in the revenue', async ({
  page,
  newUser,
  shop,
  scanA11y,
}) => {
  const orderId = await shop.paidOrder(newUser, 2);
  await signIn(page, adminCredentials);

  await page.goto('/admin/dashboard');
  const totals = main(page).getByTestId('revenue-totals');
  await expect(totals.locator('[data-line="beads"] td').first()).not.toHaveText('₹0');
  expect(await scanA11y({ includeShell: true })).toEqual([]);
  await main(page).getByRole('link', { name: 'Download the files for the accountant' }).click();

  await expect(page).toHaveURL('/admin/exports');
  await expect(page).toHaveTitle('Exports – Admin');
  await expect(main(page).getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await scanA11y({ includeShell: true })).toEqual([]);
  await expect(main(page).getByRole('link', { name: 'Open the invoices' })).toHaveAttribute(
    'href',
    '/admin/invoices',
  );
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download Orders (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^Order ID,Paid at \(IST\),Line,Items,Customer,E-mail,/);
  const row = lines.find((line) => line.startsWith(orderId));
  expect(row).toBeDefined();
  expect(row).toContain(',beads,5 Mukhi Rudraksha,');
  expect(row).toContain(`,${newUser.email},`);
  expect(row).toContain(',998.00,0.00,998.00,');

  // A reversed range is stopped on the page, and the server refuses it too.
  await main(page).getByLabel('First day').fill('2026-03-10');
  await main(page).getByLabel('Last day').fill('2026-03-01');
  await expect(main(page).getByText('The last day cannot be before the first day.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Download Orders (CSV)' })).toBeDisabled();
  const refused = await page.request.get(
    '/api/v1/admin/exports/orders.csv?from=2026-03-10&to=2026-03-01',
    {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      },
    },
  );
  expect(refused.status()).toBe(400);
});
