import { describe, expect, it } from 'vitest';
import {
  appointmentFormSchema,
  appointmentPricePaise,
  consultationPackages,
  findConsultationPackage,
} from './appointments.ts';
import { paiseToRupees } from './money.ts';

const valid = {
  name: 'Kavya Iyer',
  phone: '+91 98450 11223',
  email: ' Kavya@Example.com ',
  address: '4 Brigade Road, Bengaluru',
  pin: '560001',
  location: 'domestic',
};

describe('appointment prices', () => {
  it('are 1500 rupees in India and 3200 from abroad, kept in paise', () => {
    expect(appointmentPricePaise).toEqual({ domestic: 150000, international: 320000 });
    expect(paiseToRupees(appointmentPricePaise.domestic)).toBe(1500);
    expect(paiseToRupees(appointmentPricePaise.international)).toBe(3200);
  });
});

describe('consultation packages', () => {
  it('are the four of the specification, each with its picture and the unshown price strings', () => {
    expect(consultationPackages.map((item) => item.id)).toEqual([
      'urgent',
      'couple',
      'regular',
      'urgent-couple',
    ]);
    for (const item of consultationPackages) {
      expect(item.image).toMatch(/^\/images\/consultation\/package-/);
      expect(item.audioPrice).toMatch(/^\d{1,2},\d{2},\d{3}$/);
      expect(item.videoPrice).toMatch(/^\d{1,2},\d{2},\d{3}$/);
    }
    expect(findConsultationPackage('couple')?.key).toBe('couple');
    expect(findConsultationPackage('gold')).toBeUndefined();
    expect(findConsultationPackage(null)).toBeUndefined();
  });
});

describe('the appointment form', () => {
  it('trims, lower-cases the e-mail and makes the package optional', () => {
    expect(appointmentFormSchema.parse(valid)).toEqual({
      ...valid,
      email: 'kavya@example.com',
      package: null,
    });
    expect(appointmentFormSchema.parse({ ...valid, package: 'urgent-couple' }).package).toBe(
      'urgent-couple',
    );
  });

  it.each([
    ['address', { address: '  ' }],
    ['pin', { pin: '' }],
    ['pin', { pin: '12345' }],
    ['name', { name: '' }],
    ['phone', { phone: 'call me' }],
    ['email', { email: 'not-an-email' }],
    ['location', { location: 'moon' }],
    ['package', { package: 'gold' }],
  ])('refuses a wrong %s', (field, change) => {
    const result = appointmentFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
