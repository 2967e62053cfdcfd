import type { Page } from '@playwright/test';
import {
  type ReportPage,
  reportDelivery,
  reportOrderPaths,
  reportPaths,
  reportPricesPaise,
  sadeSatiPhaseYears,
  sadeSatiTotalYears,
} from '../../contract/src/catalogue-reports.ts';
import { formatPaise } from '../../contract/src/money.ts';
import { site } from '../../contract/src/site.ts';

import enShared from '../../web/app/locales/en/reports.json' with { type: 'json' };
import enKundli from '../../web/app/locales/en/reports-kundli.json' with { type: 'json' };
import enLove from '../../web/app/locales/en/reports-love.json' with { type: 'json' };
import enMatching from '../../web/app/locales/en/reports-matching.json' with { type: 'json' };
import enSadeSati from '../../web/app/locales/en/reports-sade-sati.json' with { type: 'json' };
import hiShared from '../../web/app/locales/hi/reports.json' with { type: 'json' };
import hiKundli from '../../web/app/locales/hi/reports-kundli.json' with { type: 'json' };
import hiLove from '../../web/app/locales/hi/reports-love.json' with { type: 'json' };
import hiMatching from '../../web/app/locales/hi/reports-matching.json' with { type: 'json' };
import hiSadeSati from '../../web/app/locales/hi/reports-sade-sati.json' with { type: 'json' };
import {
  afterReactEffects,
  closeContactPopup,
  expect,
  pauseClock,
  startInLanguage,
  test,
  waitForContactPopup,
} from '../support/fixtures';

/**
 * The four report landing pages (specification section 2 "Sade Sati landing page", "Love Report
 * landing page", "Premium Janam Kundli landing page", "Kundali matching landing page"), on the
 * built, prerendered site: sections, FAQ behaviour, order buttons, the rotating testimonial, the
 * Love Report's bottom bar, the click-to-load videos, Hindi, titles and accessibility.
 */

/** The values the copy's {{placeholders}} take (web/app/features/reports/report-copy.ts). */
const values: Record<string, string> = {
  minutes: String(reportDelivery.emailedWithinMinutes),
  supportDays: String(reportDelivery.questionsAnsweredForDays),
  years: String(reportDelivery.kundliPredictionYears),
  sadeSatiBasicPages: String(reportDelivery.minPages['sade-sati-basic']),
  sadeSatiPlusPages: String(reportDelivery.minPages['sade-sati-plus']),
  lovePages: String(reportDelivery.minPages.love),
  kundliPages: String(reportDelivery.minPages['premium-kundli']),
  matchingPages: String(reportDelivery.minPages['kundali-matching']),
  totalYears: String(sadeSatiTotalYears),
  phaseYears: String(sadeSatiPhaseYears),
  sadeSatiBasicPrice: formatPaise(reportPricesPaise.sadeSatiBasic),
  sadeSatiPlusPrice: formatPaise(reportPricesPaise.sadeSatiPlus),
  lovePrice: formatPaise(reportPricesPaise.love),
  kundliPrice: formatPaise(reportPricesPaise.premiumKundli),
  matchingPrice: formatPaise(reportPricesPaise.matchingKundli),
};
const fill = (text: string, extra: Record<string, string> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => extra[key] ?? values[key] ?? '');

async function openReport(page: Page, path: string) {
  await page.goto(path);
  // The popup opens once the page has hydrated; closing it also tells us the page is live.
  await closeContactPopup(page);
}

const heading = (page: Page, name: string, level?: number) =>
  page.getByRole('heading', { name: fill(name), exact: true, ...(level ? { level } : {}) });

/** Every order or buy link of the page opens the report's order form (issue 18). */
async function expectAllOrderLinksToForm(page: Page, report: ReportPage, atLeast: number) {
  const links = page.locator('main a[data-order-link]');
  expect(await links.count()).toBeGreaterThanOrEqual(atLeast);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', new RegExp(`^${reportOrderPaths[report]}(\\?|$)`));
  }
}

/** The FAQ accordion: its question buttons, which of them are open, and an answer panel. */
function faq(page: Page) {
  const section = page.locator('#faq');
  const question = (text: string) => section.getByRole('button', { name: fill(text) });
  return {
    section,
    questions: section.locator('button[aria-controls]'),
    expanded: section.locator('button[aria-expanded="true"]'),
    question,
    answer: async (text: string) =>
      page.locator(`#${await question(text).getAttribute('aria-controls')}`),
  };
}

