import { describe, expect, it } from 'vitest';
import { findReportProduct, reportPricesPaise, reportProducts } from './catalogue-reports.ts';
import { verifyAnyPaymentBodySchema } from './payments.ts';
import { reportOrderSchema } from './reports.ts';

const person = {
  name: 'Asha Verma',
  date: '1988-11-03',
  time: '06:45',
  placeName: 'Varanasi',
  lat: 25.3,
  lon: 83,
  zone: 'Asia/Kolkata',
};
const result = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'ab',
};

describe('the reports as products', () => {
  it('prices every report in whole paise, from the one table of prices', () => {
    for (const product of reportProducts) expect(Number.isInteger(product.pricePaise)).toBe(true);
    expect(findReportProduct('premium-kundli')?.pricePaise).toBe(reportPricesPaise.premiumKundli);
    expect(findReportProduct('kundali-matching')?.pricePaise).toBe(511_00);
    expect(new Set(reportProducts.map((product) => product.id)).size).toBe(reportProducts.length);
  });
});

describe('a report order', () => {
  const order = { product: 'love', language: 'hi', chartStyle: 'south', people: [person] };

  it('takes one birth, or two for matching, and says the birth time is exact unless told', () => {
    const parsed = reportOrderSchema.parse(order);
    expect(parsed.people[0]?.timeApproximate).toBe(false);
    expect(reportOrderSchema.safeParse({ ...order, people: [person, person] }).success).toBe(false);
    const matching = { ...order, product: 'kundali-matching' };
    expect(reportOrderSchema.safeParse(matching).success).toBe(false);
    expect(reportOrderSchema.safeParse({ ...matching, people: [person, person] }).success).toBe(
      true,
    );
  });

  it('refuses an unknown report, language or chart style', () => {
    for (const wrong of [{ product: 'tarot' }, { language: 'ta' }, { chartStyle: 'east' }]) {
      expect(reportOrderSchema.safeParse({ ...order, ...wrong }).success).toBe(false);
    }
  });
});

describe('the verification body', () => {
  it('reads a body without purpose as a gemstone purchase, and a report by its purpose', () => {
    const gemstone = verifyAnyPaymentBodySchema.safeParse({
      ...result,
      product: { id: 2 },
      addressData: {
        name: 'Asha',
        phone: '+91 98100 12345',
        email: 'asha@example.com',
        address: '12 Assi Ghat',
        pin: '221005',
      },
      total: 998,
    });
    expect(gemstone.success && gemstone.data.purpose).toBe('gemstone');
    const report = verifyAnyPaymentBodySchema.safeParse({ ...result, purpose: 'report' });
    expect(report.success && report.data.purpose).toBe('report');
    const missing = verifyAnyPaymentBodySchema.safeParse({ ...result });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toContain('product');
  });
});
