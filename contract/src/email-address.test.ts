import { describe, expect, it } from 'vitest';
import { emailSchema } from './common.ts';
import { isEmailAddress } from './email-address.ts';

const samples = [
  'asha@example.com',
  '  Asha.Verma@Example.co.in ',
  "o'neil+stars@mail.example.org",
  'a@b.co',
  'first.last@sub.domain.in',
  '',
  'asha',
  'asha@',
  '@example.com',
  'asha@example',
  'asha@example.c',
  'asha..verma@example.com',
  '.asha@example.com',
  'asha.@example.com',
  'asha@-example.com',
  'asha verma@example.com',
  'asha@exa_mple.com',
  `${'a'.repeat(250)}@example.com`,
  // The schema lower-cases first: the Kelvin sign becomes an ASCII k (a dotted capital I does not).
  '\u212a@example.com',
  'asha@example.\u212az',
  '\u0130@example.com',
];

describe('isEmailAddress', () => {
  it.each(samples)('agrees with emailSchema on %j', (sample) => {
    expect(isEmailAddress(sample)).toBe(emailSchema.safeParse(sample).success);
  });

  it('accepts ordinary addresses and refuses obvious mistakes', () => {
    expect(isEmailAddress('asha@example.com')).toBe(true);
    expect(isEmailAddress('asha@example')).toBe(false);
    expect(isEmailAddress('asha..verma@example.com')).toBe(false);
  });
});
