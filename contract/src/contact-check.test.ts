import { describe, expect, it } from 'vitest';
import { contactBodySchema, contactReplySchema } from './contact.ts';
import { contactBodyProblems, isContactReply } from './contact-check.ts';

const body = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  contact: '+91 98100 12345',
  message: 'Please call me about a kundli.\nEvenings are best.',
  source: 'popup',
};
const without = (field: keyof typeof body) => {
  const { [field]: _gone, ...rest } = body;
  return rest;
};

const bodies: unknown[] = [
  body,
  without('contact'),
  without('source'),
  { ...body, contact: '' },
  { ...body, contact: '   ' },
  { ...body, name: '  Asha  ', email: ' ASHA@Example.COM ' },
  { ...body, name: 'अनीता शर्मा', message: 'नमस्ते' },
  { ...body, name: 'x'.repeat(100) },
  { ...body, name: ` ${'x'.repeat(100)} ` },
  // zod counts characters, not UTF-16 units: 100 emoji are 100, not 200.
  { ...body, name: '🙏'.repeat(100) },
  { ...body, message: '🪔'.repeat(5000) },
  { ...body, contact: ` ${'9'.repeat(20)} ` },
  { ...body, message: 'm'.repeat(5000) },
  { ...body, message: '\tTabbed\r\nlines' },
  { ...body, email: `${'a'.repeat(243)}@example.com` },
  // Refused
  without('name'),
  without('email'),
  without('message'),
  { ...body, name: '' },
  { ...body, name: '   ' },
  { ...body, name: 'x'.repeat(101) },
  { ...body, name: '🙏'.repeat(101) },
  { ...body, name: 'Asha\nVerma' },
  { ...body, name: 'Asha\u202eVerma' },
  { ...body, name: 'Asha\ud800' },
  { ...body, name: 42 },
  { ...body, email: '' },
  { ...body, email: 'asha@' },
  { ...body, email: 'asha@example' },
  { ...body, email: `${'a'.repeat(244)}@example.com` },
  { ...body, email: null },
  { ...body, contact: '9'.repeat(21) },
  { ...body, contact: '98100 12345 ext. 4' },
  { ...body, contact: null },
  { ...body, contact: 9810012345 },
  { ...body, message: '' },
  { ...body, message: '\n \n' },
  { ...body, message: 'm'.repeat(5001) },
  { ...body, message: 'bell\u0007' },
  { ...body, message: ['hello'] },
  { ...body, source: 'newsletter' },
  { ...body, source: null },
  { name: '', email: 'x', message: '', contact: 'abc', source: 'x' },
  null,
  'message',
  [],
  42,
];

/** The fields zod refuses (`body` for the object itself), as `contactBodyProblems` names them. */
function schemaProblemFields(value: unknown): string[] {
  const parsed = contactBodySchema.safeParse(value);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'body')))].sort();
}

describe('contactBodyProblems', () => {
  it.each(bodies.map((sample, index) => [index, sample]))(
    'refuses the same fields as contactBodySchema on sample %i',
    (_index, sample) => {
      expect(Object.keys(contactBodyProblems(sample)).sort()).toEqual(schemaProblemFields(sample));
    },
  );

  it('tells a missing field from a wrong one', () => {
    expect(
      contactBodyProblems({ ...body, name: ' ', email: '', message: 'x'.repeat(5001) }),
    ).toEqual({ name: 'required', email: 'required', message: 'invalid' });
  });
});

const reply = { success: true, message: 'Message sent.', data: { _id: 'c7f0' } };
const replies: unknown[] = [
  reply,
  { ...reply, extra: 1 },
  { ...reply, success: false },
  { ...reply, success: 'true' },
  { ...reply, message: undefined },
  { ...reply, data: {} },
  { ...reply, data: { _id: 7 } },
  { ...reply, data: null },
  { ...reply, data: [] },
  null,
  [],
  'ok',
];

describe('isContactReply', () => {
  it.each(replies.map((sample, index) => [index, sample]))(
    'agrees with contactReplySchema on sample %i',
    (_index, sample) => {
      expect(isContactReply(sample)).toBe(contactReplySchema.safeParse(sample).success);
    },
  );
});
