import { savedPersonConsent } from '@app/contract/saved-person-terms';
import type { Page } from '@playwright/test';
import { signName } from '../../astro/src/names.ts';
import enAccount from '../../web/app/locales/en/account.json' with { type: 'json' };
import enCommon from '../../web/app/locales/en/common.json' with { type: 'json' };
import enOrder from '../../web/app/locales/en/reports-order.json' with { type: 'json' };
import hiAccount from '../../web/app/locales/hi/account.json' with { type: 'json' };
import hiCommon from '../../web/app/locales/hi/common.json' with { type: 'json' };
import hiOrder from '../../web/app/locales/hi/reports-order.json' with { type: 'json' };
import {
  birthOf,
  birthWords,
  enterBirth,
  fill,
  type Reference,
  referenceCharts,
} from '../support/birth-form';
import { consultationWords } from '../support/booking';
import {
  closeContactPopup,
  expect,
  type Language,
  registerUser,
  signIn,
  test,
} from '../support/fixtures';

/**
 * My account (issue 33, docs/decisions/038), in both languages: a customer saves their own birth
 * details with the consent's words ticked, sees "your sky now" computed from them (checked against
 * the Swiss Ephemeris reference chart), and fills a report order and a consultation booking with
 * one tap (what the form sends the server is checked); the data download holds what was saved; the
 * deletion asks for the password, signs out, and the address registers again.
 */

const words = {
  en: { account: enAccount, common: enCommon, order: enOrder },
  hi: { account: hiAccount, common: hiCommon, order: hiOrder },
} as const;

/** New Delhi, 27 July 1977, 11:29: reference chart 0 (Moon in Scorpio, Jyeshtha pada 3). */
const reference = referenceCharts[0] as Reference;
const birth = birthOf(reference, 'New Delhi', '1261481');

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, id: string) => page.locator(`section#${id}`);

async function openAccount(page: Page) {
  await page.goto('/account');
  await closeContactPopup(page);
}

/** Saves "Me" through the account page's form, the consent ticked. */
async function saveMyself(page: Page, language: Language, name: string) {
  const { account } = words[language];
  await card(page, 'your-sky').getByRole('button', { name: account.sky.addSelf }).click();
  const form = card(page, 'saved-people').locator('form');
  await expect(form.getByLabel(account.people.form.relation)).toHaveValue('self');
  await form.getByRole('textbox', { name: account.people.form.name, exact: true }).fill(name);
  await enterBirth(form, language, { ...birth, name: '' });
  // Without the consent nothing is sent.
  await form.getByRole('button', { name: account.people.form.save }).click();
  await expect(form.getByText(account.people.form.consentRequired)).toBeVisible();
  // The consent is asked in the words the server records (contract saved-person-terms.ts).
  await form.getByRole('checkbox', { name: savedPersonConsent.text[language] }).check();
  await form.getByRole('button', { name: account.people.form.save }).click();
  await expect(form).toHaveCount(0);
  const saved = card(page, 'saved-people').getByTestId('saved-person');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(name);
}

