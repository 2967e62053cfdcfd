import type { Locator, Page } from '@playwright/test';
import en from '../../web/app/locales/en/home.json' with { type: 'json' };
import hiCommon from '../../web/app/locales/hi/common.json' with { type: 'json' };
import hi from '../../web/app/locales/hi/home.json' with { type: 'json' };
import {
  afterReactEffects,
  closeContactPopup,
  contactPopup,
  expect,
  pauseClock,
  test,
  waitForHydration,
} from '../support/fixtures';
import { watchScripts } from '../support/scripts-received';

/** The home page (specification section 2 "Home"), on the built, prerendered site. */

async function openHome(page: Page, viewport = { width: 1280, height: 800 }) {
  await page.setViewportSize(viewport);
  await page.goto('/');
  // The popup opens once the page has hydrated; closing it also tells us the page is live.
  await closeContactPopup(page);
}

/** Takes the pointer and the keyboard focus off the banner (either pauses its autoplay). */
async function leaveBanner(page: Page) {
  await page.mouse.move(0, 700);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const banner = (page: Page) => page.getByRole('region', { name: en.banner.label });
/** The slide screen readers currently see: the others are aria-hidden and inert. */
const currentSlide = (page: Page, number: number) =>
  banner(page).getByRole('group', { name: `Slide ${number} of 3` });

test.describe('banner', () => {
  /** 0-based index of the slide on show. */
  const shownIndex = async (page: Page) =>
    Number(
      await page.locator('[data-banner-slide][data-active]').getAttribute('data-banner-slide'),
    );
  const slideTitle = (index: number) => en.banner.slides[index % 3]?.title ?? '';

  test('advances by itself every 6 seconds, also after the arrows were used', async ({ page }) => {
    await openHome(page);
    await leaveBanner(page);
    // From here the page's time moves only when the test moves it.
    await pauseClock(page);
    const start = await shownIndex(page);
    await expect(banner(page).getByRole('heading', { name: slideTitle(start) })).toBeVisible();

    // Autoplay: within six seconds the next slide comes without any click.
    await page.clock.runFor(6_100);
    await expect(currentSlide(page, ((start + 1) % 3) + 1)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: slideTitle(start + 1) })).toBeVisible();

    // Using an arrow does not stop it: the timer restarts, and six seconds after "next" the
    // slide after that comes by itself (not sooner).
    await banner(page).getByRole('button', { name: en.banner.next }).click();
    await expect(currentSlide(page, ((start + 2) % 3) + 1)).toBeVisible();
    await leaveBanner(page);
    await page.clock.runFor(600);
    // The caption's 500 ms flag is set by the same change: the new timers are running.
    await expect(
      page.locator(`[data-banner-slide="${(start + 2) % 3}"] [data-banner-caption]`),
    ).toHaveAttribute('data-visible', '');
    await page.clock.runFor(4_400);
    await expect(currentSlide(page, ((start + 2) % 3) + 1)).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(currentSlide(page, ((start + 3) % 3) + 1)).toBeVisible();
  });

  test('waits while the pointer or the focus is on it, or while it is off screen', async ({
    page,
  }) => {
    await openHome(page);
    await pauseClock(page);
    const start = await shownIndex(page);
    // The pointer over it: it stays.
    await banner(page).hover();
    await page.clock.runFor(13_000);
    await expect(currentSlide(page, start + 1)).toBeVisible();
    // The focus inside it (a keyboard visitor on the dots): it stays.
    await page.mouse.move(0, 700);
    await banner(page)
      .getByRole('button', { name: `Slide ${start + 1} of 3` })
      .focus();
    await page.clock.runFor(13_000);
    await expect(currentSlide(page, start + 1)).toBeVisible();
    // Scrolled away: it stays; back on screen with nothing on it, it moves on again.
    await leaveBanner(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(banner(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(13_000);
    await expect(currentSlide(page, start + 1)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await afterReactEffects(page);
    await page.clock.runFor(6_100);
    await expect(currentSlide(page, ((start + 1) % 3) + 1)).toBeVisible();
  });

  test('does not move by itself for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await leaveBanner(page);
    await pauseClock(page);
    const start = await shownIndex(page);
    await page.clock.runFor(20_000);
    await expect(currentSlide(page, start + 1)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: en.banner.play })).toBeVisible();
    await banner(page).getByRole('button', { name: en.banner.next }).click();
    await expect(currentSlide(page, ((start + 1) % 3) + 1)).toBeVisible();
  });

  test('previous and next arrows change the slide, wrapping around', async ({ page }) => {
    await openHome(page);
    // Paused, so that only the arrows move it.
    await banner(page).getByRole('button', { name: en.banner.pause }).click();
    await expect(banner(page).getByRole('button', { name: en.banner.play })).toBeVisible();
    const next = banner(page).getByRole('button', { name: en.banner.next });
    const previous = banner(page).getByRole('button', { name: en.banner.previous });
    const start = await shownIndex(page);
    await next.click();
    await expect(currentSlide(page, ((start + 1) % 3) + 1)).toBeVisible();
    await previous.click();
    await expect(currentSlide(page, start + 1)).toBeVisible();
    for (const _ of [1, 2, 3]) await previous.click();
    await expect(currentSlide(page, start + 1)).toBeVisible();
    // Wrapping: from the first slide "previous" shows the third.
    await banner(page).getByRole('button', { name: 'Slide 1 of 3' }).click();
    await previous.click();
    await expect(currentSlide(page, 3)).toBeVisible();
    await expect(
      banner(page).getByRole('link', { name: en.banner.slides[2]?.cta }),
    ).toHaveAttribute('href', '/gemstone');
  });

  test('the caption comes in after the slide changes (the 500 ms flag)', async ({ page }) => {
    await openHome(page);
    await banner(page).getByRole('button', { name: en.banner.pause }).click();
    const start = await shownIndex(page);
    const caption = (index: number) =>
      page.locator(`[data-banner-slide="${index % 3}"] [data-banner-caption]`);
    await expect(caption(start)).toHaveAttribute('data-visible', '');
    await banner(page).getByRole('button', { name: en.banner.next }).click();
    await expect(caption(start)).not.toHaveAttribute('data-visible');
    await expect(caption(start + 1)).toHaveAttribute('data-visible', '');
    await expect(caption(start + 1)).toHaveCSS('opacity', '1');
  });

  test('serves art-directed pictures; only the first is eager and high priority', async ({
    page,
  }) => {
    await page.goto('/');
    const first = page.locator('[data-banner-slide="0"] img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', /\d+/);
    await expect(first).toHaveAttribute('height', /\d+/);
    await expect(
      page.locator('[data-banner-slide="0"] source[media="(min-width: 1024px)"]'),
    ).toHaveCount(2);
    // The other slides' pictures arrive after the load event, lazily.
    await expect(page.locator('[data-banner-slide="1"] img')).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('[data-banner-slide="2"] img')).toHaveAttribute('loading', 'lazy');
  });
});

