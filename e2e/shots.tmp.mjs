// Temporary screenshot script (not committed).
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4315';
const out = '/tmp/reportsweb-shots';
const api = async (method, path, body, token) => {
  const r = await fetch(base + '/api/v1' + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const j = await r.json(); if (!r.ok) throw new Error(path + ' ' + JSON.stringify(j)); return j;
};
const email = `shots.${Date.now()}@example.com`;
await api('POST', '/auth/register', { name: 'Asha Verma', email, password: 'a-good-password-1', location: 'Varanasi' });
const login = await api('POST', '/auth/login', { email, password: 'a-good-password-1' });
const report = { product: 'kundali-matching', language: 'hi', chartStyle: 'south', email, people: [
  { name: 'Ravi Kumar', date: '1986-02-14', time: '21:10', placeName: 'नई दिल्ली, दिल्ली', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata', timeApproximate: true },
  { name: 'Asha Verma', date: '1988-11-03', time: '06:45', placeName: 'वाराणसी, उत्तर प्रदेश', lat: 25.3176, lon: 82.9739, zone: 'Asia/Kolkata' } ] };
const cap = await api('POST', '/razorpay/capturePayment', { amount: 511, purpose: 'report', report }, login.token);
const { success, ...paid } = await api('POST', '/razorpay/simulated/pay', { order_id: cap.order.id }, login.token);
await api('POST', '/razorpay/verifyPayment', { ...paid, purpose: 'report' }, login.token);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shot(name, path, { width, lang = 'en', session, full = true, before } = {}) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(({ lang, session }) => {
    localStorage.setItem('language', lang);
    localStorage.setItem('contact-popup-seen', '1');
    if (session) { localStorage.setItem('token', session.token); localStorage.setItem('user', JSON.stringify(session.user)); }
  }, { lang, session });
  await page.clock.install();
  await page.goto(base + path);
    await page.waitForTimeout(1500);
  if (!path.startsWith('/admin')) {
    const popup = page.locator('dialog[open]:has([data-testid="contact-popup"])');
    for (let i = 0; i < 20 && !(await popup.isVisible()); i++) {
      await page.clock.fastForward(2000);
      await page.waitForTimeout(300);
    }
    if (await popup.isVisible()) await popup.getByRole('button', { name: /^(Close|बंद करें)$/ }).click();
    await page.waitForTimeout(500);
  }
  if (before) await before(page);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
  await context.close();
}
const sess = { token: login.token, user: login.user };
for (const [lang, prefix] of [['en', ''], ['hi', '/hi']]) {
  for (const width of [390, 1280]) {
    await shot(`form-sadesati-${lang}-${width}`, `${prefix}/reports/sade-sati/order`, { width, lang, session: sess });
  }
}
await shot('form-matching-visitor-en-1280', '/reports/premium-couple-kundli/order', { width: 1280 });
await shot('form-love-visitor-hi-390', '/hi/reports/love/order', { width: 390, lang: 'hi' });
await new Promise((r) => setTimeout(r, 4000));
await shot('my-orders-hi-390', '/my-orders', { width: 390, lang: 'hi', session: sess });
await shot('my-orders-en-1280', '/my-orders', { width: 1280, lang: 'en', session: sess });
await shot('success-en-390', '/payment-success', { width: 390, session: sess, before: async (page) => {
  await page.evaluate(() => sessionStorage.setItem('payment-success', JSON.stringify({ kind: 'report', reference: 'abc123', at: Date.now() })));
  await page.reload(); await page.waitForTimeout(1200);
} });
const admin = await api('POST', '/auth/login', { email: 'owner@shots.test', password: 'shots-admin-password' });
await shot('admin-orders-en-1280', '/admin/orders', { width: 1280, session: { token: admin.token, user: admin.user } });
await shot('admin-orders-hi-390', '/admin/orders', { width: 390, lang: 'hi', session: { token: admin.token, user: admin.user } });
await shot('landing-kundli-en-1280', '/reports/premium-personalized-kundli', { width: 1280 });
await shot('landing-sadesati-hi-390', '/hi/reports/sade-sati', { width: 390, lang: 'hi' });
await browser.close();
console.log('done');