test.describe('My account', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const language of ['en', 'hi'] as const) {
    test.describe(language === 'en' ? 'in English' : 'in Hindi', () => {
      test.use({ language, timezoneId: 'Asia/Kolkata' });
      const { account, order } = words[language];

      test('saves my birth details with consent, shows my sky now, and fills a report order and a booking in one tap', async ({
        page,
        request,
        scanA11y,
      }) => {
        const customer = await registerUser(request, { name: 'Asha Verma' });
        await signIn(page, customer);
        await openAccount(page);
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(account.title);
        await expect(card(page, 'profile').getByLabel(account.profile.name)).toHaveValue(
          customer.name,
        );

        await saveMyself(page, language, 'Asha');

        // Your sky now: the reference chart's Moon sign and nakshatra, a dasha, a reading.
        const sky = page.getByTestId('sky-now');
        await expect(sky.locator('[data-fact="moonSign"] dd').first()).toHaveText(
          signName(reference.moonSign)[language],
        );
        await expect(sky.locator('[data-fact="dasha"] dd').first()).toHaveText(/ – /);
        await expect(sky.locator('[data-fact="sadeSati"] dd').first()).not.toBeEmpty();
        // The daily reading of the Moon sign (its text is the horoscope's, read from the sky).
        await expect(sky.getByTestId('moon-sign-reading')).toContainText(/[^\n]{60,}/);
        // The whole page, with the card and a saved person, has no serious accessibility finding.
        expect(await scanA11y()).toEqual([]);
        await expect(sky.getByRole('link').last()).toHaveAttribute(
          'href',
          `${language === 'hi' ? '/hi' : ''}/horoscope/daily-horoscope/scorpio`,
        );

        // A report order: one tap fills the birth; what is sent is the saved birth.
        await page.goto(`${language === 'hi' ? '/hi' : ''}/reports/sade-sati/order`);
        await closeContactPopup(page);
        const orderForm = main(page).locator('form');
        const chooser = orderForm
          .getByRole('group', { name: order.people.single, exact: true })
          .getByTestId('saved-people-chooser');
        await chooser.getByRole('button', { name: /Asha/ }).click();
        const fields = orderForm.getByRole('group', { name: order.people.single, exact: true });
        await expect(
          fields.getByRole('textbox', { name: birthWords[language].name.label, exact: true }),
        ).toHaveValue('Asha');
        await expect(
          fields.getByLabel(birthWords[language].date.year, { exact: true }),
        ).toHaveValue('1977');
        const capture = page.waitForRequest('**/api/v1/razorpay/capturePayment');
        await orderForm.getByRole('button', { name: /₹/ }).last().click();
        const sent = JSON.stringify((await capture).postDataJSON());
        expect(sent).toContain('"date":"1977-07-27"');
        expect(sent).toContain('"time":"11:29"');
        expect(sent).toContain('"name":"Asha"');
        await page.keyboard.press('Escape');

        // A consultation booking: the birth part filled in one tap.
        const form = consultationWords[language].appointment;
        await page.goto(`${language === 'hi' ? '/hi' : ''}/appointment`);
        await closeContactPopup(page);
        await page.getByRole('button', { name: form.birth.add }).click();
        const bookingChooser = main(page).getByTestId('saved-people-chooser');
        await bookingChooser.getByRole('button', { name: /Asha/ }).click();
        await expect(bookingChooser.getByRole('status')).toHaveText(
          fill(birthWords[language].saved.filled, { name: 'Asha' }),
        );
        await expect(
          main(page).getByLabel(birthWords[language].date.year, { exact: true }),
        ).toHaveValue('1977');
        await expect(
          main(page).getByRole('textbox', { name: birthWords[language].time.label, exact: true }),
        ).toHaveValue('11:29');

        // The panchang: the saved person's place in one tap, computed for it.
        await page.goto(`${language === 'hi' ? '/hi' : ''}/panchang`);
        await closeContactPopup(page);
        await page
          .getByTestId('saved-places-chooser')
          .getByRole('button', { name: /Asha/ })
          .click();
        await expect(page.locator('[data-panchang-place]')).toHaveAttribute(
          'data-panchang-place',
          /^saved:28\.6\d*,77\.2\d*$/,
        );
      });

      test('downloads my data, then deletes the account with its password; the address registers again', async ({
        page,
        request,
      }) => {
        const customer = await registerUser(request, { name: 'Meera Iyer' });
        await signIn(page, customer);
        await openAccount(page);
        await saveMyself(page, language, 'Meera');

        const data = card(page, 'your-data');
        const download = page.waitForEvent('download');
        await data.getByRole('button', { name: account.data.download.button }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^shubh-jyotish-my-data-\d{4}-\d{2}-\d{2}\.json$/);
        const stream = await file.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const exported = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        expect(exported.account.email).toBe(customer.email);
        expect(exported.savedPeople).toHaveLength(1);
        expect(exported.savedPeople[0]).toMatchObject({ name: 'Meera', date: '1977-07-27' });
        expect(exported.consents[0].withdrawnAt).toBeNull();

        // Delete: a wrong password is refused and nothing happens; the right one erases.
        await data.getByRole('button', { name: account.data.delete.button }).click();
        const dialog = page.getByRole('dialog', { name: account.data.delete.dialogTitle });
        await dialog.getByLabel(account.data.delete.password).fill('not-my-password');
        await dialog.getByRole('button', { name: account.data.delete.confirm }).click();
        await expect(dialog.getByLabel(account.data.delete.password)).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await dialog.getByLabel(account.data.delete.password).fill(customer.password);
        await dialog.getByRole('button', { name: account.data.delete.confirm }).click();
        await expect(page).toHaveURL(language === 'hi' ? /\/hi\/?$/ : /\/$/);
        const login = await request.post('/api/v1/auth/login', {
          data: { email: customer.email, password: customer.password },
        });
        expect(login.status()).toBe(401);

        // The same address signs up again, through the form.
        const { common } = words[language];
        await page.goto(`${language === 'hi' ? '/hi' : ''}/register`);
        await closeContactPopup(page);
        const register = main(page).locator('form');
        const field = (name: string) => register.locator(`[name="${name}"]`);
        await field('name').fill('Meera Iyer');
        await field('email').fill(customer.email);
        await field('password').fill('another-good-password-2');
        await field('location').fill('Chennai');
        await register.getByRole('button', { name: common.auth.register.submit }).click();
        await expect(page).toHaveURL(language === 'hi' ? /\/hi\/login$/ : /\/login$/);
        const again = await request.post('/api/v1/auth/login', {
          data: { email: customer.email, password: 'another-good-password-2' },
        });
        expect(again.status()).toBe(200);
      });
    });
  }
});