test('two strips of six pictures move in opposite directions and stop for reduced motion', async ({
  page,
}) => {
  await page.goto('/');
  const strips = page.locator('[data-strip]');
  await expect(strips).toHaveCount(2);
  for (const strip of await strips.all()) {
    // Six pictures, each twice for the seamless loop.
    await expect(strip.locator('li')).toHaveCount(12);
    await expect(strip.locator('li:not([aria-hidden])')).toHaveCount(6);
  }
  const list = (direction: string) => page.locator(`[data-strip="${direction}"] ul`);
  await expect(list('left')).toHaveCSS('animation-name', 'home-marquee');
  await expect(list('left')).toHaveCSS('animation-direction', 'normal');
  await expect(list('right')).toHaveCSS('animation-name', 'home-marquee');
  await expect(list('right')).toHaveCSS('animation-direction', 'reverse');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(list('left')).toHaveCSS('animation-name', 'none');
  await expect(list('right')).toHaveCSS('animation-name', 'none');
});

test('each service card leads to its page', async ({ page }) => {
  const services = [
    ['sadeSati', '/reports/sade-sati'],
    ['love', '/reports/love'],
    ['kundli', '/reports/premium-personalized-kundli'],
    ['coupleKundli', '/reports/premium-couple-kundli'],
    ['consultation', '/call-consultation'],
    ['gemstone', '/gemstone'],
  ] as const;
  await openHome(page);
  const section = page.locator('#services');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(en.services.title);
  await expect(section.getByRole('listitem')).toHaveCount(6);
  for (const [id, path] of services) {
    const name = en.services.orderNowLabel.replace('{{name}}', en.services.items[id].name);
    await section.getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

test('stats are in the HTML for crawlers and count up when scrolled into view', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  for (const figure of ['2,00,000', '50+', '50,000+', '1,00,000+', 'English and Hindi', '20+']) {
    expect(html).toContain(figure);
  }

  await openHome(page);
  const stats = page.locator('#stats');
  const ticking = stats.locator('[data-count-up]').first();
  // Below the fold the ticking copy waits at 0; screen readers only get the final figure.
  await expect(ticking).toHaveText('0');
  await expect(stats.locator('.sr-only', { hasText: '2,00,000' })).toHaveCount(1);
  await stats.scrollIntoViewIfNeeded();
  await expect(ticking).not.toHaveText('0');
  await page.clock.runFor(3_000);
  await expect(ticking).toHaveText('2,00,000');
  for (const item of en.stats.items) await expect(stats).toContainText(item.label);
});

test('free calculators: each card’s Get it Now opens its calculator', async ({ page }) => {
  await openHome(page);
  const section = page.locator('#free-calculators');
  // The card -> page mapping of features/home/home-content.ts.
  const cards = [
    [en.calculators.items.kundli.name, '/kundli'],
    [en.calculators.items.moonSign.name, '/calculators/moon-sign'],
    [en.calculators.items.nakshatra.name, '/calculators/nakshatra'],
    [en.calculators.items.matching.name, '/kundli-matching'],
    [en.calculators.items.panchang.name, '/panchang'],
  ] as const;
  const links = section.getByRole('link', { name: new RegExp(`^${en.calculators.cta}`) });
  await expect(links).toHaveCount(cards.length);
  for (const [name, href] of cards) {
    await expect(
      section.getByRole('link', { name: `${en.calculators.cta}: ${name}` }),
    ).toHaveAttribute('href', href);
  }
  await section
    .getByRole('link', { name: `${en.calculators.cta}: ${en.calculators.items.kundli.name}` })
    .click();
  await expect(page).toHaveURL('/kundli');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Janam Kundli, calculated free',
  );
});

test('trust badges: the six named', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#trust');
  for (const badge of Object.values(en.trust.items)) {
    await expect(section.getByRole('heading', { name: badge.name })).toBeVisible();
  }
});

