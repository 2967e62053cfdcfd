import { describe, expect, it } from 'vitest';
import { isIndianPin, isPhoneNumber, isPostalCodeAbroad } from './address-checks.ts';
import { appointmentFormSchema } from './appointments.ts';
import { phoneSchema, pinSchema } from './orders.ts';

const phones = [
  '+91 98100 12345',
  '9810012345',
  ' 98100 12345 ',
  '(011) 2345-6789',
  '+44 20 7946 0958',
  '12345678',
  '1234567',
  '+1234567',
  '+12345678',
  '9'.repeat(20),
  '9'.repeat(21),
  `+${'9'.repeat(19)}`,
  `+${'9'.repeat(20)}`,
  '98100 12345 ext. 4',
  '98100-12345-',
  '(98100) 12345',
  '++91 9810012345',
  '91+9810012345',
  '९८१००१२३४५',
  '98100\n12345',
  '',
  '   ',
];

const pins = [
  '110001',
  ' 560034 ',
  '999999',
  '011001',
  '11000',
  '1100011',
  '110 001',
  'ABC123',
  '११०००१',
  '',
  '   ',
];

const postalCodes = [
  'SW1A 1AA',
  '10115',
  ' 75008 ',
  'K1A 0B1',
  '90210-1234',
  'AB',
  'A',
  '-1234',
  ' -1234',
  '1234567890AB',
  '1234567890A',
  'SW1A_1AA',
  'SW1A\n1AA',
  'Ä1234',
  '110001',
  '',
  '  ',
];

/** A valid booking form but for its PIN: whether the form's own rule refuses `pin`. */
function formAcceptsPin(pin: string, location: 'domestic' | 'international'): boolean {
  const parsed = appointmentFormSchema.safeParse({
    name: 'Ravi Kumar',
    phone: '+91 98100 55555',
    email: 'ravi@example.com',
    address: '7 Park Street, Kolkata',
    pin,
    location,
  });
  return parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === 'pin');
}

describe('isPhoneNumber', () => {
  it.each(phones)('agrees with phoneSchema on %j', (sample) => {
    expect(isPhoneNumber(sample)).toBe(phoneSchema.safeParse(sample).success);
  });
});

describe('isIndianPin', () => {
  it.each(pins)('agrees with pinSchema and the booking form in India on %j', (sample) => {
    expect(isIndianPin(sample)).toBe(pinSchema.safeParse(sample).success);
    expect(isIndianPin(sample)).toBe(formAcceptsPin(sample, 'domestic'));
  });
});

describe('isPostalCodeAbroad', () => {
  it.each(postalCodes)('agrees with the booking form abroad on %j', (sample) => {
    expect(isPostalCodeAbroad(sample)).toBe(formAcceptsPin(sample, 'international'));
  });
});

it('the samples have both answers for each check', () => {
  for (const [check, samples] of [
    [isPhoneNumber, phones],
    [isIndianPin, pins],
    [isPostalCodeAbroad, postalCodes],
  ] as const) {
    expect(new Set(samples.map((sample) => check(sample)))).toEqual(new Set([true, false]));
  }
});
