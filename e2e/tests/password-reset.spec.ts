import { localizedPath } from '@app/contract/web-routes';
import type { Page } from '@playwright/test';
import enCommon from '../../web/app/locales/en/common.json' with { type: 'json' };
import hiCommon from '../../web/app/locales/hi/common.json' with { type: 'json' };
import {
  closeContactPopup,
  expect,
  type Language,
  mailText,
  registerUser,
  test,
} from '../support/fixtures';

/**
 * Getting back in (issue 33, docs/decisions/038): "Forgot password?" on the login page, the reset
 * link read from the mail the server wrote to its outbox, a new password, a login with it, and
 * the same link refused the second time. Expiry (30 minutes) is covered by the server's tests:
 * the e2e server runs on the real clock.
 */

/** The server's own words (server/src/modules/account/account.messages.ts). */
const serverSays = {
  en: {
    linkSent: 'If an account uses this e-mail address, we have sent it a link',
    passwordReset: 'Your password has been changed. Please log in with the new password.',
    linkUsed: 'This link has already been used.',
  },
  hi: {
    linkSent: 'अगर इस ईमेल पते से कोई खाता है, तो उस पर नया पासवर्ड चुनने का लिंक भेज दिया गया है।',
    passwordReset: 'आपका पासवर्ड बदल दिया गया है। कृपया नए पासवर्ड से लॉगिन करें।',
    linkUsed: 'यह लिंक पहले ही इस्तेमाल हो चुका है।',
  },
} as const;

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^(Notifications|सूचनाएँ)$/ }).getByText(text, { exact: true });

/**
 * The text of a mail: a multipart one's text part (mailText), or the body of a single-part one,
 * decoded from quoted-printable or base64.
 */
function readableMail(eml: string): string {
  const text = mailText(eml);
  if (text !== eml) return text;
  const split = /\r?\n\r?\n/.exec(eml);
  if (!split) return eml;
  const head = eml.slice(0, split.index);
  const body = eml.slice(split.index + split[0].length);
  const encoding = /^Content-Transfer-Encoding: ([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') {
    return head + Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return head + Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return eml;
}

/** The path and query of the reset link mailed to `email` (the outbox writes in the background). */
async function mailedResetLink(
  mailbox: { all(): Promise<string[]> },
  email: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailbox.all())
          .map(readableMail)
          .find((text) => text.includes(email) && text.includes('/reset-password?token='));
        link = mail ? /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail)?.[0] : undefined;
        return link !== undefined;
      },
      { message: `a reset link mailed to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

for (const language of ['en', 'hi'] as const satisfies Language[]) {
  test.describe(`password reset (${language})`, () => {
    test.use({ language });
    const copy = language === 'en' ? enCommon : hiCommon;
    const says = serverSays[language];

    test('forgot password: a mailed link sets a new password once, and the new one logs in', async ({
      page,
      request,
      mailbox,
    }) => {
      const user = await registerUser(request);
      const newPassword = 'a-brand-new-password-7';

      await page.goto(localizedPath('/login', language));
      await closeContactPopup(page);
      await main(page).getByRole('link', { name: copy.auth.login.forgotPassword }).click();
      await expect(page).toHaveURL(localizedPath('/forgot-password', language));
      await expect(main(page).getByRole('heading', { name: copy.auth.forgot.title })).toBeVisible();
      await main(page).getByLabel(copy.auth.fields.email).fill(user.email);
      await main(page).getByRole('button', { name: copy.auth.forgot.submit }).click();
      await expect(main(page).getByRole('status')).toContainText(says.linkSent);

      // The link is in the page's language and works once.
      const link = await mailedResetLink(mailbox, user.email);
      expect(link.startsWith(localizedPath('/reset-password', language))).toBe(true);

      await page.goto(link);
      await closeContactPopup(page);
      // The token leaves the address bar once read.
      await expect(page).toHaveURL(localizedPath('/reset-password', language));
      const form = main(page).locator('form');
      await form.locator('[name="password"]').fill(newPassword);
      await form.locator('[name="confirmPassword"]').fill(`${newPassword}x`);
      await form.getByRole('button', { name: copy.auth.reset.submit }).click();
      await expect(form.getByText(copy.validation.passwordMismatch)).toBeVisible();
      await form.locator('[name="confirmPassword"]').fill(newPassword);
      await form.getByRole('button', { name: copy.auth.reset.submit }).click();
      await expect(main(page).getByRole('status')).toContainText(says.passwordReset);

      await main(page).getByRole('link', { name: copy.auth.reset.toLogin }).click();
      await expect(page).toHaveURL(localizedPath('/login', language));
      await expect(main(page).getByRole('heading', { name: copy.auth.login.title })).toBeVisible();
      await main(page).getByLabel(copy.auth.fields.email).fill(user.email);
      await main(page).locator('[name="password"]').fill(newPassword);
      await main(page).getByRole('button', { name: copy.auth.login.submit }).click();
      await expect(toast(page, copy.auth.toast.loginSuccess)).toBeVisible();
      await expect(page).toHaveURL(localizedPath('/', language));

      // The same link again: refused, with a way to ask for a new one.
      await page.goto(link);
      await closeContactPopup(page);
      await main(page).locator('[name="password"]').fill('yet-another-password-9');
      await main(page).locator('[name="confirmPassword"]').fill('yet-another-password-9');
      await main(page).getByRole('button', { name: copy.auth.reset.submit }).click();
      await expect(main(page).getByRole('alert')).toContainText(says.linkUsed);
      await main(page).getByRole('link', { name: copy.auth.reset.askAgain }).click();
      await expect(page).toHaveURL(localizedPath('/forgot-password', language));
    });
  });
}