/** One at a time: opening the third closes the open one; clicking the open one closes it. */
async function expectOneAnswerAtATime(page: Page, items: { question: string; answer: string }[]) {
  const { question, expanded, answer } = faq(page);
  const [first, , third] = items;
  if (!first || !third) throw new Error('the FAQ needs at least three questions');
  await question(third.question).click();
  await expect(question(third.question)).toHaveAttribute('aria-expanded', 'true');
  await expect(await answer(third.question)).toContainText(fill(third.answer));
  await expect(expanded).toHaveCount(1);
  await expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
  await expect(await answer(first.question)).toBeHidden();

  await question(third.question).click();
  await expect(question(third.question)).toHaveAttribute('aria-expanded', 'false');
  await expect(expanded).toHaveCount(0);
  await expect(await answer(third.question)).toBeHidden();
}

/** A page's <title> and description are in the prerendered HTML. */
async function expectMetaInHtml(page: Page, path: string, meta: { title: string }) {
  const raw = await (await page.request.get(path)).text();
  const html = raw.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  expect(html).toContain(`<title>${fill(meta.title)} | ${site.name.en}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
}

test.describe('Sade Sati', () => {
  const en = enSadeSati;

  test('hero, what Sade Sati is, twelve Moon signs, stats, life areas, editions, reasons, testimonial and FAQ', async ({
    page,
  }) => {
    await openReport(page, reportPaths.sadeSati);
    await expect(heading(page, en.hero.title, 1)).toBeVisible();
    for (const title of [
      en.what.title,
      en.moonSigns.title,
      en.lifeAreas.title,
      en.editions.title,
      en.reasons.title,
      en.testimonial.title,
      en.faq.title,
    ]) {
      await expect(heading(page, title, 2)).toBeVisible();
    }
    // The stats band's heading is for screen readers; its figures are in the page.
    await expect(heading(page, en.stats.title, 2)).toBeAttached();
    await expect(page.locator('#stats')).toContainText('5,00,000+');

    // About 7.5 years in three phases of about 2.5: rising, peak, setting.
    const what = page.locator('#what-is-sade-sati');
    await expect(what).toContainText(fill(en.what.intro));
    await expect(what.getByRole('listitem')).toHaveCount(3);
    for (const phase of en.what.phases) await expect(heading(page, phase.title, 3)).toBeVisible();

    await expect(page.locator('#moon-signs').getByRole('listitem')).toHaveCount(12);
    for (const sign of Object.values(en.moonSigns.items)) {
      await expect(page.locator('#moon-signs')).toContainText(sign.name);
    }
    for (const area of Object.values(en.lifeAreas.items)) {
      await expect(heading(page, area.title, 3)).toBeVisible();
    }

    // Basic and Plus: their pages (as measured on generated PDFs), prices and delivery within
    // minutes; Plus adds the dhaiya (Kantak and Ashtama Shani) and a year-by-year reading.
    const editions = page.locator('#editions');
    await expect(heading(page, en.editions.basic.name, 3)).toBeVisible();
    await expect(heading(page, en.editions.plus.name, 3)).toBeVisible();
    const [basic, plus] = [editions.locator('article').first(), editions.locator('article').last()];
    await expect(basic).toContainText(`${reportDelivery.minPages['sade-sati-basic']}+ pages`);
    await expect(basic).toContainText(formatPaise(reportPricesPaise.sadeSatiBasic));
    await expect(plus).toContainText(`${reportDelivery.minPages['sade-sati-plus']}+ pages`);
    await expect(plus).toContainText(formatPaise(reportPricesPaise.sadeSatiPlus));
    await expect(plus).toContainText('Kantak Shani');
    await expect(plus).toContainText('year-by-year');
    await expect(editions).toContainText(
      `within ${reportDelivery.emailedWithinMinutes} minutes of payment`,
    );
    await expect(editions).not.toContainText('working days');
  });

  test('every order and Buy Now button opens the order form', async ({ page }) => {
    await openReport(page, reportPaths.sadeSati);
    await expectAllOrderLinksToForm(page, 'sadeSati', 4);
    await page.getByRole('link', { name: en.editions.plus.buyLabel }).click();
    await expect(page).toHaveURL(`${reportOrderPaths.sadeSati}?edition=plus`);
    await page.goBack();
    await page.getByRole('link', { name: en.hero.ctaLabel }).first().click();
    await expect(page).toHaveURL(reportOrderPaths.sadeSati);
  });

  test.describe('the testimonial', () => {
    const names = en.testimonial.items.map((item) => item.name);
    const shown = (page: Page) =>
      page.getByRole('region', { name: en.testimonial.label }).locator('[data-active]');

    test('moves on every 6 seconds through the three and starts again, while on screen', async ({
      page,
    }) => {
      await openReport(page, reportPaths.sadeSati);
      await pauseClock(page);
      // Keep the pointer off it (hovering pauses it).
      await page.mouse.move(0, 0);
      // Below the fold it waits, so a visitor who scrolls down starts with the first.
      await page.clock.runFor(15_000);
      await expect(shown(page)).toContainText(names[0] ?? '');
      const region = page.getByRole('region', { name: en.testimonial.label });
      await region.scrollIntoViewIfNeeded();
      // On screen, it rotates (and stops announcing each change); its timer starts in an effect.
      await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
      await afterReactEffects(page);
      for (const name of [names[1], names[2], names[0]]) {
        await page.clock.runFor(6_000);
        await expect(shown(page)).toContainText(name ?? '');
      }
    });

    test('waits while the pointer is over it, and the arrows and dots work', async ({ page }) => {
      await openReport(page, reportPaths.sadeSati);
      await pauseClock(page);
      const region = page.getByRole('region', { name: en.testimonial.label });
      await region.scrollIntoViewIfNeeded();
      await region.hover();
      await page.clock.runFor(15_000);
      await expect(shown(page)).toContainText(names[0] ?? '');

      await region.getByRole('button', { name: enShared.testimonials.next }).click();
      await expect(shown(page)).toContainText(names[1] ?? '');
      await region.getByRole('button', { name: enShared.testimonials.previous }).click();
      await expect(shown(page)).toContainText(names[0] ?? '');
      await region.getByRole('button', { name: 'Show testimonial 3' }).click();
      await expect(shown(page)).toContainText(names[2] ?? '');

      // The pause button stops it for good, even after the pointer leaves.
      await region.getByRole('button', { name: enShared.testimonials.pause }).click();
      await page.mouse.move(0, 0);
      await page.clock.runFor(15_000);
      await expect(shown(page)).toContainText(names[2] ?? '');
    });

    test('does not move by itself for visitors who prefer reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openReport(page, reportPaths.sadeSati);
      await pauseClock(page);
      const region = page.getByRole('region', { name: en.testimonial.label });
      await page.mouse.move(0, 0);
      await region.scrollIntoViewIfNeeded();
      await page.clock.runFor(15_000);
      await expect(shown(page)).toContainText(names[0] ?? '');
      await expect(region.getByRole('button', { name: enShared.testimonials.play })).toBeVisible();
      await region.getByRole('button', { name: enShared.testimonials.next }).click();
      await expect(shown(page)).toContainText(names[1] ?? '');
    });
  });

  test('FAQ: the first answer starts open, one at a time, a click on the open one closes it', async ({
    page,
  }) => {
    await openReport(page, reportPaths.sadeSati);
    const { questions, expanded, question } = faq(page);
    await expect(questions).toHaveCount(en.faq.items.length);
    await expect(expanded).toHaveCount(1);
    await expect(question(en.faq.items[0]?.question ?? '')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectOneAnswerAtATime(page, en.faq.items);
  });

  test('floating stars are decoration only, and stand still for reduced motion', async ({
    page,
  }) => {
    await openReport(page, reportPaths.sadeSati);
    const stars = page.locator('[data-decoration="stars"]').first();
    await expect(stars).toHaveAttribute('aria-hidden', 'true');
    await expect(stars).toHaveCSS('pointer-events', 'none');
    const star = stars.locator('.rp-star').first();
    await expect(star).toHaveCSS('animation-name', 'rp-star-drift');
    // The hero's order button is clickable through the stars.
    await page.getByRole('link', { name: en.hero.ctaLabel }).first().click({ trial: true });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(star).toHaveCSS('animation-name', 'none');
  });
});

test.describe('Love Report', () => {
  const en = enLove;

  test('hero with 15 hearts, what is inside, who it is for, why choose it, FAQ and closing call to action', async ({
    page,
  }) => {
    await openReport(page, reportPaths.love);
    await expect(heading(page, en.hero.title, 1)).toBeVisible();
    for (const title of [
      en.inside.title,
      en.forYou.title,
      en.why.title,
      en.faq.title,
      en.closing.title,
    ]) {
      await expect(heading(page, title, 2)).toBeVisible();
    }
    for (const item of Object.values(en.inside.items)) {
      await expect(heading(page, item.title, 3)).toBeVisible();
    }
    for (const item of Object.values(en.forYou.items)) {
      await expect(heading(page, item.title, 3)).toBeVisible();
    }

    const hearts = page.locator('[data-decoration="hearts"]');
    await expect(hearts).toHaveAttribute('aria-hidden', 'true');
    await expect(hearts).toHaveCSS('pointer-events', 'none');
    await expect(hearts.locator('[data-heart]')).toHaveCount(15);
    await expect(hearts.locator('[data-heart]').first()).toHaveCSS(
      'animation-name',
      'rp-heart-rise',
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(hearts.locator('[data-heart]').first()).toHaveCSS('animation-name', 'none');
  });

  test('FAQ: the first answer starts open, one at a time', async ({ page }) => {
    await openReport(page, reportPaths.love);
    const { questions, expanded, question } = faq(page);
    await expect(questions).toHaveCount(en.faq.items.length);
    await expect(expanded).toHaveCount(1);
    await expect(question(en.faq.items[0]?.question ?? '')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectOneAnswerAtATime(page, en.faq.items);
  });

  test('order buttons, the bar among them, open the order form', async ({ page }) => {
    await openReport(page, reportPaths.love);
    await expectAllOrderLinksToForm(page, 'love', 3);
    const bar = page.getByRole('region', { name: en.bar.label });
    await expect(bar).toContainText('Hurry!! Offer Ends Soon');
    await bar.getByRole('link', { name: en.bar.ctaLabel }).click();
    await expect(page).toHaveURL(reportOrderPaths.love);
  });

  test('the fixed bar stays at the bottom and never covers the footer or the contact popup', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(reportPaths.love);

    // The contact popup is a modal dialog: it sits above the bar.
    const popup = await waitForContactPopup(page);
    const bar = page.getByRole('region', { name: en.bar.label });
    const barBox = await bar.boundingBox();
    if (!barBox) throw new Error('no bar');
    const topmostIsDialog = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('dialog')),
      { x: barBox.x + barBox.width / 2, y: barBox.y + barBox.height / 2 },
    );
    expect(topmostIsDialog).toBe(true);
    await popup.getByRole('button', { name: 'Close' }).click();

    // Fixed to the bottom edge while the page scrolls.
    await expect(bar).toBeVisible();
    expect(Math.round(barBox.y + barBox.height)).toBe(844);

    // At the end of the page's content, just before the footer, the bar covers none of it.
    // (Sections below the fold get their real height as they come into view, so scroll until
    // the footer's top sits just under the screen.)
    const closing = page.locator('#order').getByRole('link', { name: en.closing.ctaLabel });
    await expect(async () => {
      const gap = await page.evaluate(() => {
        const footer = document.querySelector('footer');
        if (!footer) return -1;
        window.scrollTo(0, footer.offsetTop - window.innerHeight - 2);
        return footer.getBoundingClientRect().top - window.innerHeight;
      });
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThan(10);
      await expect(bar).toBeVisible({ timeout: 1_000 });
      const closingBox = await closing.boundingBox();
      const barTop = (await bar.boundingBox())?.y ?? 0;
      if (!closingBox) throw new Error('no closing call to action');
      expect(closingBox.y + closingBox.height).toBeLessThanOrEqual(barTop);
    }).toPass();

    // With the footer in view the bar gets out of the way: the last footer link takes clicks.
    const lastFooterLink = page.locator('footer').getByRole('link').last();
    await lastFooterLink.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await lastFooterLink.click({ trial: true });
    const box = await lastFooterLink.boundingBox();
    if (!box) throw new Error('no footer link');
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('footer a')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(await lastFooterLink.textContent());

    // Back up the page, it returns.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await context.close();
  });
});

test.describe('Premium Janam Kundli', () => {
  const en = enKundli;

  test('hero with the price, problems, five steps, eight contents, buy banner, upsell, testimonials and FAQ', async ({
    page,
  }) => {
    await openReport(page, reportPaths.premiumKundli);
    await expect(heading(page, en.hero.title, 1)).toBeVisible();
    const hero = page.locator('main > section').first();
    await expect(hero.locator('[data-price]')).toHaveText('₹499');
    // What the generated PDF holds: e-mailed within minutes, English or Hindi, ten years of dashas.
    for (const fact of en.hero.highlights) await expect(hero).toContainText(fill(fact));
    await expect(hero).toContainText(fill(en.hero.deliveryNote));
    await expect(hero).not.toContainText('working days');

    for (const title of [
      en.problems.title,
      en.process.title,
      en.contents.title,
      en.buy.title,
      en.upsell.title,
      en.testimonials.title,
      en.faq.title,
    ]) {
      await expect(heading(page, title, 2)).toBeVisible();
    }
    await expect(page.locator('#problems').getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('#process').getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('#contents').getByRole('listitem')).toHaveCount(8);
    await expect(page.locator('#testimonials').getByRole('figure')).toHaveCount(2);
    await expect(page.locator('#buy')).toContainText('₹499');
  });

  test('order buttons and the consultation offer open the order form', async ({ page }) => {
    await openReport(page, reportPaths.premiumKundli);
    await expectAllOrderLinksToForm(page, 'premiumKundli', 3);
    await page.getByRole('link', { name: en.upsell.cta }).click();
    await expect(page).toHaveURL(reportOrderPaths.premiumKundli);
    await page.goBack();
    await page
      .locator('#buy')
      .getByRole('link', { name: fill(en.buy.ctaLabel) })
      .click();
    await expect(page).toHaveURL(reportOrderPaths.premiumKundli);
  });

  test('Watch Video opens a dialog whose player loads only after play is pressed', async ({
    page,
  }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await openReport(page, reportPaths.premiumKundli);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: en.hero.watchVideo }).click();
    const dialog = page.getByRole('dialog', { name: en.video.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await dialog
      .getByRole('button', { name: fill(enShared.playVideo, { title: en.video.title }) })
      .click();
    const player = dialog.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${site.videos.premiumKundli}?autoplay=1&rel=0`,
    );
    await expect(player).toHaveAttribute('title', en.video.title);
    // Closing the dialog removes the player.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('FAQ: starts closed, one answer at a time', async ({ page }) => {
    await openReport(page, reportPaths.premiumKundli);
    const { questions, expanded } = faq(page);
    await expect(questions).toHaveCount(en.faq.items.length);
    await expect(expanded).toHaveCount(0);
    const { question } = faq(page);
    await question(en.faq.items[0]?.question ?? '').click();
    await expect(expanded).toHaveCount(1);
    await expectOneAnswerAtATime(page, en.faq.items);
  });
});

