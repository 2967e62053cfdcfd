import { describe, expect, it } from 'vitest';
import { appointmentFormSchema, appointmentPricePaise } from './appointments.ts';
import { consultationPackages, findConsultationPackage } from './consultation-packages.ts';
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
      mode: 'audio',
      questions: '',
      birth: null,
    });
    expect(appointmentFormSchema.parse({ ...valid, package: 'urgent-couple' }).package).toBe(
      'urgent-couple',
    );
  });

  it.each([
    ['address', { address: '  ' }],
    ['pin', { pin: '' }],
    ['pin', { pin: '12345' }],
    // From abroad a postal code, not an Indian PIN; from India an Indian PIN.
    ['pin', { location: 'international', pin: '#' }],
    ['pin', { location: 'domestic', pin: 'SW1A 1AA' }],
    ['questions', { questions: 'x'.repeat(1001) }],
    [
      'birth',
      {
        birth: {
          date: '1990-01-01',
          placeName: 'Delhi',
          lat: 28.6,
          lon: 77.2,
          zone: 'Asia/Kolkata',
        },
      },
    ],
    ['name', { name: '' }],
    ['phone', { phone: 'call me' }],
    ['email', { email: 'not-an-email' }],
    ['location', { location: 'moon' }],
    ['package', { package: 'gold' }],
  ])('refuses a wrong %s', (field, change) => {
    const result = appointmentFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toEqual(field);
  });

  it('takes a postal code from abroad, questions, and birth details without a time', () => {
    const form = appointmentFormSchema.parse({
      ...valid,
      location: 'international',
      pin: 'SW1A 1AA',
      mode: 'video',
      questions: '  Will my visa come through?\nAnd when?  ',
      birth: {
        date: '1990-01-01',
        timeUnknown: true,
        placeName: 'London',
        lat: 51.5,
        lon: -0.12,
        zone: 'Europe/London',
      },
    });
    expect(form.pin).toBe('SW1A 1AA');
    expect(form.mode).toBe('video');
    expect(form.questions).toBe('Will my visa come through?\nAnd when?');
    expect(form.birth).toMatchObject({ timeUnknown: true, placeName: 'London' });
    expect(form.birth?.time).toBeUndefined();
  });
});