test.describe('testimonials', () => {
  /** How many cards lie fully inside the carousel's window. */
  async function cardsInView(carousel: Locator): Promise<number> {
    return carousel.evaluate((root) => {
      const slides = Array.from(root.querySelectorAll('[data-carousel-slide]'));
      const window = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
      if (!window) return 0;
      // The card inside each slide (the slide itself carries the gutter padding).
      return slides.filter((slide) => {
        const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
        return box.left >= window.left - 1 && box.right <= window.right + 1;
      }).length;
    });
  }

  for (const [width, perView] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`${perView} card(s) per view at ${width}px, moved by the pagination`, async ({ page }) => {
      await openHome(page, { width, height: 900 });
      const carousel = page.getByRole('region', { name: en.testimonials.label });
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => cardsInView(carousel)).toBe(perView);
      // Screen readers see exactly the cards on screen.
      await expect(carousel.getByRole('group')).toHaveCount(perView);

      // One dot per starting position: 4, 3 or 2.
      const dots = carousel.getByRole('button', { name: /^Show testimonial/ });
      await expect(dots).toHaveCount(4 - perView + 1);
      const last = dots.last();
      await last.click();
      await expect(last).toHaveAttribute('aria-current', 'true');
      await expect(carousel.getByRole('group', { name: 'Testimonial 4 of 4' })).toBeVisible();
      await expect(carousel.getByRole('group', { name: 'Testimonial 1 of 4' })).toHaveCount(0);
      await expect.poll(() => cardsInView(carousel)).toBe(perView);
    });
  }

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('swiping moves to the next card', async ({ page }) => {
      await page.goto('/');
      await closeContactPopup(page);
      const carousel = page.getByRole('region', { name: en.testimonials.label });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole('group', { name: 'Testimonial 1 of 4' })).toBeVisible();
      const box = await carousel.locator('[data-carousel-slide]').first().boundingBox();
      if (!box) throw new Error('no testimonial card');
      const y = box.y + box.height / 2;
      const card = carousel.locator('[data-carousel-slide]').first();
      await card.dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: box.x + box.width - 40,
        clientY: y,
      });
      await card.dispatchEvent('pointerup', {
        pointerType: 'touch',
        clientX: box.x + 40,
        clientY: y,
      });
      await expect(carousel.getByRole('group', { name: 'Testimonial 2 of 4' })).toBeVisible();
    });
  });
});