test.describe('Kundali matching', () => {
  const en = enMatching;

  test('hero with both claims, intro, eight parameters, video, buy now, five highlights, four testimonials and FAQ', async ({
    page,
  }) => {
    await openReport(page, reportPaths.coupleKundli);
    await expect(heading(page, en.hero.title, 1)).toBeVisible();
    const hero = page.locator('main > section').first();
    await expect(hero).toContainText('5 lakh+ happy customers');
    await expect(hero).toContainText('100% accurate predictions');
    for (const title of [
      en.intro.title,
      en.parameters.title,
      en.video.title,
      en.buy.title,
      en.highlights.title,
      en.testimonials.title,
      en.faq.title,
    ]) {
      await expect(heading(page, title, 2)).toBeVisible();
    }
    const parameters = page.locator('#parameters');
    await expect(parameters.getByRole('listitem')).toHaveCount(8);
    for (const name of [
      'Guna Milan, koota by koota',
      'Manglik Dosha',
      'Both birth charts',
      'Moon signs and nakshatras',
      'Temperament and attraction',
      'Health and children',
      'Family welfare',
      'Total and verdict',
    ]) {
      await expect(parameters.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('#highlights').getByRole('listitem')).toHaveCount(5);
    // Four testimonials in the carousel (three in view at this width).
    await expect(page.locator('#testimonials [data-carousel-slide]')).toHaveCount(4);
  });

  test('the Buy button states 511 and, like the order button, opens the order form', async ({
    page,
  }) => {
    await openReport(page, reportPaths.coupleKundli);
    await expectAllOrderLinksToForm(page, 'coupleKundli', 2);
    const buy = page.getByRole('link', { name: 'Buy Now for ₹511' });
    await expect(buy).toBeVisible();
    await buy.click();
    await expect(page).toHaveURL(reportOrderPaths.coupleKundli);
  });

  test('the video loads no player until play is pressed', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg/.test(request.url())) requests.push(request.url());
    });
    await openReport(page, reportPaths.coupleKundli);
    const video = page.locator('#video');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);
    await video
      .getByRole('button', { name: fill(enShared.playVideo, { title: en.video.videoTitle }) })
      .click();
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${site.videos.kundaliMatching}?autoplay=1&rel=0`,
    );
    await expect(video.locator('iframe')).toBeFocused();
  });

  test('FAQ: seven questions, the first open, one at a time', async ({ page }) => {
    await openReport(page, reportPaths.coupleKundli);
    const { questions, expanded, question } = faq(page);
    await expect(questions).toHaveCount(7);
    await expect(expanded).toHaveCount(1);
    await expect(question(en.faq.items[0]?.question ?? '')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectOneAnswerAtATime(page, en.faq.items);
  });
});

test('each page has its own title and description in the prerendered HTML', async ({ page }) => {
  await expectMetaInHtml(page, reportPaths.sadeSati, enSadeSati.meta);
  await expectMetaInHtml(page, reportPaths.love, enLove.meta);
  await expectMetaInHtml(page, reportPaths.premiumKundli, enKundli.meta);
  await expectMetaInHtml(page, reportPaths.coupleKundli, enMatching.meta);
});

test.describe('in Hindi', () => {
  const pages: [string, string, string, string[], string[]][] = [
    [
      reportPaths.sadeSati,
      hiSadeSati.hero.title,
      hiSadeSati.faq.title,
      [hiSadeSati.editions.basic.name, hiSadeSati.moonSigns.items.aries.name],
      [enSadeSati.hero.title, enSadeSati.editions.title],
    ],
    [
      reportPaths.love,
      hiLove.hero.title,
      hiLove.faq.title,
      [hiLove.bar.message, hiLove.closing.title],
      [enLove.hero.title, enLove.bar.message],
    ],
    [
      reportPaths.premiumKundli,
      hiKundli.hero.title,
      hiKundli.faq.title,
      [hiKundli.upsell.cta, hiKundli.hero.watchVideo],
      [enKundli.hero.title, enKundli.upsell.cta],
    ],
    [
      reportPaths.coupleKundli,
      hiMatching.hero.title,
      hiMatching.faq.title,
      [hiMatching.hero.claims.customers, fill(hiMatching.buy.cta)],
      [enMatching.hero.title, enMatching.parameters.title],
    ],
  ];

  for (const [path, title, faqTitle, texts, english] of pages) {
    test(`${path} shows Hindi copy`, async ({ page }) => {
      await startInLanguage(page, 'hi');
      await openReport(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(heading(page, title, 1)).toBeVisible();
      await expect(heading(page, faqTitle, 2)).toBeVisible();
      await expect(page.locator('main')).toContainText(hiShared.orderNow);
      for (const text of texts) await expect(page.locator('main')).toContainText(fill(text));
      for (const text of english) await expect(page.locator('main')).not.toContainText(fill(text));
    });
  }

  test('the kundali matching FAQ has seven questions in Hindi too', async ({ page }) => {
    await startInLanguage(page, 'hi');
    await openReport(page, reportPaths.coupleKundli);
    await expect(faq(page).questions).toHaveCount(7);
    for (const item of hiMatching.faq.items) {
      await expect(faq(page).question(item.question)).toBeVisible();
    }
  });
});

test.describe('accessibility', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('/reports/sade-sati (the Moon signs scroll sideways) has no serious findings', async ({
      page,
      scanA11y,
    }) => {
      await openReport(page, reportPaths.sadeSati);
      expect(await scanA11y()).toEqual([]);
    });
  });

  for (const language of ['en', 'hi'] as const) {
    test.describe(language, () => {
      test.use({ language, viewport: { width: 1280, height: 900 } });
      for (const path of Object.values(reportPaths)) {
        test(`${path} has no serious accessibility findings`, async ({ page, scanA11y }) => {
          await openReport(page, path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          expect(await scanA11y()).toEqual([]);
        });
      }
    });
  }
});