test('FAQ: eight questions, at most one open, and clicking the open one closes it', async ({
  page,
}) => {
  await openHome(page);
  const faq = page.locator('#faq');
  await expect(faq.locator('button[aria-controls]')).toHaveCount(8);
  const expanded = faq.locator('button[aria-expanded="true"]');
  const question = (i: number) => faq.getByRole('button', { name: en.faq.items[i]?.question });
  const answer = async (i: number) =>
    page.locator(`#${await question(i).getAttribute('aria-controls')}`);

  // The first starts open.
  await expect(expanded).toHaveCount(1);
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(await answer(0)).toBeVisible();

  // Opening another closes the first.
  await question(3).click();
  await expect(question(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(expanded).toHaveCount(1);
  await expect(await answer(3)).toContainText('Couple Consultation');
  await expect(await answer(0)).toBeHidden();

  // A second click on the open one closes it: none open.
  await question(3).click();
  await expect(question(3)).toHaveAttribute('aria-expanded', 'false');
  await expect(expanded).toHaveCount(0);
  await expect(await answer(3)).toBeHidden();

  // Answers link where they say: the booking question to the appointment page.
  await question(0).click();
  await (await answer(0)).getByRole('link', { name: 'appointment page' }).click();
  await expect(page).toHaveURL('/appointment');
});

test.describe('in Hindi', () => {
  test.use({ language: 'hi' });

  test('every section shows Hindi text', async ({ page }) => {
    await page.goto('/');
    await closeContactPopup(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const sections: [Locator, string[], string[]][] = [
      [
        page.getByRole('region', { name: hi.banner.label }),
        [hi.banner.slides[0]?.title ?? '', hi.banner.slides[0]?.cta ?? ''],
        [en.banner.slides[0]?.title ?? ''],
      ],
      [
        page.getByRole('region', { name: hi.strips.label }),
        [...hi.strips.sky, ...hi.strips.sacred],
        [],
      ],
      [
        page.locator('#services'),
        [hi.services.title, hi.services.orderNow, hi.services.items.sadeSati.name],
        [en.services.title, en.services.orderNow],
      ],
      [
        page.locator('#stats'),
        hi.stats.items.map((item) => item.label),
        [en.stats.items[0]?.label ?? ''],
      ],
      [
        page.locator('#free-calculators'),
        [hi.calculators.title, hi.calculators.cta, hi.calculators.items.panchang.name],
        [en.calculators.title],
      ],
      [
        page.locator('#trust'),
        Object.values(hi.trust.items).map((item) => item.name),
        [en.trust.items.licensedGuide.name],
      ],
      [
        page.locator('#testimonials'),
        [hi.testimonials.title, hi.testimonials.items[0]?.name ?? ''],
        [en.testimonials.title],
      ],
      [
        page.locator('#faq'),
        [hi.faq.title, ...hi.faq.items.map((item) => item.question)],
        [en.faq.title, en.faq.items[0]?.question ?? ''],
      ],
    ];
    for (const [section, hindi, english] of sections) {
      await section.scrollIntoViewIfNeeded();
      for (const text of hindi) await expect(section).toContainText(text);
      for (const text of english) await expect(section).not.toContainText(text);
    }
    // The banner's accessible names are Hindi too.
    await expect(page.getByRole('button', { name: hi.banner.next })).toBeVisible();
  });
});

test('the home, shop and horoscope pages load no zod, nor does the contact popup, in both languages (decision 010)', async ({
  page,
}) => {
  // zod (about 24 KB compressed, and time to build its schemas) serves forms; these pages have
  // none until the buy dialog opens. The contact popup, which opens on every page, checks its
  // form and the server's reply by hand (contract/src/contact-check.ts, issue 35), and its code
  // comes only when it opens. The popup's timer waits on the paused clock.
  const { paths: scriptPaths, count, withZod } = watchScripts(page);
  const popupCode = /\/contact-popup-dialog-[\w-]+\.js$/;
  await page.clock.pauseAt(Date.now() + 60_000);
  for (const path of ['/shop/1', '/hi/gemstone', '/horoscope/weekly-horoscope/leo', '/', '/hi']) {
    await page.goto(path);
    await waitForHydration(page);
    await afterReactEffects(page);
  }
  expect(count()).toBeGreaterThan(20);
  expect(await withZod()).toEqual([]);
  expect(scriptPaths.filter((path) => popupCode.test(path))).toEqual([]);

  // The popup opens (on /hi) with its code, and checks its form without zod.
  await page.clock.runFor(2_000);
  const popup = contactPopup(page);
  await expect(popup).toBeVisible();
  expect(scriptPaths.some((path) => popupCode.test(path))).toBe(true);
  await popup.locator('button[type="submit"]').click();
  await expect(popup).toContainText(hiCommon.validation.nameRequired);
  await popup.locator('[name="contact"]').fill('98100 12345 ext. 4');
  await popup.locator('button[type="submit"]').click();
  await expect(popup).toContainText(hiCommon.validation.phoneInvalid);
  await afterReactEffects(page);
  expect(await withZod()).toEqual([]);
});

test('public pages create no Intl formatter while they hydrate, in both languages (decision 010)', async ({
  page,
}) => {
  // A page's first Intl formatter loads locale data: 15-25 ms here, four times that on a phone,
  // inside the hydration task. Prices, counts, dates and the panchang's clock times are written
  // without Intl. Recorded until React has committed the hydrated page and run its effects: it
  // tells a developer tools hook, when there is one, right then (before any later task, such as
  // the panchang's engine arriving).
  await page.addInitScript(() => {
    const made: string[] = [];
    const win = window as unknown as {
      intlBeforeHydration?: string[];
      __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
    };
    for (const name of ['NumberFormat', 'DateTimeFormat', 'DisplayNames', 'PluralRules'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          made.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args);
        },
      });
    }
    win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {
        win.intlBeforeHydration ??= [...made];
      },
    };
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  for (const path of [
    '/hi/panchang',
    '/panchang',
    '/shop/1',
    '/hi/shop/1',
    '/reports/love',
    '/hi/about',
    '/appointment',
    '/hi/horoscope/daily-horoscope/leo',
  ]) {
    await page.goto(path);
    await page.waitForFunction(() => 'intlBeforeHydration' in window, null, { polling: 50 });
    const made = await page.evaluate(
      () => (window as unknown as { intlBeforeHydration?: string[] }).intlBeforeHydration,
    );
    expect(made, path).toEqual([]);
  }
});
